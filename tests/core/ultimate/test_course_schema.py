"""The committed JSON Schema is the one the models generate, and it describes the files."""

from __future__ import annotations

import json
from typing import Any

from golfstudio.ultimate.course import Course
from golfstudio.ultimate.course_file import course_to_json
from golfstudio.ultimate.schema import course_schema, main, schema_path, schema_text


def test_the_committed_schema_is_up_to_date() -> None:
    assert schema_path().name == "ultimate-course.schema.json"
    assert schema_path().read_text(encoding="utf-8") == schema_text(), (
        "run: .venv/bin/python -m golfstudio.ultimate.schema")
    assert main(["--check"]) == 0


def test_the_schema_names_the_envelope_and_the_required_fields() -> None:
    schema = course_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["required"] == ["format", "version", "name", "holes"]
    assert schema["properties"]["format"]["const"] == "golfstudio.ultimate"
    assert schema["properties"]["version"]["const"] == 2
    assert schema["additionalProperties"] is False
    assert schema["properties"]["holes"]["maxItems"] == 36
    defs = schema["$defs"]
    assert defs["Hole"]["required"] == ["par", "stroke_index"]
    assert defs["Hole"]["properties"]["par"] == {
        "maximum": 6, "minimum": 3, "title": "Par", "type": "integer"}
    assert len(defs["Terrain"]["enum"]) == 15
    assert "150-yard-marker" in defs["Terrain"]["enum"]
    point = defs["Region"]["properties"]["points"]["items"]
    assert point["prefixItems"][0] == {"type": "number", "minimum": -2000.0,
                                       "maximum": 2000.0, "title": "x"}
    assert defs["Region"]["properties"]["points"]["maxItems"] == 2000
    assert defs["Region"]["properties"]["smooth"] == {
        "default": False, "title": "Smooth", "type": "boolean"}
    assert "smooth" not in defs["Region"]["required"]
    reliefs = defs["LocalRule"]["properties"]["options"]["items"]
    assert sorted(reliefs["discriminator"]["mapping"]) == sorted([
        "replay-from-tee", "drop-out", "lateral-drop", "drop-zone", "stroke-and-distance",
        "free-drop", "unplayable-into", "place-and-putt", "play-as"])


def _keys_known(value: Any, schema: dict[str, Any], defs: dict[str, Any]) -> None:
    """Every key of ``value`` is a property its schema names, all the way down."""
    if "$ref" in schema:
        _keys_known(value, defs[schema["$ref"].rsplit("/", 1)[-1]], defs)
        return
    for option in schema.get("anyOf", []) + schema.get("oneOf", []):
        if isinstance(value, dict) and "$ref" in option:
            target = defs[option["$ref"].rsplit("/", 1)[-1]]
            relief = target.get("properties", {}).get("relief", {}).get("const")
            if relief is None or value.get("relief") == relief:
                _keys_known(value, target, defs)
                return
    if isinstance(value, dict):
        assert set(value) <= set(schema["properties"]), (set(value), schema.get("title"))
        for key, item in value.items():
            _keys_known(item, schema["properties"][key], defs)
    elif isinstance(value, list) and "items" in schema:
        for item in value:
            _keys_known(item, schema["items"], defs)


def test_a_saved_course_uses_only_keys_the_schema_knows(course: Course) -> None:
    schema = course_schema()
    _keys_known(json.loads(course_to_json(course)), schema, schema["$defs"])


def test_a_smooth_region_uses_only_keys_the_schema_knows(course: Course) -> None:
    smooth = course.model_copy(update={"holes": tuple(
        hole.model_copy(update={"regions": tuple(
            region.model_copy(update={"smooth": True}) for region in hole.regions)})
        for hole in course.holes)})
    schema = course_schema()
    written = json.loads(course_to_json(smooth))
    assert written["holes"][0]["regions"][0]["smooth"] is True
    _keys_known(written, schema, schema["$defs"])
