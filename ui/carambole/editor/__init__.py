"""The Carambole course editor: canvas, document, undo commands and tools (issue 4 §1).

The pieces, from the model outwards (architecture.md, "Editors"; style.md, "Editor tools and
undo"):

The editor is a client of ``ui/editor_kit/`` (docs/editor-kit.md): the kit gives the
document, snapshot commands, tools on snapped positions, the view, the editor widget and the
window; this package supplies only the course's parts.

``document.CourseDocument(course=None, path=None, parent=None)`` — the kit's
    ``EditorDocument`` of a ``Course`` (``.course``), with ``COURSE_CODEC`` (``course_file``)
    and ``changed(CourseChange)``: what changed (cells, wall and obstacle ids, starts, arrowed
    cells, course properties, old and new course), found by identity.

``commands`` — one thin ``SnapshotCommand`` per kind of edit: ``PaintCells``,
    ``EraseCells``, ``ChangeLevel`` (these three and ``MoveObstacle``, ``MoveWall`` merge
    when given the same ``stroke=new_stroke()``), ``SetHole``, ``AddStart``/``RemoveStart``,
    ``AddWall``/``RemoveWall``/``MoveWall``, ``PlaceObstacle``/``MoveObstacle``/
    ``RotateObstacle``/``RemoveObstacle``, ``SetBounceOverride``/``RemoveBounceOverride``,
    ``ChangeCourseProperties(**fields)``, ``WallTheOutline``. ``CourseCommand(document,
    text, after_course)`` is any other edit. The cell logic is the core's
    (``golfstudio.carambole.cell_edits``, ``outline``).

``scene.CourseScene(document)`` — the drawing; follows ``document.changed`` and updates only
    the items of what changed. ``object_at(point)``, ``select_object(id | None)``,
    ``selected_object_id()``, ``content_rect()``.

``view.CourseView(scene)`` — the kit's ``EditorView`` snapped to hex cells
    (``HexSnapping``); ``hovered((Hex, Cell | None) | None)``, ``zoomChanged(float)``,
    ``fit_course()``, ``zoom_at(factor, viewport_point)``.

``editor_widget.CourseEditor(document=None, *, save, ask_save, pieces=None, parent=None)`` —
    the kit's ``Editor`` with the course tools: ``document``, ``scene``, ``view``,
    ``toolbar`` (the kit's: tool actions, the options of the tool in hand, Fit), ``tools``
    by name; ``set_tool(name)``, ``current_tool()``, ``undo_action()``/``redo_action()``,
    ``fit_course()``, ``maybe_close()``, ``status_text()``, ``show_message(text)``; signal
    ``cellsChosen(frozenset[Hex], bool)`` (the select tool's rubber band).

``tools`` — one module per tool (``TOOLS`` in toolbar order), each an ``EditorTool`` (the
    kit's ``AbstractTool`` on a course) with its own option widget: paint (terrain, brush,
    flood fill; starts on floor), erase and levels (the brush, shared as ``BrushSize``),
    obstacles (the piece, from ``golfstudio.carambole.pieces``).

Keys (active while the focus is in the editor): S select/move, B paint, E erase, H hole,
T start cells, W straight wall, C curved wall, O obstacles, A bounce arrows, L levels;
1/2/3 brush size, F flood fill, R turn the piece or the selected obstacle 60° (Shift+R the
other way), Delete remove the selection, Escape drop it, Space+drag pan, Ctrl+0 fit the
course, and the platform's Undo/Redo once ``undo_action()``/``redo_action()`` exist.
"""

from ui.carambole.editor.document import CourseChange, CourseDocument
from ui.carambole.editor.editor_widget import CourseEditor, SaveChoice
from ui.carambole.editor.scene import CourseScene
from ui.carambole.editor.view import CourseView

__all__ = ["CourseChange", "CourseDocument", "CourseEditor", "CourseScene", "CourseView",
           "SaveChoice"]
