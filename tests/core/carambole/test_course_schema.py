"""The committed JSON Schema is the one the models generate, and it describes the files."""

from __future__ import annotations

import json

from golfstudio.carambole.course import Course
from golfstudio.carambole.course_file import course_to_json
from golfstudio.carambole.schema import course_schema, main, schema_path, schema_text


def test_the_committed_schema_is_up_to_date() -> None:
    assert schema_path().read_text(encoding="utf-8") == schema_text(), (
        "run: .venv/bin/python -m golfstudio.carambole.schema")
    assert main(["--check"]) == 0


def test_the_schema_names_the_envelope_and_the_required_fields() -> None:
    schema = course_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["type"] == "object"
    assert schema["required"] == ["format", "version", "cells"]
    assert schema["properties"]["format"] == {
        "const": "golfstudio.carambole", "description": "Always this text: what the file holds."}
    assert schema["properties"]["version"]["const"] == 1
    assert schema["additionalProperties"] is False
    defs = schema["$defs"]
    assert defs["Cell"]["required"] == ["q", "r", "terrain"]
    assert defs["Terrain"]["enum"] == ["floor", "sand", "water", "hole"]
    assert defs["Wall"]["then"] == {"required": ["angle"]}
    for kind in ("SolidObstacle", "ChannelObstacle", "VerticalObstacle"):
        assert defs[kind]["required"][:2] == ["id", "kind"]
    assert defs["Die"]["properties"]["faces"]["minItems"] == 6


def test_a_saved_course_uses_only_keys_the_schema_knows(course: Course) -> None:
    schema = course_schema()
    data = json.loads(course_to_json(course))
    assert set(data) <= set(schema["properties"])
    assert set(schema["required"]) <= set(data)
    defs = schema["$defs"]
    assert set(data["cells"][0]) <= set(defs["Cell"]["properties"])
    for wall in data["walls"]:
        assert set(wall) <= set(defs["Wall"]["properties"])
    kinds = {"solid": "SolidObstacle", "channel": "ChannelObstacle",
             "vertical": "VerticalObstacle"}
    for ob in data["obstacles"]:
        props = defs[kinds[ob["kind"]]]["properties"]
        assert set(ob) <= set(props)
        for cell in ob["cells"]:
            cell_def = props["cells"]["items"]["$ref"].rsplit("/", 1)[-1]
            assert set(cell) <= set(defs[cell_def]["properties"])
