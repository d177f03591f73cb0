"""GolfStudio's PySide6 application: it presents and edits what the core computes.

Nothing here decides a rule or a score; every number shown comes from ``golfstudio``.
Importing this package must not need a display: widgets are created only by ``ui.app``.
"""
