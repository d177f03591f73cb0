"""The French and German catalogues: extract, merge translators' JSON, compile.

    python3 -m tools.translations update              # ui/, golfstudio/ -> golfstudio_fr.ts, _de.ts
    python3 -m tools.translations merge FILE.json fr  # translators' JSON -> golfstudio_fr.ts
    python3 -m tools.translations compile             # each golfstudio_*.ts -> its .qm

Pure Python plus the ``pyside6-lupdate`` and ``pyside6-lrelease`` that the PySide6 wheel
installs beside the interpreter (run it with the venv's python, or any python whose PATH has
them). docs/translations.md says when to run which.

The JSON a translator hands in is a list of objects::

    [{"context": "MainWindow", "source": "&Open…", "disambiguation": "",
      "translation": "&Ouvrir…"},
     {"context": "RoundResultsPage", "source": "%n hole(s)", "disambiguation": "",
      "translation": ["%n trou", "%n trous"]}]

A translation is matched on context + source + disambiguation (the ``<comment>`` of the
``.ts``) and marked finished. One whose placeholders (``{name}``, ``%n``, ``%1``, HTML tags,
an ``&`` mnemonic) differ from its source's is refused and reported, never written: a lost
``{name}`` would raise a KeyError in ``.format`` at run time.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "ui"
SOURCES = (UI, ROOT / "golfstudio")
"""Where lupdate looks: the UI's ``self.tr`` and the core's ``tr`` (golfstudio/i18n.py)."""
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = {"fr": "fr_FR", "de": "de_DE"}
"""The catalogues this tool keeps, by the language code their file is named for."""
PLURAL_FORMS = {"fr": 2, "de": 2, "en": 2}
"""How many ``<numerusform>`` a plural has in each language (Qt's rules: one, other)."""


def catalogue(language: str) -> Path:
    return TRANSLATIONS / f"golfstudio_{language}.ts"


def qt_tool(name: str) -> Path:
    """A Qt tool PySide6 installs beside the interpreter (``pyside6-lupdate``...)."""
    tool = Path(sys.executable).parent / name
    if tool.exists():
        return tool
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} is missing: it ships with the PySide6 wheel (run this "
                         "with the venv's python: .venv/bin/python -m tools.translations)")
    return Path(found)


# --- update -----------------------------------------------------------------------------------

def lupdate(ts: Path, target_language: str, sources: Sequence[Path] = SOURCES) -> str:
    """Extract every string of ``sources`` into ``ts``: new ones unfinished, existing
    translations kept, messages gone from the code dropped (-no-obsolete)."""
    run = subprocess.run(
        [str(qt_tool("pyside6-lupdate")), "-extensions", "py", "-no-obsolete",
         "-locations", "none", "-source-language", "en", "-target-language", target_language,
         *map(str, sources), "-ts", str(ts)],
        capture_output=True, text=True, check=True, timeout=300)
    return run.stdout + run.stderr


def update(languages: Sequence[str] = tuple(LANGUAGES)) -> None:
    for language in languages:
        output = lupdate(catalogue(language), LANGUAGES[language])
        found = [line.strip() for line in output.splitlines() if "source text" in line]
        print(f"{catalogue(language).name}: {' '.join(found) or output.strip()}")
    print(f"{ENGLISH.name}: {update_english()} new plural(s) given their English forms")


ENGLISH = TRANSLATIONS / "golfstudio_en.ts"
"""The English plurals: only the numerus messages, "1 hole" / "2 holes" (translations.md)."""


def english_forms(source: str) -> list[str]:
    """``"%n hole(s)"`` -> ``["%n hole", "%n holes"]``: the English rule the sources follow
    (and ``golfstudio.i18n.english`` applies when no catalogue is installed)."""
    return [source.replace("(s)", ""), source.replace("(s)", "s")]


