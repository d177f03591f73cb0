"""``python -m ui.startup_probe``: start the studio as ``golfstudio`` does, up to its main
window shown and drawn, then leave at once.

The start-up benchmark (``golfstudio bench``, ``golfstudio.bench.startup``) times this whole
process against a bare PySide6 window's: process start to main window shown. Leaving with
``os._exit`` keeps the teardown out of the figure. Run it with a temporary home
(``XDG_CONFIG_HOME``, ``XDG_DATA_HOME``, ``GOLFSTUDIO_LOG_DIR``), as the benchmark does, so it
is a first start and touches no user's settings.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtWidgets import QApplication

from ui import app


def main() -> None:
    with app.logged():
        _, window = app.open_main_window(argv=[sys.argv[0]])
        QApplication.processEvents()
        shown = window.isVisible()
        sys.stdout.flush()
        os._exit(0 if shown else 1)


if __name__ == "__main__":
    main()
