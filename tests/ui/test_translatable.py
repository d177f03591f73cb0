"""Every user-visible string of the UI can be translated without touching code again.

Three checks, from the cheapest to the most real:
(a) a scan of the source finds text literals handed straight to Qt's text-taking calls;
(b) ``pyside6-lupdate`` extracts the strings we know are there, each under a context;
(c) a compiled translation, installed with a ``QTranslator``, reaches a real widget.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QObject, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.screenshot import distinct_colours
from tools.translations import SOURCES

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "ui"

# Constructors whose text arguments a user reads.
TEXT_CONSTRUCTORS = frozenset({
    "QLabel", "QPushButton", "QToolButton", "QCommandLinkButton", "QAction", "QCheckBox",
    "QRadioButton", "QGroupBox", "QMenu", "QMessageBox", "QProgressDialog", "QWizardPage",
    "QTableWidgetItem", "QListWidgetItem", "QTreeWidgetItem", "QStandardItem", "QDockWidget",
    "QInputDialog",
})
# Methods whose text arguments a user reads (window titles, tooltips, items, painted text...).
TEXT_METHODS = frozenset({
    "addMenu", "addAction", "setText", "setToolTip", "setStatusTip", "setWhatsThis",
    "setWindowTitle", "setPlaceholderText", "addTab", "insertTab", "setTabText",
    "setTabToolTip", "setHorizontalHeaderLabels", "setVerticalHeaderLabels",
    "setHeaderLabels", "showMessage", "setAccessibleName", "setAccessibleDescription",
    "drawText", "setTitle", "setSubTitle", "addRow", "insertRow", "setLabelText",
    "setSuffix", "setPrefix", "setSpecialValueText", "addItem", "addItems", "insertItem",
    "setItemText", "setInformativeText", "setDetailedText", "setCancelButtonText",
    "addButton", "setFormat", "addSection", "setHeaderData", "setDisplayFormat",
    "setButtonText", "setOkButtonText", "setWindowIconText", "setNameFilter",
    "setNameFilters", "setToolTipText", "setHtml",
})
# QMessageBox, QFileDialog and QInputDialog statics: every text argument is a title,
# a message, a caption or a filter a user reads.
TEXT_STATICS = frozenset({
    "information", "warning", "critical", "question", "about",
    "getOpenFileName", "getOpenFileNames", "getSaveFileName", "getExistingDirectory",
    "getText", "getInt", "getDouble", "getItem", "getMultiLineText",
})
STATIC_OWNERS = frozenset({"QMessageBox", "QFileDialog", "QInputDialog"})
# Item models answer these with text a user reads in a header or a cell.
MODEL_TEXT_METHODS = frozenset({"headerData"})
# Keyword arguments that carry data, never text.
DATA_KEYWORDS = frozenset({"objectName", "dir", "directory", "options"})
TRANSLATORS = frozenset({"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"})
APPLICATIONS = frozenset({None, "QCoreApplication", "QGuiApplication", "QApplication"})
# Local stand-ins for tr that lupdate cannot attribute to a context.
ALIASES = frozenset({"tr", "_tr", "_", "translate"})
# Names that read the same in every language.
PROPER_NAMES = frozenset({"GolfStudio", "Qt", "PySide6", "PostgreSQL", "SQLite", "CSV", "PDF"})


def has_words(text: str) -> bool:
    """Whether a literal holds something a translator would translate.

    Placeholders (``%n``, ``%p``, ``{name}``), HTML tags and colours (``#a0c8ff``) are not words;
    digits and punctuation alone ("0", " / ", "—") read the same in every language.
    """
    if re.fullmatch(r"#[0-9a-fA-F]{3,8}", text.strip()) or text.strip() in PROPER_NAMES:
        return False
    bare = re.sub(r"%[a-zA-Z]|\{[^{}]*\}|<[^<>]*>", "", text)  # placeholders, HTML tags
    return re.search(r"[^\W\d_]", bare) is not None


def literal_text(node: ast.expr) -> bool:
    """Whether an argument is (or is built from) a text literal nobody translated."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and has_words(node.value)
    if isinstance(node, ast.JoinedStr):
        return any(literal_text(part) for part in node.values
                   if isinstance(part, ast.Constant))
    if isinstance(node, ast.BinOp):  # "a" + b, "%s holes" % n
        return literal_text(node.left) or literal_text(node.right)
    if isinstance(node, ast.IfExp):
        return literal_text(node.body) or literal_text(node.orelse)
    if isinstance(node, ast.List | ast.Tuple):
        return any(literal_text(element) for element in node.elts)
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in {"format", "join"}):
        # "...".format(...) and "...".join(...): the literal is still untranslated.
        return literal_text(node.func.value)
    return False