def update_english(ts: Path = ENGLISH) -> int:
    """Extract the plurals of the code into the English catalogue and give each new one its
    two forms by the "(s)" rule; a form written by hand ("there is %n player") is kept."""
    subprocess.run(
        [str(qt_tool("pyside6-lupdate")), "-extensions", "py", "-pluralonly", "-no-obsolete",
         "-locations", "none", "-source-language", "en", "-target-language", "en",
         *map(str, SOURCES), "-ts", str(ts)],
        capture_output=True, text=True, check=True, timeout=300)
    root = ET.parse(ts).getroot()
    filled = 0
    for message in root.iter("message"):
        translation = message.find("translation")
        if message.get("numerus") != "yes" or translation is None:
            continue
        if translation.get("type") != "unfinished":
            continue
        translation.attrib.pop("type")
        for child in list(translation):
            translation.remove(child)
        for form in english_forms(message.findtext("source") or ""):
            ET.SubElement(translation, "numerusform").text = form
        filled += 1
    write_ts(root, ts)
    return filled


# --- compile ----------------------------------------------------------------------------------

def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([str(qt_tool("pyside6-lrelease")), "-silent", str(ts), "-qm", str(qm)],
                   check=True, timeout=300)


def compile_all() -> list[Path]:
    """Every ``golfstudio_*.ts`` (English plurals included) into the ``.qm`` beside it."""
    written = []
    for ts in sorted(TRANSLATIONS.glob("golfstudio_*.ts")):
        qm = ts.with_suffix(".qm")
        lrelease(ts, qm)
        written.append(qm)
        print(f"{ts.name} -> {qm.name}")
    return written


# --- placeholders -----------------------------------------------------------------------------
_FIELD = re.compile(r"\{[^{}]*\}")
_QT_ARG = re.compile(r"%(?:n|L?\d{1,2})")
_TAG = re.compile(r"</?\s*([a-zA-Z][a-zA-Z0-9]*)[^<>]*>")
_ENTITY = re.compile(r"&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);")


def mnemonics(text: str) -> int:
    """How many ``&`` mark a keyboard mnemonic (``&&`` is a literal ampersand, ``&nbsp;`` an
    HTML entity, ``A & B`` a plain ampersand)."""
    bare = _ENTITY.sub("", text.replace("&&", ""))
    return len(re.findall(r"&(?=\S)", bare))


def placeholders(text: str) -> Counter[str]:
    """What a translation must carry over from its source, each as many times."""
    found: Counter[str] = Counter()
    found.update(_FIELD.findall(text))
    found.update(_QT_ARG.findall(text))
    found.update(("</" if match.group(0).startswith("</") else "<") + match.group(1).lower()
                 for match in _TAG.finditer(text))
    found.update({"&": mnemonics(text)})
    return +found


def placeholder_problem(source: str, translation: str) -> str | None:
    """Why ``translation`` cannot stand for ``source``; None when its placeholders match."""
    wanted, given = placeholders(source), placeholders(translation)
    if wanted == given:
        return None
    missing = sorted((wanted - given).elements())
    extra = sorted((given - wanted).elements())
    parts = []
    if missing:
        parts.append(f"missing {' '.join(missing)}")
    if extra:
        parts.append(f"unexpected {' '.join(extra)}")
    return "placeholders differ from the source's: " + "; ".join(parts)


# --- the .ts file -----------------------------------------------------------------------------

