"""The course editor's window: tabs of ``CourseEditor``s with files, docks, clipboard,
export and crash recovery — the Courses area of the main window (issue 4 §1).

``window.CourseEditorWindow`` is the page; ``properties`` and ``problems`` are its docks,
``selection`` what Cut/Copy/Delete/Duplicate act on, ``clipboard`` the system clipboard's
side of ``golfstudio.carambole.clipboard``, ``export`` PNG and SVG pictures, ``recovery``
the autosave folder, ``dialogs`` the questions it asks (injectable for tests).
"""

from ui.carambole_editor.shell.dialogs import CourseDialogs
from ui.carambole_editor.shell.window import AUTOSAVE_MS, CourseEditorWindow

__all__ = ["AUTOSAVE_MS", "CourseDialogs", "CourseEditorWindow"]
