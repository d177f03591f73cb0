"""What the shell shows of each area before the area is built: its tile, with the icon it
draws, and the File-menu entries it has on every page (``ui/areas.py``'s ``Front``).

The UI registry (``ui/games.py``) names a front for every game's area; the start page and
the menus are built from the fronts alone, so the studio's window comes up without importing
any game's area, engine or their libraries. A module here imports Qt and the studio's shared
drawing only. The texts keep the translation context of the area that shows them too (the
area's ``tile`` and its actions read them from here: one text, one translation).
"""