def _escape(text: str) -> str:
    """As lupdate escapes: the markup characters, and a no-break space (French typography
    before ":") as its character reference."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;").replace("\xa0", "&#xa0;"))


def _element(element: ET.Element, depth: int, out: list[str]) -> None:
    """One element the way lupdate writes it: contexts at column 0, four spaces a level
    below, text elements on one line. Writing what lupdate writes keeps merge's diffs to the
    translations themselves."""
    indent = "    " * depth
    attributes = "".join(f' {name}="{_escape(value)}"' for name, value in element.attrib.items())
    children = list(element)
    if not children:
        out.append(f"{indent}<{element.tag}{attributes}>{_escape(element.text or '')}"
                   f"</{element.tag}>\n")
        return
    out.append(f"{indent}<{element.tag}{attributes}>\n")
    for child in children:
        _element(child, depth + 1, out)
    out.append(f"{indent}</{element.tag}>\n")


def write_ts(root: ET.Element, path: Path) -> None:
    out = ['<?xml version="1.0" encoding="utf-8"?>\n', "<!DOCTYPE TS>\n"]
    attributes = "".join(f' {name}="{_escape(value)}"' for name, value in root.attrib.items())
    out.append(f"<TS{attributes}>\n")
    for child in root:
        _element(child, 0, out)
    out.append("</TS>\n")
    path.write_text("".join(out), encoding="utf-8")


@dataclass(frozen=True)
class Key:
    context: str
    source: str
    disambiguation: str


def messages(root: ET.Element) -> dict[Key, ET.Element]:
    return {Key(context.findtext("name") or "", message.findtext("source") or "",
                message.findtext("comment") or ""): message
            for context in root.iter("context") for message in context.iter("message")}


@dataclass
class MergeReport:
    merged: int = 0
    unmatched: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)

    def lines(self, ts: Path) -> list[str]:
        return [f"{ts.name}: {self.merged} merged, {len(self.unmatched)} without a match, "
                f"{len(self.refused)} refused",
                *(f"  no match: {what}" for what in self.unmatched),
                *(f"  refused: {what}" for what in self.refused)]


def _describe(key: Key) -> str:
    where = f"{key.context} / {key.source!r}"
    return f"{where} ({key.disambiguation})" if key.disambiguation else where


def _forms(item: dict[str, object]) -> list[str] | str | None:
    value = item.get("translation")
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(form, str) for form in value):
        return [str(form) for form in value]
    return None


def merge_items(root: ET.Element, items: Sequence[object], language: str) -> MergeReport:
    """Write each item's translation into the catalogue ``root``; see the module's doc."""
    report = MergeReport()
    found = messages(root)
    for item in items:
        if not isinstance(item, dict):
            report.refused.append(f"not an object: {item!r}")
            continue
        key = Key(str(item.get("context") or ""), str(item.get("source") or ""),
                  str(item.get("disambiguation") or item.get("comment") or ""))
        message = found.get(key)
        if message is None:
            report.unmatched.append(_describe(key))
            continue
        forms = _forms(item)
        numerus = message.get("numerus") == "yes"
        problem = None
        if forms is None:
            problem = "the translation is neither a string nor a list of strings"
        elif numerus and isinstance(forms, str):
            problem = f"a plural needs a list of {PLURAL_FORMS[language]} forms"
        elif numerus and len(forms) != PLURAL_FORMS[language]:
            problem = f"a plural needs {PLURAL_FORMS[language]} forms, not {len(forms)}"
        elif not numerus and isinstance(forms, list):
            if len(forms) != 1:
                problem = "not a plural: one string, not a list of forms"
            else:
                forms = forms[0]
        if problem is None and forms is not None:
            texts = [forms] if isinstance(forms, str) else forms
            if not all(text.strip() for text in texts):
                problem = "an empty translation"
            else:
                problem = next((p for p in (placeholder_problem(key.source, text)
                                            for text in texts) if p), None)
        if problem is not None or forms is None:
            report.refused.append(f"{_describe(key)}: {problem}")
            continue
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if isinstance(forms, str):
            translation.text = forms
        else:
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        report.merged += 1
    return report


def merge(json_path: Path, language: str, ts: Path | None = None) -> MergeReport:
    ts = ts if ts is not None else catalogue(language)
    items = json.loads(json_path.read_text(encoding="utf-8"))
    if not isinstance(items, list):
        raise SystemExit(f"{json_path}: expected a JSON list of messages")
    root = ET.parse(ts).getroot()
    report = merge_items(root, items, language)
    write_ts(root, ts)
    return report


# --- command line -----------------------------------------------------------------------------

def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tools.translations",
                                     description=__doc__.split("\n\n")[0] if __doc__ else None)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="extract ui/ and golfstudio/ into golfstudio_fr.ts and "
                        "golfstudio_de.ts, and their plurals into golfstudio_en.ts")
    merging = commands.add_parser("merge", help="write a translator's JSON into a catalogue")
    merging.add_argument("json", type=Path)
    merging.add_argument("language", choices=sorted([*LANGUAGES, "en"]),
                         help="fr, de, or en for English plural forms the \"(s)\" rule "
                         "cannot make (\"is/are\", \"entry/entries\")")
    commands.add_parser("compile", help="lrelease every golfstudio_*.ts into its .qm")
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
    elif args.command == "merge":
        report = merge(args.json, args.language)
        print("\n".join(report.lines(catalogue(args.language))))
    else:
        compile_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
