"""The Dice Golf track editor (issue 15 §2), built on ``ui/editor_kit``.

A document is a whole course (one file of nine holes); the editor shows one hole of it at a
time as a long horizontal strip in metres: its zones with their formulas, the green, the hole
and the end of terrain, the proximity zones and the hazards. Tools turn mouse events into the
edits of ``golfstudio/dicegolf/hole_edits.py`` (pure Python, in the core); the Hole dock types
what the mouse does not draw — each zone's formula, checked as it is typed, with the chart of
the distances it throws.
"""
