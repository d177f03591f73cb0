"""What only the desktop bundle does: put itself in the desktop's menu, and test itself.

The bundle's executable starts ``packaging/bundle_entry.py``, which hands these two options
here and everything else to the ``golfstudio`` command (``golfstudio.cli.main``):

``golfstudio --install-desktop``
    copies ``golfstudio.desktop`` (its ``Exec`` pointing at this bundle's executable) into
    ``$XDG_DATA_HOME/applications`` and the icons into ``$XDG_DATA_HOME/icons/hicolor/<n>x<n>/
    apps`` (``~/.local/share`` when ``XDG_DATA_HOME`` is unset); ``--uninstall-desktop``
    removes them. Linux only.
``golfstudio --self-test [startup|session]``
    starts the studio on a temporary database and quits: ``startup`` as soon as the main
    window is shown (the start-time measure), ``session`` (the default) after opening a
    bundled course in the editor and typing a whole round into a game night through its
    score grid. Exit status 0 when every step did what it should.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

APP_ID = "golfstudio"
DESKTOP_FILE = f"{APP_ID}.desktop"


def bundle_dir() -> Path:
    """``_internal`` of a one-folder bundle (``sys._MEIPASS``); the checkout's packaging/
    build output when run from source (for the tests)."""
    return Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent))


def executable() -> Path:
    return Path(sys.executable).resolve()


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def _desktop_quote(path: Path) -> str:
    """An ``Exec`` argument quoted as the Desktop Entry specification asks."""
    text = str(path)
    if not any(c in text for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return text.replace("%", "%%")
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in text)
    # The string escape rule doubles backslashes again, and a field code's % is written %%.
    return f'"{escaped}"'.replace("\\", "\\\\").replace("%", "%%")


def desktop_entry(template: str, program: Path) -> str:
    """The bundled ``golfstudio.desktop`` with ``Exec`` (and ``TryExec``) naming ``program``:
    the bundle is not on the user's PATH."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            lines.append(f"Exec={_desktop_quote(program)}")
            lines.append(f"TryExec={program}")
        elif not line.startswith("TryExec="):
            lines.append(line)
    return "\n".join(lines) + "\n"


def installed_files(home: Path, share: Path) -> list[tuple[Path, Path]]:
    """(source in the bundle, target under ``home``) for the desktop file and each icon."""
    pairs = [(share / "applications" / DESKTOP_FILE, home / "applications" / DESKTOP_FILE)]
    icons = share / "icons"
    for icon in sorted((icons / "hicolor").rglob(f"{APP_ID}.*")):
        pairs.append((icon, home / "icons" / icon.relative_to(icons)))
    return pairs


def install_desktop(home: Path | None = None, program: Path | None = None) -> list[Path]:
    """Install the menu entry and icons for the current user; returns the files written."""
    home = home or data_home()
    program = program or executable()
    written = []
    for source, target in installed_files(home, bundle_dir() / "share"):
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.name == DESKTOP_FILE:
            target.write_text(desktop_entry(source.read_text(encoding="utf-8"), program),
                              encoding="utf-8")
        else:
            target.write_bytes(source.read_bytes())
        written.append(target)
    return written


def uninstall_desktop(home: Path | None = None) -> list[Path]:
    home = home or data_home()
    removed = []
    for _source, target in installed_files(home, bundle_dir() / "share"):
        if target.exists():
            target.unlink()
            removed.append(target)
    return removed


# --- the self-test ----------------------------------------------------------------------------

class SelfTestError(Exception):
    pass


def _check(condition: bool, what: str) -> None:
    if not condition:
        raise SelfTestError(what)
    print(f"ok: {what}", flush=True)