def called_name(call: ast.Call) -> tuple[str | None, str]:
    """The owner (``QMessageBox`` in ``QMessageBox.warning``) and the name of a call."""
    func = call.func
    if isinstance(func, ast.Name):
        return None, func.id
    if isinstance(func, ast.Attribute):
        owner = func.value
        owner_name = owner.id if isinstance(owner, ast.Name) else (
            owner.attr if isinstance(owner, ast.Attribute) else None)
        return owner_name, func.attr
    return None, ""


@dataclass(frozen=True)
class Hit:
    path: Path
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}: {self.what}"


def text_arguments(call: ast.Call) -> Iterator[ast.expr]:
    yield from call.args
    yield from (k.value for k in call.keywords if k.arg not in DATA_KEYWORDS)


def untranslated_in(path: Path) -> Iterator[Hit]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            owner, name = called_name(node)
            if (isinstance(node.func, ast.Name) and node.func.id in ALIASES and node.args
                    and literal_text(node.args[0])):
                # tr = self.tr; tr("...") or def _tr(text): lupdate files these under no
                # context, or not at all.
                yield Hit(path, node.lineno,
                          f"{node.func.id}() is not a name lupdate reads: use self.tr(...) "
                          "or QCoreApplication.translate(\"Context\", ...)")
                continue
            if name == "translate" and owner not in APPLICATIONS:
                continue  # QPainter.translate, QTransform.translate: geometry, not words
            if name in TRANSLATORS:
                # The source text must be one literal lupdate can read: no f-string, no
                # concatenation, no .format() inside the call (it goes after it).
                source_index = 1 if name in {"translate", "QT_TRANSLATE_NOOP"} else 0
                if len(node.args) > source_index:
                    source = node.args[source_index]
                    if not (isinstance(source, ast.Constant | ast.Name | ast.Attribute
                                       | ast.Subscript)):
                        yield Hit(path, node.lineno,
                                  f"{name}() needs one plain literal, not "
                                  f"{type(source).__name__}")
                # lupdate reads the context only as a literal, not through a variable.
                if (name in {"translate", "QT_TRANSLATE_NOOP"} and node.args
                        and not (isinstance(node.args[0], ast.Constant)
                                 and isinstance(node.args[0].value, str))):
                    yield Hit(path, node.lineno,
                              f"{name}() needs its context as a literal for lupdate")
                # pyside6-lupdate (6.11) reads a plural ("%n") message from translate() only
                # when the count is a literal, and from neither with n= as a keyword: a
                # computed count goes through self.tr(text, "", n) in a QObject method.
                # (A computed text has nothing to extract: the core's hook in ui/__init__.py
                # looks up what golfstudio's own tr marked.)
                literal_source = (len(node.args) > 1 and isinstance(node.args[1], ast.Constant))
                computed_count = (name == "translate" and len(node.args) > 3 and literal_source
                                  and not isinstance(node.args[3], ast.Constant))
                if computed_count or any(k.arg == "n" for k in node.keywords):
                    yield Hit(path, node.lineno,
                              f"{name}() with a computed count: lupdate misses its plural")
                continue
            takes_text = (name in TEXT_CONSTRUCTORS or name in TEXT_METHODS
                          or (name in TEXT_STATICS and owner in STATIC_OWNERS))
            if takes_text and any(literal_text(arg) for arg in text_arguments(node)):
                yield Hit(path, node.lineno, f"untranslated text passed to {name}()")
        elif isinstance(node, ast.FunctionDef) and node.name in MODEL_TEXT_METHODS:
            for inner in ast.walk(node):
                if (isinstance(inner, ast.Return) and inner.value is not None
                        and literal_text(inner.value)):
                    yield Hit(path, inner.lineno, f"untranslated text returned by {node.name}()")


