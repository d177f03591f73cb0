"""The course editor's window: the kit's ``EditorWindow`` with Carambole's docks, clipboard
and templates — the Courses area of the main window (issue 4 §1, issue 11 §2).

``window.CourseEditorWindow`` is the page; ``properties`` and ``problems`` are its docks,
``selection`` what Cut/Copy/Delete/Duplicate act on, ``clipboard`` the system clipboard's
side of ``golfstudio.carambole.clipboard``. Files, export, autosave and recovery are the
kit's (``ui/editor_kit/``); ``CourseDialogs`` is the kit's ``EditorDialogs``.
"""

from ui.carambole.editor.shell.window import AUTOSAVE_MS, CourseDialogs, CourseEditorWindow

__all__ = ["AUTOSAVE_MS", "CourseDialogs", "CourseEditorWindow"]
