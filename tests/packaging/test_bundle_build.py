"""The bundle's decisions, checked without building it (the default run): which Qt ships,
the Debian names of the X11 libraries, the icons rendered from the SVG, the desktop entry
installed into a temporary home. tests/packaging/test_bundle.py builds and runs the bundle."""

from __future__ import annotations

import re
import struct
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import bundle_app  # noqa: E402
import bundle_build  # noqa: E402


def test_the_qt_modules_kept_are_the_ones_the_studio_imports() -> None:
    imported = set()
    for folder in ("ui", "golfstudio"):
        for path in (ROOT / folder).rglob("*.py"):
            imported.update(re.findall(r"PySide6\.(Qt[A-Za-z0-9]+)", path.read_text("utf-8")))
    assert imported <= set(bundle_build.QT_MODULES_USED)
    assert not {f"PySide6.{m}" for m in imported} & set(bundle_build.PYSIDE6_EXCLUDES)


@pytest.mark.parametrize(("dest", "unused"), [
    ("PySide6/Qt/lib/libQt6Quick.so.6", True),
    ("PySide6/Qt/lib/libQt6Qml.so.6", True),
    ("PySide6/Qt/lib/libQt6Pdf.so.6", True),
    ("PySide6/Qt/lib/libQt6Network.so.6", True),
    ("libQt6VirtualKeyboard.so.6", True),
    ("PySide6/QtNetwork.abi3.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", True),
    ("PySide6/Qt/plugins/imageformats/libqpdf.so", True),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True),
    ("PySide6/Qt/translations/qtdeclarative_de.qm", True),
    ("PySide6/Qt/translations/qt_de.qm", True),
    ("PySide6/Qt/lib/libQt6Core.so.6", False),
    ("PySide6/Qt/lib/libQt6Svg.so.6", False),
    ("PySide6/Qt/lib/libQt6XcbQpa.so.6", False),
    ("PySide6/Qt/lib/libicudata.so.73", False),
    ("PySide6/QtPrintSupport.abi3.so", False),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", False),
    ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", False),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("libxcb-icccm.so.4", False),
    ("resources/icons/golfstudio.svg", False),
])
def test_unused_qt(dest: str, unused: bool) -> None:
    assert bundle_build.unused_qt(dest) is unused


@pytest.mark.parametrize(("soname", "package"), [
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libwayland-cursor.so.0", "libwayland-cursor0"),
])
def test_debian_package_names(soname: str, package: str) -> None:
    assert bundle_build.debian_package(soname) == package


def test_icons_are_rendered_from_the_svg_at_every_size(tmp_path: Path) -> None:
    out = bundle_build.icons(ROOT / "resources" / "icons" / "golfstudio.svg", tmp_path / "i")
    for size in bundle_build.ICON_SIZES:
        image = QImage(str(out / "hicolor" / f"{size}x{size}" / "apps" / "golfstudio.png"))
        assert (image.width(), image.height()) == (size, size)
        centre = image.pixelColor(size // 2, size // 2 + size // 8)
        assert centre.alpha() == 255  # drawn, not an empty transparent square
    assert (out / "hicolor" / "scalable" / "apps" / "golfstudio.svg").is_file()
    ico = (out / "golfstudio.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(bundle_build.ICON_SIZES))
    edges = [ico[6 + 16 * i] for i in range(count)]
    assert edges == [s % 256 for s in bundle_build.ICON_SIZES]
    icns = (out / "golfstudio.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    at, entries = 8, {}
    while at < len(icns):
        kind, length = icns[at:at + 4], struct.unpack(">I", icns[at + 4:at + 8])[0]
        entries[kind] = icns[at + 8:at + length]
        at += length
    assert at == len(icns)
    assert set(entries) == set(bundle_build.ICNS_TYPES.values())
    for size, kind in bundle_build.ICNS_TYPES.items():
        image = QImage.fromData(entries[kind])
        assert (image.width(), image.height()) == (size, size)
    assert not (out / "macos").exists()  # only the .icns leaves the build


@pytest.mark.parametrize(("version", "numbers"), [
    ("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.1rc1", (2, 0, 1, 0)),
    ("1.2.3.4.5", (1, 2, 3, 4)), ("1.99999", (1, 65535, 0, 0)),
])
def test_windows_version_numbers(version: str, numbers: tuple[int, ...]) -> None:
    assert bundle_build.version_numbers(version) == numbers


def test_the_windows_version_resource_names_the_studio_and_its_version() -> None:
    """The text PyInstaller evaluates for ``EXE(version=…)``, evaluated here with recording
    stand-ins for its classes (PyInstaller's own need pefile, a Windows package)."""
    def record(kind: str) -> Callable[..., tuple[str, tuple[Any, ...], dict[str, Any]]]:
        return lambda *args, **kwargs: (kind, args, kwargs)

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable",
             "StringStruct", "VarFileInfo", "VarStruct")
    text = bundle_build.windows_version_info("0.1.0", "GolfStudio", "GolfStudio — golf")
    info = eval(text, {name: record(name) for name in names})
    kind, _, parts = info
    assert kind == "VSVersionInfo"
    assert parts["ffi"][2]["filevers"] == (0, 1, 0, 0) == parts["ffi"][2]["prodvers"]
    string_file = parts["kids"][0]
    table = string_file[1][0][0]
    assert table[1][0] == "040904B0"
    strings = dict(entry[1] for entry in table[1][1])
    assert strings["ProductName"] == "GolfStudio"
    assert strings["FileVersion"] == strings["ProductVersion"] == "0.1.0"
    assert strings["OriginalFilename"] == "golfstudio.exe"
    assert strings["FileDescription"] == "GolfStudio — golf"


@pytest.mark.parametrize(("program", "exec_line"), [
    (Path("/opt/golfstudio/golfstudio"), "Exec=/opt/golfstudio/golfstudio"),
    (Path("/home/ann/My Games/golfstudio/golfstudio"),
     'Exec="/home/ann/My Games/golfstudio/golfstudio"'),
    (Path("/home/ann/100% $fun/golfstudio"), 'Exec="/home/ann/100%% \\\\$fun/golfstudio"'),
])
def test_desktop_entry_runs_the_bundle_by_its_path(program: Path, exec_line: str) -> None:
    template = (ROOT / "packaging" / "golfstudio.desktop").read_text("utf-8")
    entry = bundle_app.desktop_entry(template, program).splitlines()
    assert exec_line in entry
    assert f"TryExec={program}" in entry
    assert "Icon=golfstudio" in entry and "Exec=golfstudio" not in entry


def test_install_desktop_into_a_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    share = tmp_path / "bundle" / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / "golfstudio.desktop").write_text(
        (ROOT / "packaging" / "golfstudio.desktop").read_text("utf-8"), "utf-8")
    bundle_build.icons(ROOT / "resources" / "icons" / "golfstudio.svg", share / "icons")
    monkeypatch.setattr(bundle_app, "bundle_dir", lambda: share.parent)
    home = tmp_path / "home" / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    program = tmp_path / "bundle" / "golfstudio"
    written = bundle_app.install_desktop(program=program)
    assert home / "applications" / "golfstudio.desktop" in written
    for size in bundle_build.ICON_SIZES:
        assert (home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "golfstudio.png"
                ).is_file()
    assert f"Exec={program}" in (home / "applications" / "golfstudio.desktop").read_text()
    assert sorted(bundle_app.uninstall_desktop()) == sorted(written)
    assert not any(p.exists() for p in written)