def untranslated(folder: Path) -> list[Hit]:
    return [hit for path in sorted(folder.rglob("*.py")) for hit in untranslated_in(path)]


# --- (a) the scan ---------------------------------------------------------------------------

def test_every_ui_text_literal_goes_through_tr() -> None:
    hits = untranslated(UI)
    assert not hits, "strings a user reads but no translator can reach:\n" + "\n".join(
        map(str, hits))


def test_the_scan_finds_what_it_should(tmp_path: Path) -> None:
    """The scan itself can fail: each of these lines must be caught, and the good ones not."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "QLabel('Course', self)\n"                                  # 1 caught
        "self.setWindowTitle(f'Round {n}')\n"                       # 2 caught
        "menu.addAction(icon, 'Open')\n"                            # 3 caught
        "QMessageBox.warning(self, 'Oops', text)\n"                 # 4 caught
        "QFileDialog.getOpenFileName(self, t, d, 'Courses (*.json)')\n"  # 5 caught
        "self.tr(f'Saved {name}')\n"                                # 6 caught
        "painter.drawText(rect, 0, 'Total')\n"                      # 7 caught
        "QLabel(self.tr('Course'), self)\n"                         # 8 fine
        "label.setText(' / ')\n"                                    # 9 fine
        "label.setText(self.tr('Saved {name}').format(name=n))\n"   # 10 fine
        "w.setObjectName('courseLabel')\n"                          # 11 fine: data
        "QCoreApplication.translate('Ctx', 'Text')\n"               # 12 fine
        "header.setHorizontalHeaderLabels(['Hole', self.tr('Par')])\n"  # 13 caught
        "def headerData(self, s, o, r):\n    return 'Total'\n"    # 15 caught
        "QCoreApplication.translate('Ctx', '%n hole(s)', None, len(h))\n"  # 16 caught
        "label.setText(f'<b>{name}</b><br>')\n"                   # 17 fine: tags only
        "QCoreApplication.translate(CONTEXT, 'Text')\n"            # 18 caught
        "_tr('Revert')\n"                                           # 19 caught
        "painter.translate(10, 20)\n",                              # 20 fine: geometry
        encoding="utf-8")
    lines = [hit.line for hit in untranslated_in(sample)]
    assert sorted(lines) == [1, 2, 3, 4, 5, 6, 7, 13, 15, 16, 18, 19]


# --- (b) extraction with pyside6-lupdate ----------------------------------------------------

def qt_tool(name: str) -> Path:
    """A Qt tool PySide6 installs beside the interpreter (``pyside6-lupdate``...)."""
    tool = Path(sys.executable).parent / name
    found = tool if tool.exists() else shutil.which(name)
    assert found, f"{name} is missing: it ships with the PySide6 wheel (pip install PySide6)"
    return Path(found)


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    numerus: bool


def extract(folders: Path | tuple[Path, ...], ts: Path) -> tuple[list[Message], str]:
    run = subprocess.run(
        [str(qt_tool("pyside6-lupdate")), "-extensions", "py", "-locations", "none",
         *map(str, folders if isinstance(folders, tuple) else (folders,)), "-ts", str(ts)],
        capture_output=True, text=True, check=True, timeout=120)
    messages = [
        Message(context.findtext("name") or "", message.findtext("source") or "",
                message.get("numerus") == "yes")
        for context in ET.parse(ts).getroot().iter("context")
        for message in context.iter("message")]
    return messages, run.stdout + run.stderr


def test_lupdate_extracts_the_ui_strings_each_under_a_context(tmp_path: Path) -> None:
    messages, output = extract(UI, tmp_path / "ui.ts")
    found = {(m.context, m.source) for m in messages}
    for expected in [
        ("MainWindow", "&Open…"),                      # self.tr in a QMainWindow
        ("MainWindow", "GolfStudio files: courses and rounds (*.json);;All files (*)"),
        ("StartPage", "Open a file…"),                 # self.tr in a QWidget
        ("AreaTile", "{title} — {action}"),            # placeholders filled after tr
        ("Games", "Mini Golf Carambole"),              # QT_TRANSLATE_NOOP module data
        ("About", "About GolfStudio"),                 # QCoreApplication.translate
    ]:
        assert expected in found, f"lupdate did not extract {expected}"
    assert not [m for m in messages if not m.context], "messages without a context"
    assert "cannot be called without context" not in output, output
    # A count shown with "%n" must reach the translator as a plural message.
    flat = [m for m in messages if "%n" in m.source and not m.numerus]
    assert not flat, f"'%n' messages lupdate did not read as plurals: {flat}"


# --- the English plural forms -------------------------------------------------------------
TRANSLATIONS = ROOT / "resources" / "translations"
ENGLISH = TRANSLATIONS / "golfstudio_en.ts"


def english_plurals() -> dict[tuple[str, str], list[str]]:
    """(context, source) -> the numerus forms golfstudio_en.ts gives."""
    forms: dict[tuple[str, str], list[str]] = {}
    for context in ET.parse(ENGLISH).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms[(context.findtext("name") or "", message.findtext("source") or "")] = [
                form.text or "" for form in translation.iter("numerusform")]
    return forms


def test_every_plural_has_its_english_forms(tmp_path: Path) -> None:
    """Without them English would read "1 hole(s)": each "%n" message in ui/ and golfstudio/
    needs "1 hole" and "2 holes" in golfstudio_en.ts (docs/translations.md says how)."""
    messages, _ = extract(SOURCES, tmp_path / "ui.ts")
    english = english_plurals()
    missing = sorted({(m.context, m.source) for m in messages if m.numerus} - set(english))
    assert not missing, f"plurals without English forms in {ENGLISH.name}: {missing}"
    for (context, source), forms in english.items():
        # "%n" in each form when the source shows the count ("on hole(s) {holes}" does not)
        assert len(forms) == 2 and all(("%n" in form) == ("%n" in source) for form in forms), (
            context, source)


def test_the_compiled_english_catalogue_is_up_to_date(tmp_path: Path) -> None:
    compiled = tmp_path / "golfstudio_en.qm"
    subprocess.run([str(qt_tool("pyside6-lrelease")), "-silent", str(ENGLISH), "-qm",
                    str(compiled)], check=True, timeout=120)
    assert compiled.read_bytes() == (TRANSLATIONS / "golfstudio_en.qm").read_bytes(), (
        "golfstudio_en.qm is older than golfstudio_en.ts: run pyside6-lrelease")


# --- the French and German catalogues (tools/translations.py) ------------------------------
LANGUAGE_CATALOGUES = [TRANSLATIONS / "golfstudio_fr.ts", TRANSLATIONS / "golfstudio_de.ts"]


def catalogue_keys(ts: Path) -> set[tuple[str, str, str, bool]]:
    """(context, source, disambiguation, plural) of each message a catalogue holds."""
    return {(context.findtext("name") or "", message.findtext("source") or "",
             message.findtext("comment") or "", message.get("numerus") == "yes")
            for context in ET.parse(ts).getroot().iter("context")
            for message in context.iter("message")
            if message.find("translation[@type='obsolete']") is None
            and message.find("translation[@type='vanished']") is None}


@pytest.mark.parametrize("ts", LANGUAGE_CATALOGUES, ids=lambda ts: ts.stem)
def test_each_catalogue_holds_every_string_of_the_code(ts: Path, tmp_path: Path) -> None:
    """A string added to ui/ (or changed, or removed) without `python3 -m tools.translations
    update` fails here: the translators would never see it."""
    now = tmp_path / "now.ts"
    subprocess.run([str(qt_tool("pyside6-lupdate")), "-extensions", "py", "-locations",
                    "none", "-source-language", "en", *map(str, SOURCES), "-ts", str(now)],
                   capture_output=True, check=True, timeout=120)
    extracted, held = catalogue_keys(now), catalogue_keys(ts)
    assert len(extracted) > 1000
    new, gone = sorted(extracted - held), sorted(held - extracted)
    assert not new and not gone, (
        f"{ts.name} is behind the code: run `python3 -m tools.translations update` and "
        f"`compile`.\nnot in the catalogue: {new[:20]}\nno longer in the code: {gone[:20]}")
    language = ET.parse(ts).getroot().get("language")
    assert language == {"fr": "fr_FR", "de": "de_DE"}[ts.stem.rsplit("_", 1)[1]]


@pytest.mark.parametrize("ts", [ENGLISH, *LANGUAGE_CATALOGUES], ids=lambda ts: ts.stem)
def test_each_compiled_catalogue_is_up_to_date(ts: Path, tmp_path: Path) -> None:
    compiled = tmp_path / ts.with_suffix(".qm").name
    subprocess.run([str(qt_tool("pyside6-lrelease")), "-silent", str(ts), "-qm",
                    str(compiled)], check=True, timeout=120)
    assert compiled.read_bytes() == ts.with_suffix(".qm").read_bytes(), (
        f"{compiled.name} is older than {ts.name}: run `python3 -m tools.translations compile`")


def test_english_plurals_reach_the_widgets(qtbot: QtBot) -> None:
    """configure() (conftest runs it) installed the English forms: 1 hole, 2 players."""
    from golfstudio.scoring.card import Hole, Player, RoundCard
    from ui.gamenight.round_page import RoundResultsPage

    page = RoundResultsPage()
    qtbot.addWidget(page)
    card = RoundCard(holes=(Hole(par=4, si=1),), players=(Player("Ann"), Player("Bob")),
                     scores={"Ann": (4,), "Bob": (5,)})
    assert page.describe(card) == "Golf · 1 hole · par 4 · 2 players"


# --- (c) a real round trip: .ts -> lrelease -> QTranslator -> widget ------------------------
FRENCH_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>StartPage</name>
    <message>
        <source>Open a file…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
</context>
<context>
    <name>GameNightArea</name>
    <message>
        <source>Game night</source>
        <translation>Soirée de jeu</translation>
    </message>
</context>
<context>
    <name>TrBase</name>
    <message>
        <source>Hello from the base class</source>
        <translation>Bonjour de la classe de base</translation>
    </message>
</context>
<context>
    <name>NightSetupPage</name>
    <message numerus="yes">
        <source>%n hole(s) · par {par}</source>
        <translation>
            <numerusform>%n trou · par {par}</numerusform>
            <numerusform>%n trous · par {par}</numerusform>
        </translation>
    </message>
</context>
</TS>
"""


