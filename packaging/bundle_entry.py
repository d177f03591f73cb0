"""The desktop bundle's executable: the ``golfstudio`` command, plus the bundle's own
``--install-desktop``, ``--uninstall-desktop`` and ``--self-test`` (packaging/bundle_app.py).
"""

import sys

from bundle_app import main as bundle_main

from golfstudio.cli import main

if __name__ == "__main__":
    code = bundle_main(sys.argv[1:])
    raise SystemExit(main() if code is None else code)