def _type(widget: object, text: str) -> None:
    """Keystrokes as a person types them (QtTest is not in the bundle)."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication, QWidget

    assert isinstance(widget, QWidget)
    for char in text:
        key = Qt.Key(ord(char.upper()))
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                     char))


def _session(window: object, db_url: str) -> None:
    from datetime import date

    from golfstudio.carambole.bundled import bundled_course
    from golfstudio.gamenight.courses import install_bundled
    from golfstudio.store import open_store
    from ui.gamenight.night_page import GameNightPage
    from ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    course = bundled_course("course-3").path
    _check(window.open_path(course), f"open the bundled course {course.name}")
    _check(window.current_area() is window.area("carambole.editor"),
           "the course is in the course editor")
    with open_store(db_url) as store:
        night_course = next(c for c in install_bundled(store) if c.game == "ultimate")
        players = [store.add_player(name).id or 0 for name in ("Ann", "Bob", "Cy", "Dee")]
        night = store.add_night(date(2024, 3, 7), night_course.id or 0, players)
        page = GameNightPage(store, night.id or 0, poll_ms=0)
        page.show()
        typed = {(p, h): 3 + (p + h) % 4 for h in range(1, 19) for p in players}
        for hole in range(1, 19):
            for player in players:
                _type(page.grid, str(typed[(player, hole)]))
        _check(store.round_scores(page.round_id) == typed,
               "a round of 4 players × 18 holes typed into a game night is in the store")
        page.close()
        page.deleteLater()


KEYRING_BACKENDS = {"linux": "SecretService", "darwin": "macOS", "win32": "Windows"}
"""The keyring backend of each platform's own store (the Secret Service of GNOME and KDE,
the macOS Keychain, the Windows Credential Locker)."""


def _keyring() -> None:
    """keyring finds its backends through package metadata (entry points), which a bundle
    loses unless it carries them: without it the password falls back to being asked at each
    start on every desktop."""
    import importlib
    from importlib.metadata import entry_points

    from ui import secrets

    backends = {entry.name: entry.value for entry in entry_points(group="keyring.backends")}
    _check(set(KEYRING_BACKENDS.values()) <= set(backends),
           f"keyring finds its backends ({', '.join(sorted(backends))})")
    platform = next((backend for prefix, backend in KEYRING_BACKENDS.items()
                     if sys.platform.startswith(prefix)), None)
    if platform is not None:
        module = importlib.import_module(backends[platform])
        _check(hasattr(module, "Keyring"), f"this platform's backend loads ({platform})")
    print(f"keyring: {'available' if secrets.keyring_available() else 'none running'}",
          flush=True)


def self_test(mode: str = "session") -> int:
    if mode not in {"startup", "session"}:
        print(f"golfstudio: --self-test takes startup or session, not {mode!r}",
              file=sys.stderr)
        return 2
    from PySide6.QtWidgets import QApplication

    from ui.app import create_app
    from ui.main_window import MainWindow

    with tempfile.TemporaryDirectory(prefix="golfstudio-self-test-") as folder:
        db_url = f"sqlite:///{Path(folder) / 'self-test.db'}"
        app = create_app([sys.argv[0]])
        window = MainWindow(db_url=db_url)
        window.show()
        QApplication.processEvents()
        try:
            _check(window.isVisible(), "main window shown")
            _keyring()
            if mode == "session":
                _session(window, db_url)
        except SelfTestError as error:
            print(f"golfstudio: self-test failed: {error}", file=sys.stderr)
            return 1
        finally:
            window.close()
            window.close_store()
            QApplication.processEvents()
        del app
    print("self-test passed", flush=True)
    return 0


def main(argv: Sequence[str]) -> int | None:
    """Handle the bundle's own options; None when ``argv`` is for the ``golfstudio`` CLI."""
    if not argv:
        return None
    if argv[0] == "--self-test":
        return self_test(*argv[1:2])
    if argv[0] in {"--install-desktop", "--uninstall-desktop"}:
        if not sys.platform.startswith("linux"):
            print("golfstudio: the desktop entry is for Linux desktops", file=sys.stderr)
            return 2
        done = install_desktop() if argv[0] == "--install-desktop" else uninstall_desktop()
        for path in done:
            print(path)
        return 0
    return None