@pytest.fixture
def french(qapp: QApplication, tmp_path: Path) -> Iterator[QTranslator]:
    source = tmp_path / "golfstudio_fr.ts"
    source.write_text(FRENCH_TS, encoding="utf-8")
    compiled = tmp_path / "golfstudio_fr.qm"
    subprocess.run([str(qt_tool("pyside6-lrelease")), "-silent", str(source), "-qm",
                    str(compiled)], check=True, timeout=120)
    translator = QTranslator()
    assert translator.load(str(compiled)), "lrelease wrote a file QTranslator cannot load"
    assert QCoreApplication.installTranslator(translator)
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_compiled_translation_reaches_a_real_widget(qtbot: QtBot, french: QTranslator,
                                                      screenshot_dir: Path) -> None:
    from ui.areas import Area
    from ui.fronts.gamenight import game_night
    from ui.start_page import StartPage

    page = StartPage({Area.GAME_NIGHT: game_night().tile})
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    QApplication.processEvents()
    shot = page.grab()
    assert shot.save(str(screenshot_dir / "start_page_translated.png"))
    assert distinct_colours(shot.toImage()) > 40
    assert page.open_button.text() == "Ouvrir un fichier…"          # self.tr in a widget
    tile = page.tiles[Area.GAME_NIGHT]
    assert tile.text().startswith("Soirée de jeu — ")               # QT_TRANSLATE_NOOP data
    assert page.sample_button.text() == "Open the sample round"     # untranslated: English
    # French plural forms, with the placeholder filled after tr.
    assert french.translate("NightSetupPage", "%n hole(s) · par {par}", "", 1) == (
        "%n trou · par {par}")
    assert QCoreApplication.translate("NightSetupPage", "%n hole(s) · par {par}", "", 2
                                      ).format(par=7) == "2 trous · par 7"


