"""The Ultimate Golf hole layout editor (issue 13 §1), built on ``ui/editor_kit``.

A document is a whole course (one file); the editor shows one hole of it at a time. Regions
are filled polygons in yards, drawn by ``ui/ultimate/drawing/hole_drawing.py`` (shared with the play
view); tools turn mouse events into the edits of ``golfstudio/ultimate/hole_edits.py``
(pure Python, in the core).
"""
