"""The Carambole course editor: canvas, document, undo commands and tools (issue 4 §1).

The pieces, from the model outwards (architecture.md, "Editors"; style.md, "Editor tools and
undo"):

``document.CourseDocument(course=None, path=None, parent=None)`` — a ``QObject`` holding the
    current immutable ``Course`` (``.course``), its ``QUndoStack`` (``.undo_stack``) and its
    file (``.path``). Signals: ``changed(CourseChange)`` after every edit, with what changed
    (cells, wall and obstacle ids, starts, arrowed cells, course properties, old and new
    course); ``titleChanged(str)``; ``pathChanged(object)``. Methods: ``push(command)``,
    ``set_course(course)`` (commands only), ``is_modified()``, ``title()`` ("name — file.json
    *"), ``display_name()``, ``set_path(path)``, ``mark_saved(path=None)`` (the file now holds
    this course; an autosave to a side file must not call it), ``save(path=None)``
    (``course_file.save_course``, then ``mark_saved``).

``commands`` — one ``QUndoCommand`` per kind of edit, each keeping the course before and
    after: ``PaintCells``, ``EraseCells``, ``ChangeLevel`` (these three and ``MoveObstacle``,
    ``MoveWall`` merge when given the same ``stroke=new_stroke()``), ``SetHole``,
    ``AddStart``/``RemoveStart``, ``AddWall``/``RemoveWall``/``MoveWall``,
    ``PlaceObstacle``/``MoveObstacle``/``RotateObstacle``/``RemoveObstacle``,
    ``SetBounceOverride``/``RemoveBounceOverride``, ``ChangeCourseProperties(**fields)``.
    ``CourseCommand(document, text, after_course)`` is any other edit (a paste: build the new
    course with the ``Course`` editing methods and push it).

``scene.CourseScene(document)`` — the drawing; follows ``document.changed`` and updates only
    the items of what changed. ``object_at(point)``, ``select_object(id | None)``,
    ``selected_object_id()`` (walls and obstacles; the copy/paste hook), ``content_rect()``
    (the course's bounds: ``scene.render(painter, target, scene.content_rect())`` exports a
    PNG or, with ``QSvgGenerator``, an SVG; clear the selection first).

``view.CourseView(scene)`` — wheel zoom around the cursor, middle-drag and Space+drag pan,
    ``fit_course()``, ``zoom_at(factor, viewport_point)``, ``zoom``; signals
    ``hovered((Hex, Cell | None) | None)`` and ``zoomChanged(float)``.

``editor_widget.CourseEditor(document=None, *, save=save_in_place, ask_save=ask_save_changes,
pieces=None, parent=None)`` — the unit a tab holds: toolbar, canvas, status line ("q, r ·
    terrain · level N", the tool's hint or why a click did nothing, the zoom). Attributes
    ``document``, ``scene``, ``view``, ``toolbar``, ``options``, ``tools``. Methods:
    ``undo_action()``/``redo_action()`` (made on first call from the stack, named after the
    edit, with the platform's Undo/Redo keys scoped to the editor — put them in the Edit
    menu; a shell that prefers a ``QUndoGroup`` of ``document.undo_stack``s should not call
    them, or Ctrl+Z would be ambiguous), ``fit_course()``, ``set_tool(name)``,
    ``current_tool()``, ``maybe_close() -> bool`` (asks ``ask_save(parent, name) ->
    SaveChoice`` when there are unsaved changes and calls ``save(document) -> bool`` on
    Save — inject a Save As for a course with no file yet), ``title()``, ``status_text()``,
    ``show_message(text)``. Signals ``titleChanged(str)`` and ``cellsChosen(frozenset[Hex],
    bool)`` (the select tool's rubber band chose these course cells; True: Shift held, add
    them — the shell's ``Selection`` makes them its region). Closing it as a window calls
    ``maybe_close``.

``tools`` — one module per tool, each an ``EditorTool`` that turns ``ToolEvent``s into
    commands (``TOOLS`` lists them in toolbar order; the select tool's rubber band hands
    its cells to ``ToolContext.choose_cells``); ``palette`` reads the obstacle pieces from
    ``resources/carambole/pieces.json``.

Keys (active while the focus is in the editor): S select/move, B paint, E erase, H hole,
T start cells, W straight wall, C curved wall, O obstacles, A bounce arrows, L levels;
1/2/3 brush size, F flood fill, R turn the piece or the selected obstacle 60° (Shift+R the
other way), Delete remove the selection, Escape drop it, Space+drag pan, Ctrl+0 fit the
course, and the platform's Undo/Redo once ``undo_action()``/``redo_action()`` exist.
"""

from ui.carambole_editor.document import CourseChange, CourseDocument
from ui.carambole_editor.editor_widget import CourseEditor, SaveChoice
from ui.carambole_editor.scene import CourseScene
from ui.carambole_editor.view import CourseView

__all__ = ["CourseChange", "CourseDocument", "CourseEditor", "CourseScene", "CourseView",
           "SaveChoice"]