class TrBase(QObject):
    def greeting(self) -> str:
        return self.tr("Hello from the base class")


class TrChild(TrBase):
    """Says nothing of its own: its greeting is written in the base class."""


def test_tr_in_a_base_class_finds_the_base_class_context(french: QTranslator,
                                                         tmp_path: Path) -> None:
    """docs/translations.md: PySide6's tr walks the instance's MRO at run time, and lupdate
    files the string under the class that writes the call; the two agree."""
    assert TrChild().greeting() == "Bonjour de la classe de base"
    ts = tmp_path / "this_file.ts"
    subprocess.run([str(qt_tool("pyside6-lupdate")), "-locations", "none", __file__, "-ts",
                    str(ts)], capture_output=True, check=True, timeout=120)
    contexts = {context.findtext("name"): [m.findtext("source") for m in context.iter("message")]
                for context in ET.parse(ts).getroot().iter("context")}
    assert contexts.get("TrBase") == ["Hello from the base class"]
    assert "TrChild" not in contexts


def test_removing_the_translation_brings_english_back(qtbot: QtBot) -> None:
    from ui.areas import Area
    from ui.fronts.gamenight import game_night
    from ui.start_page import StartPage

    page = StartPage({Area.GAME_NIGHT: game_night().tile})
    qtbot.addWidget(page)
    assert page.open_button.text() == "Open a file…"


# --- tools/translations.py: merging the translators' JSON ----------------------------------
SMALL_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>SI</source>
        <comment>stroke index</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hole(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; won</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
"""


@pytest.mark.parametrize(("source", "translation", "fine"), [
    ("Saved {path}", "{path} gespeichert", True),           # moved: fine
    ("Saved {path}", "Gespeichert", False),                  # lost
    ("Saved {path}", "Gespeichert {pfad}", False),           # renamed
    ("%n hole(s)", "%n Loch", True),
    ("%n hole(s)", "ein Loch", False),
    ("%1 of %2", "%2 von %1", True),
    ("%1 of %2", "%1 von", False),
    ("&Open…", "Ö&ffnen…", True),
    ("&Open…", "Öffnen…", False),                           # the mnemonic lost
    ("&Open…", "&Öff&nen…", False),                         # two of them
    ("Fish && Chips", "Fisch && Pommes", True),              # a literal ampersand
    ("Save & close", "Speichern und schließen", True),      # a plain ampersand, no mnemonic
    ("<b>{name}</b> won", "<b>{name}</b> hat gewonnen", True),
    ("<b>{name}</b> won", "{name} hat gewonnen", False),     # the tags lost
    ("A&nbsp;B", "A&nbsp;B", True),                          # an entity is no mnemonic
])
def test_merge_refuses_a_translation_whose_placeholders_differ(
        source: str, translation: str, fine: bool) -> None:
    from tools.translations import placeholder_problem

    assert (placeholder_problem(source, translation) is None) == fine


def test_merge_writes_matches_and_reports_the_rest(tmp_path: Path) -> None:
    import json

    from tools.translations import merge

    ts = tmp_path / "golfstudio_de.ts"
    ts.write_text(SMALL_TS, encoding="utf-8")
    items = [
        {"context": "MainWindow", "source": "&Open…", "disambiguation": "",
         "translation": "Ö&ffnen…"},
        {"context": "MainWindow", "source": "Saved {path}", "disambiguation": None,
         "translation": "Gespeichert"},                                 # refused: {path}
        {"context": "ScorecardView", "source": "SI", "disambiguation": "stroke index",
         "translation": "HCP"},
        {"context": "ScorecardView", "source": "SI", "disambiguation": "",
         "translation": "X"},                                           # no match: comment
        {"context": "ScorecardView", "source": "%n hole(s)", "disambiguation": "",
         "translation": ["%n Loch", "%n Löcher"]},
        {"context": "Elsewhere", "source": "&Open…", "disambiguation": "",
         "translation": "Öffnen"},                                      # no match: context
        {"context": "ScorecardView", "source": "<b>{name}</b> won", "disambiguation": "",
         "translation": "<b>{name}</b> hat gewonnen"},
    ]
    data = tmp_path / "de.json"
    data.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
    report = merge(data, "de", ts)
    assert report.merged == 4
    assert report.unmatched == ["ScorecardView / 'SI'", "Elsewhere / '&Open…'"]
    assert len(report.refused) == 1 and "missing {path}" in report.refused[0]

    messages = {(m.findtext("source"), m.findtext("comment") or ""): m
                for m in ET.parse(ts).getroot().iter("message")}
    opened = messages[("&Open…", "")].find("translation")
    assert opened is not None and opened.text == "Ö&ffnen…" and opened.get("type") is None
    saved = messages[("Saved {path}", "")].find("translation")
    assert saved is not None and saved.get("type") == "unfinished"
    holes = messages[("%n hole(s)", "")].find("translation")
    assert holes is not None and holes.get("type") is None
    assert [f.text for f in holes.iter("numerusform")] == ["%n Loch", "%n Löcher"]
    text = ts.read_text(encoding="utf-8")
    assert "<!DOCTYPE TS>" in text and "&lt;b&gt;{name}&lt;/b&gt; hat gewonnen" in text

    # The compiled result answers through a QTranslator, plurals included.
    compiled = tmp_path / "golfstudio_de.qm"
    subprocess.run([str(qt_tool("pyside6-lrelease")), "-silent", str(ts), "-qm",
                    str(compiled)], check=True, timeout=120)
    translator = QTranslator()
    assert translator.load(str(compiled))
    assert translator.translate("ScorecardView", "SI", "stroke index") == "HCP"
    assert translator.translate("ScorecardView", "%n hole(s)", "", 3) == "%n Löcher"

    # A plural given as one string, or with the wrong number of forms, is refused.
    data.write_text(json.dumps([
        {"context": "ScorecardView", "source": "%n hole(s)", "translation": "%n Loch"},
        {"context": "ScorecardView", "source": "%n hole(s)", "translation": ["%n Loch"]},
        {"context": "MainWindow", "source": "Saved {path}", "translation": ""},
    ]), encoding="utf-8")
    report = merge(data, "de", ts)
    assert (report.merged, len(report.refused)) == (0, 3)


@pytest.mark.parametrize("ts", [ENGLISH, *LANGUAGE_CATALOGUES], ids=lambda ts: ts.stem)
def test_merge_writes_a_catalogue_the_way_lupdate_does(ts: Path, tmp_path: Path) -> None:
    """Reading a catalogue and writing it back changes no byte: a merge's diff is its
    translations, and the next update finds nothing to reformat."""
    from tools.translations import write_ts

    copy = tmp_path / ts.name
    write_ts(ET.parse(ts).getroot(), copy)
    assert copy.read_bytes() == ts.read_bytes()


def test_the_tool_runs_from_the_command_line(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "tools.translations", "--help"],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    assert all(command in run.stdout for command in ("update", "merge", "compile"))
