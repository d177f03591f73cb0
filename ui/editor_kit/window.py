"""``EditorWindow``: tabs of documents with their files, undo, autosave, recovery and export.

A ``QMainWindow`` used as a page of the main window's stack (a main window nests as a plain
widget), so each editor area has its own dock layout. It is generic over the document kind:
a game's window subclasses it and gives it the kind's ``FileCodec`` and how to make the
editor of a document (``make_editor``), and may supply ``make_document``, a page for when no
tab is open, and its own docks, clipboard and menu entries. The window owns every action of
its tabs — files, export, undo, zoom — and the main window shows them in its own menus while
this page is current (``set_active``): one menu bar, one set of shortcuts, never two actions
on one key.

Undo and redo are a ``QUndoGroup`` over the tabs' stacks: the Edit menu's Undo is always the
current tab's. Autosave writes every modified document to the recovery folder
(``recovery.py``, guarded by ``QLockFile``); after a crash ``offer_recovery`` offers them.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QPointF, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QIcon,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QShowEvent,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

from golfstudio.bundled import shown_title
from golfstudio.errors import GolfStudioError
from ui import theme
from ui.areas import MenuEntry
from ui.editor_kit.commands import SnapshotCommand
from ui.editor_kit.dialogs import EditorDialogs
from ui.editor_kit.document import EditorDocument, FileCodec
from ui.editor_kit.editor import Editor
from ui.editor_kit.export import export_png, export_rect, export_svg
from ui.editor_kit.recovery import (
    AUTOSAVE_MS,
    RecoveryEntry,
    RecoverySession,
    default_recovery_root,
    orphaned_sessions,
)
from ui.editor_kit.tool_icons import drawn_icon

M = TypeVar("M")

ZOOM_STEP = 1.25
StandardKey = QKeySequence.StandardKey


def keys(key: StandardKey | None, *extra: str) -> list[QKeySequence]:
    """The platform's keys for ``key`` and the ``extra`` ones, each once, in that order."""
    found = [*(QKeySequence.keyBindings(key) if key is not None else []),
             *(QKeySequence(k) for k in extra)]
    unique: list[QKeySequence] = []
    for sequence in found:
        if sequence not in unique:
            unique.append(sequence)
    return unique


def file_stem(name: str, fallback: str = "untitled") -> str:
    """A file name for a document's name: ``"Dog-leg (copy)"`` → ``"dog-leg-copy"``."""
    stem = re.sub(r"[^\w-]+", "-", name.strip().lower()).strip("-")
    return stem or fallback


def with_suffix(path: Path, suffix: str) -> Path:
    return path if path.suffix else path.with_suffix(suffix)


def undo_icon(redo: bool = False) -> QIcon:
    """A hooked arrow turning back (undo) or, mirrored, forward (redo)."""
    def draw(p: QPainter) -> None:
        if redo:
            p.translate(24, 0)
            p.scale(-1, 1)
        pen = QPen(theme.ACCENT_DARK, 2.2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        hook = QPainterPath(QPointF(6, 10))
        hook.lineTo(15, 10)
        hook.cubicTo(QPointF(22, 10), QPointF(22, 20), QPointF(15, 20))
        hook.lineTo(10, 20)
        p.drawPath(hook)
        p.setBrush(theme.ACCENT_DARK)
        p.drawPolygon(QPolygonF([QPointF(3, 10), QPointF(8, 5.5), QPointF(8, 14.5)]))

    return drawn_icon(draw)


class EditorWindow(QMainWindow, Generic[M]):
    """Tabs of editors over documents of one kind, with files, undo, autosave and export.

    Signals: ``titleChanged(str)`` — the current tab's title (``""`` with no tab);
    ``documentOpened()`` — a tab was opened (the main window shows this page);
    ``fileUsed(object)`` — a ``Path`` was opened or saved (for the recent files);
    ``openRequested()`` — the page asked to open a file (the main window asks for it).
    """

    titleChanged = Signal(str)
    documentOpened = Signal()
    fileUsed = Signal(object)
    openRequested = Signal()

    key_prefix = "document"
    """Names each tab's recovery files (``<prefix>-<n>``) and a file saved with no name."""

    export_margin = 0.0
    """Scene units left around the content in an exported picture."""

    def __init__(self, codec: FileCodec[M],
                 make_editor: Callable[[EditorDocument[M]], Editor[M, Any]], *,
                 dialogs: EditorDialogs | None = None, recovery_root: Path | None = None,
                 autosave_ms: int = AUTOSAVE_MS) -> None:
        # Built parentless, as a plain widget; the subclass gives it its parent at the end
        # (``finish``): a QMainWindow made with a parent starts as a window, and docks added
        # then are laid out off-page.
        super().__init__()
        self.setWindowFlags(Qt.WindowType.Widget)  # a page of the main window's stack
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks)
        self.codec = codec
        self.make_editor = make_editor
        """The editor of a document: the game's toolbar, canvas and tools over it."""
        self.dialogs = dialogs if dialogs is not None else EditorDialogs()
        self.recovery = RecoverySession(recovery_root if recovery_root is not None
                                        else default_recovery_root())
        self.last_folder = Path.home()
        self._active = True
        self._keys: dict[Editor[M, Any], str] = {}
        self._autosaved: dict[str, object] = {}
        self._numbers = itertools.count(1)
        self._layout_given = False

        self.undo_group = QUndoGroup(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("editorTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.tabs.currentChanged.connect(self._current_changed)
        self.central = QStackedWidget(self)
        self.central.addWidget(self.tabs)
        self.setCentralWidget(self.central)
        self._create_actions()

        self._autosave_timer = QTimer(self)
        self._autosave_timer.setInterval(autosave_ms)
        self._autosave_timer.timeout.connect(self.autosave_now)
        self._autosave_timer.start()

    def add_side_docks(self, *docks: QDockWidget,
                       area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea) -> None:
        """The game's docks beside the canvas (at the right unless ``area`` says), each
        closable, movable and floatable: every editor's panels behave alike, whatever they
        show."""
        for dock in docks:
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                             | QDockWidget.DockWidgetFeature.DockWidgetMovable
                             | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
            self.addDockWidget(area, dock)

    def finish(self, empty_page: QWidget, parent: QWidget | None) -> None:
        """The subclass's last step: the page shown with no tab, the file toolbar, the parent."""
        self.empty_page = empty_page
        self.central.insertWidget(0, empty_page)
        self._create_toolbar()
        self._current_changed()
        if parent is not None:
            self.setParent(parent)

    # ---- what a game's window supplies ------------------------------------------------------

    def make_document(self, model: M | None = None,
                      path: Path | None = None) -> EditorDocument[M]:
        return EditorDocument(self.codec, model, path)

    def editor_added(self, editor: Editor[M, Any]) -> None:
        """A tab was opened on ``editor`` (attach docks' models, analyses…)."""

    def editor_removed(self, editor: Editor[M, Any]) -> None:
        """``editor``'s tab is closing (let go of what ``editor_added`` attached)."""

    def editor_shown(self, editor: Editor[M, Any] | None) -> None:
        """The current tab changed (docks follow it)."""

    def commit_pending(self, document: EditorDocument[M] | None = None) -> None:
        """Finish an edit typed in a dock before the document is saved or closed."""

    def export_hidden(self, editor: Editor[M, Any]) -> list[Any]:
        """Scene items to leave out of an exported picture (overlays)."""
        return []

    def export_description(self) -> str:
        return self.tr("Drawn by GolfStudio")

    def save_as_title(self) -> str:
        return self.tr("Save course as")

    def open_failed_title(self) -> str:
        return self.tr("Cannot open course file")

    def update_actions(self) -> None:
        """Enable the actions that fit the current tab (a subclass adds its own)."""
        editor = self.current_editor()
        on = self._active and editor is not None
        document = editor.document if editor is not None else None
        for action in self.page_actions:
            action.setEnabled(on)
        self.revert_action.setEnabled(on and document is not None and document.path is not None
                                      and document.is_modified())
        has_content = False
        if editor is not None:
            content = getattr(editor.view, "content_rect", None)
            has_content = callable(content) and not content().isEmpty()
        self.export_png_action.setEnabled(on and has_content)
        self.export_svg_action.setEnabled(on and has_content)

    # ---- actions ----------------------------------------------------------------------------

    def make_action(self, text: str, slot: Callable[[], object], *,
                    shortcuts: list[QKeySequence] | None = None, tip: str = "",
                    icon: QStyle.StandardPixmap | None = None) -> QAction:
        action = QAction(text, self)
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        if shortcuts:
            action.setShortcuts(shortcuts)
        if tip:
            action.setStatusTip(tip)
            shown = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(self.tr("{tip} ({keys})").format(tip=tip, keys=shown)
                              if shown else tip)
        action.triggered.connect(lambda _checked=False: slot())  # never the checked flag
        return action

    def _create_actions(self) -> None:
        pix = QStyle.StandardPixmap
        self.new_action = self.make_action(
            self.tr("&New"), self.new_document, shortcuts=keys(StandardKey.New),
            icon=pix.SP_FileIcon)
        self.open_action = self.make_action(
            self.tr("&Open…"), self.openRequested.emit, icon=pix.SP_DialogOpenButton)
        self.save_action = self.make_action(
            self.tr("&Save"), self.save, shortcuts=keys(StandardKey.Save),
            icon=pix.SP_DialogSaveButton)
        self.save_as_action = self.make_action(
            self.tr("Save &As…"), self.save_as, shortcuts=keys(StandardKey.SaveAs))
        self.revert_action = self.make_action(
            self.tr("Re&vert to Saved"), self.revert, tip=self.tr("Reload from the file"))
        self.export_png_action = self.make_action(
            self.tr("Export as &PNG…"), lambda: self.export("png"),
            shortcuts=[QKeySequence("Ctrl+E")], tip=self.tr("Save a picture"))
        self.export_svg_action = self.make_action(
            self.tr("Export as S&VG…"), lambda: self.export("svg"),
            tip=self.tr("Save a drawing that prints at any size"))

        self.undo_action = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts(keys(StandardKey.Undo))
        self.undo_action.setIcon(undo_icon())
        self.redo_action = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        # Ctrl+Y as well as the platform's Redo: GNOME and KDE offer only Ctrl+Shift+Z, and
        # people coming from other programs press Ctrl+Y and expect it to work.
        self.redo_action.setShortcuts(keys(StandardKey.Redo, "Ctrl+Y", "Ctrl+Shift+Z"))
        self.redo_action.setIcon(undo_icon(redo=True))
        self.edit_menu = QMenu(self.tr("&Edit"), self)
        self.edit_menu.setObjectName("editorEditMenu")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)

        self.fit_action = self.make_action(
            self.tr("&Fit"), self.fit_content, shortcuts=[QKeySequence("Ctrl+0")],
            tip=self.tr("Zoom so the whole of it fits"))
        self.zoom_in_action = self.make_action(
            self.tr("Zoom &In"), lambda: self.zoom(ZOOM_STEP),
            shortcuts=keys(StandardKey.ZoomIn, "Ctrl+="), tip=self.tr("Zoom in"))
        self.zoom_out_action = self.make_action(
            self.tr("Zoom &Out"), lambda: self.zoom(1 / ZOOM_STEP),
            shortcuts=keys(StandardKey.ZoomOut), tip=self.tr("Zoom out"))
        self.page_actions: list[QAction] = [
            self.save_action, self.save_as_action, self.revert_action, self.export_png_action,
            self.export_svg_action, self.fit_action, self.zoom_in_action, self.zoom_out_action,
        ]
        """Actions that act on the current tab (the others open documents from anywhere)."""
        self.view_actions: list[QAction] = [self.fit_action, self.zoom_in_action,
                                            self.zoom_out_action]
        self._kit_view_actions = len(self.view_actions)
        self.open_entries: list[QAction | QMenu] = []
        """File-menu entries that open what the game bundles (Carambole's templates)."""

    def _create_toolbar(self) -> None:
        bar = QToolBar(self.tr("File"), self)
        bar.setObjectName("editorFileBar")
        bar.setMovable(False)
        bar.setIconSize(QSize(18, 18))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action in (self.new_action, self.open_action, self.save_action, None,
                       self.undo_action, self.redo_action):
            if action is None:
                bar.addSeparator()
            else:
                bar.addAction(action)
        for action in (self.undo_action, self.redo_action):
            button = bar.widgetForAction(action)
            if isinstance(button, QToolButton):  # its text names the edit: too long to show
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.file_bar = bar
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)

    def set_active(self, active: bool) -> None:
        """Whether this page is the one shown: its actions act only while it is."""
        self._active = active
        self._sync_undo_group()
        self.update_actions()

    @property
    def active(self) -> bool:
        return self._active

    # ---- as an area of the studio (``ui/areas.py``'s ``ShellArea``; a game adds its tile) ----

    def say_as_front(self, new: MenuEntry) -> None:
        """New says what the area's front said in the File menu before the area was built
        (``ui/fronts/``): its words, its keys (Ctrl+N is one editor's only)."""
        self.new_action.setText(new.text)
        self.new_action.setShortcuts(list(new.shortcuts))
        self.new_action.setStatusTip(new.tip)

    def menu_new(self) -> list[QAction]:
        return [self.new_action]

    def menu_open(self) -> list[QAction | QMenu]:
        return list(self.open_entries)

    def menu_file(self) -> list[QAction | None]:
        return [self.save_action, self.save_as_action, self.revert_action, None,
                self.export_png_action, self.export_svg_action]

    def menu_edit(self) -> list[QAction]:
        return self.edit_menu.actions()

    def menu_view(self) -> list[QAction | None]:
        """The kit's zoom actions, then the game's own (its docks) after a separator."""
        own = self.view_actions[:self._kit_view_actions]
        game = self.view_actions[self._kit_view_actions:]
        return [*own, *([None, *game] if game else [])]

    def current_page(self) -> QWidget:
        return self

    def can_show(self) -> bool:
        return True

    def close_page(self) -> bool:
        """File > Close: the current tab (asking to save it); with no tab, the area."""
        if not self.editors():
            return False
        self.close_current()
        return True

    def may_quit(self) -> bool:
        return self.close_all()

    def layout_key(self) -> str:
        """Where the dock layout is kept in QSettings: ``courseEditor/state``."""
        return f"{self.key_prefix}Editor/state"

    def save_layout(self, settings: QSettings) -> None:
        settings.setValue(self.layout_key(), self.saveState())

    def restore_layout(self, settings: QSettings) -> bool:
        state = settings.value(self.layout_key())
        restored = isinstance(state, QByteArray) and self.restoreState(state)
        self._layout_given = self._layout_given or restored
        return restored

    def first_layout(self) -> None:
        """Size the docks the first time the page is shown, when no saved layout was restored
        (a game overrides it; the page has its real height by then)."""

    @property
    def layout_given(self) -> bool:
        """The docks have their layout: read back from the settings, or the first one given
        when the page was first shown."""
        return self._layout_given

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._layout_given:
            self._layout_given = True
            QTimer.singleShot(0, self, self.first_layout)  # once the page has its height

    def _sync_undo_group(self) -> None:
        editor = self.current_editor()
        stack = editor.document.undo_stack if editor is not None and self._active else None
        self.undo_group.setActiveStack(stack)  # type: ignore[arg-type]  # None: no stack

    def _update_actions(self, *_args: object) -> None:
        self.update_actions()

    # ---- tabs -------------------------------------------------------------------------------

    def editors(self) -> list[Editor[M, Any]]:
        return [w for i in range(self.tabs.count())
                if isinstance(w := self.tabs.widget(i), Editor)]

    def current_editor(self) -> Editor[M, Any] | None:
        widget = self.tabs.currentWidget()
        return widget if isinstance(widget, Editor) else None

    def current_title(self) -> str:
        editor = self.current_editor()
        return editor.document.title() if editor is not None else ""

    def open_bundled_copy(self, load: Callable[[], M],
                          document: Callable[[M], EditorDocument[M]]) -> Editor[M, Any] | None:
        """A copy of a bundled course (``load``: a pydantic model with a ``name``) in a new
        tab, named "Copy of …" and with no file yet, so Save asks where to put it; a bundled
        file that cannot be read is said in a message box."""
        try:
            bundled: Any = load()
        except GolfStudioError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the bundled course"), str(exc))
            return None
        copy = bundled.model_copy(update={"name": self.tr("Copy of {name}").format(
            name=shown_title(bundled.name))})
        return self.add_document(document(copy))

    def add_document(self, document: EditorDocument[M]) -> Editor[M, Any]:
        """Open a tab on ``document`` and make it current."""
        editor = self.make_editor(document)
        document.setParent(editor)
        # The window's View > Fit owns Ctrl+0; the toolbar button stays.
        editor.toolbar.fit_action.setShortcuts([])
        self._keys[editor] = f"{self.key_prefix}-{next(self._numbers)}"
        self.undo_group.addStack(document.undo_stack)
        document.titleChanged.connect(lambda _title, e=editor: self._title_changed(e))
        document.changed.connect(self._update_actions)
        document.pathChanged.connect(self._update_actions)
        document.undo_stack.cleanChanged.connect(self._update_actions)
        self.editor_added(editor)
        index = self.tabs.addTab(editor, "")
        self._label_tab(editor)
        self.central.setCurrentWidget(self.tabs)
        self.tabs.setCurrentIndex(index)
        editor.view.setFocus()
        self.documentOpened.emit()
        return editor

    def _label_tab(self, editor: Editor[M, Any]) -> None:
        index = self.tabs.indexOf(editor)
        if index < 0:
            return
        document = editor.document
        star = " *" if document.is_modified() else ""
        self.tabs.setTabText(index, f"{document.display_name()}{star}")
        self.tabs.setTabToolTip(index, str(document.path) if document.path is not None
                                else self.tr("Not saved yet"))

    def _title_changed(self, editor: Editor[M, Any]) -> None:
        self._label_tab(editor)
        if editor is self.current_editor():
            self.titleChanged.emit(self.current_title())

    def _current_changed(self, *_args: object) -> None:
        editor = self.current_editor()
        self._sync_undo_group()
        self.editor_shown(editor)
        if editor is None:
            self.central.setCurrentWidget(self.empty_page)
        self.update_actions()
        self.titleChanged.emit(self.current_title())

    def close_tab(self, index: int) -> bool:
        """Close a tab, asking to save its unsaved changes; False when the user cancels."""
        editor = self.tabs.widget(index)
        if not isinstance(editor, Editor):
            return False
        if editor is self.current_editor():
            self.commit_pending()
        if not editor.maybe_close():
            return False
        self._remove_tab(editor)
        return True

    def close_current(self) -> bool:
        return self.close_tab(self.tabs.currentIndex())

    def _remove_tab(self, editor: Editor[M, Any]) -> None:
        key = self._keys.pop(editor)
        self.recovery.discard(key)
        self._autosaved.pop(key, None)
        self.editor_removed(editor)
        self.undo_group.removeStack(editor.document.undo_stack)
        self.tabs.removeTab(self.tabs.indexOf(editor))
        editor.hide()
        editor.deleteLater()

    def close_all(self) -> bool:
        """Close every tab, asking about each unsaved document; False if the user cancels.

        On success nothing is left to recover: the recovery folder goes.
        """
        self.commit_pending()
        for editor in self.editors():
            if editor.document.is_modified():
                self.tabs.setCurrentWidget(editor)
                if not editor.maybe_close():
                    return False
        for editor in self.editors():
            self._remove_tab(editor)
        self.recovery.close()
        return True

    # ---- files ------------------------------------------------------------------------------

    def new_document(self) -> Editor[M, Any]:
        return self.add_document(self.make_document())

    def open_path(self, path: Path) -> bool:
        """Open a file in a tab (or show its tab if it is open); False if it cannot be read."""
        for editor in self.editors():
            known = editor.document.path
            if known is not None and known.resolve() == path.resolve():
                self.tabs.setCurrentWidget(editor)
                self.documentOpened.emit()
                return True
        try:
            model = self.codec.load(path)
        except GolfStudioError as exc:
            QMessageBox.warning(self, self.open_failed_title(), str(exc))
            return False
        self.last_folder = path.parent
        self.add_document(self.make_document(model, path))
        self.fileUsed.emit(path)
        return True

    def save(self) -> bool:
        editor = self.current_editor()
        return editor is not None and self.save_document(editor.document)

    def save_as(self) -> bool:
        editor = self.current_editor()
        return editor is not None and self.save_document(editor.document, ask=True)

    def suggested_path(self, document: EditorDocument[M], suffix: str) -> Path:
        if document.path is not None:
            return document.path.with_suffix(suffix)
        name = self.codec.model_name(document.model)
        return self.last_folder / f"{file_stem(name, self.key_prefix)}{suffix}"

    def editor_of(self, document: EditorDocument[M]) -> Editor[M, Any] | None:
        return next((e for e in self.editors() if e.document is document), None)

    def save_document(self, document: EditorDocument[M], *, ask: bool = False) -> bool:
        """Save to the document's file, or ask for one (Save As, a document never saved)."""
        self.commit_pending(document)
        target = document.path
        if ask or target is None:
            chosen = self.dialogs.ask_save_path(
                self, self.save_as_title(), self.suggested_path(document, self.codec.suffix),
                self.codec.name_filter)
            if chosen is None:
                return False
            target = with_suffix(chosen, self.codec.suffix)
        try:
            document.save(target)
        except (GolfStudioError, OSError) as exc:
            QMessageBox.critical(self, self.tr("Could not save"), str(exc))
            return False
        editor = self.editor_of(document)
        if editor is not None:
            self._forget_autosave(editor)
            editor.show_message(self.tr("Saved to {path}").format(path=target))
        self.last_folder = target.parent
        self.fileUsed.emit(target)
        self.update_actions()
        return True

    def _forget_autosave(self, editor: Editor[M, Any]) -> None:
        key = self._keys[editor]
        self.recovery.discard(key)
        self._autosaved.pop(key, None)

    def revert(self) -> bool:
        """Reload the current document from its file; Undo brings the changes back."""
        editor = self.current_editor()
        if editor is None or editor.document.path is None:
            return False
        document = editor.document
        if not self.dialogs.confirm_revert(self, document.display_name()):
            return False
        try:
            document.revert()
        except GolfStudioError as exc:
            QMessageBox.warning(self, self.tr("Cannot revert"), str(exc))
            return False
        self._forget_autosave(editor)
        self.update_actions()
        return True

    def export(self, kind: str) -> bool:
        """Export the current tab's picture as ``"png"`` or ``"svg"``, asking for the file."""
        editor = self.current_editor()
        if editor is None:
            return False
        suffix = f".{kind}"
        label = kind.upper()
        chosen = self.dialogs.ask_save_path(
            self, self.tr("Export as {kind}").format(kind=label),
            self.suggested_path(editor.document, suffix),
            self.tr("{kind} pictures (*{suffix});;All files (*)").format(kind=label,
                                                                         suffix=suffix))
        if chosen is None:
            return False
        return self.export_to(with_suffix(chosen, suffix), kind)

    def export_to(self, path: Path, kind: str) -> bool:
        editor = self.current_editor()
        if editor is None:
            return False
        scene = editor.view.scene()
        hidden = self.export_hidden(editor)
        preview_z = min((t.preview_z for t in editor.tools.values()), default=1000.0)
        try:
            source = export_rect(scene, self.export_margin)
            if kind == "svg":
                export_svg(scene, path, source, editor.document.display_name(),
                           self.export_description(), hidden, preview_z)
            else:
                export_png(scene, path, source, hidden, preview_z)
        except GolfStudioError as exc:
            QMessageBox.critical(self, self.tr("Could not export"), str(exc))
            return False
        editor.show_message(self.tr("Exported {name}").format(name=path.name))
        return True

    # ---- view -------------------------------------------------------------------------------

    def fit_content(self) -> None:
        editor = self.current_editor()
        if editor is not None:
            editor.fit_content()

    def zoom(self, factor: float) -> None:
        editor = self.current_editor()
        if editor is not None:
            editor.view.zoom_at(factor, editor.view.viewport().rect().center().toPointF())

    # ---- autosave and recovery --------------------------------------------------------------

    def autosave_now(self) -> None:
        """Write each modified document that changed since its last autosave; forget the
        recovery files of documents that are no longer modified."""
        for editor in self.editors():
            key = self._keys[editor]
            document = editor.document
            if not document.is_modified():
                if key in self._autosaved:
                    self._forget_autosave(editor)
                continue
            if self._autosaved.get(key) is document.model:
                continue
            try:
                self.recovery.write(key, self.codec.to_text(document.model), document.path,
                                    document.display_name(), kind=self.codec.format_id,
                                    suffix=self.codec.suffix)
            except OSError as exc:
                editor.show_message(self.tr("Autosave failed: {why}").format(
                    why=exc.strerror or exc))
                continue
            self._autosaved[key] = document.model

    def recovery_path(self, editor: Editor[M, Any]) -> Path | None:
        """Where ``editor``'s document is autosaved (once it has been)."""
        return self.recovery.file_path(self._keys[editor], self.codec.suffix)

    def offer_recovery(self) -> int:
        """Offer the documents a crashed run left unsaved; returns how many were reopened."""
        orphans = orphaned_sessions(self.recovery.root, self.recovery.folder,
                                    {self.codec.format_id})
        if not orphans:
            return 0
        entries = [entry for orphan in orphans for entry in orphan.entries]
        recovered = 0
        if self.dialogs.ask_recover(self, entries):
            for orphan in orphans:
                failed = False
                for entry in orphan.entries:
                    try:
                        self._recover(entry)
                        recovered += 1
                    except GolfStudioError as exc:
                        failed = True
                        QMessageBox.warning(self, self.tr("Cannot recover"), str(exc))
                # The recovered documents are safe in this run's folder before the old one goes.
                self.autosave_now()
                if failed:
                    orphan.lock.unlock()  # keep its files: offered again next time
                else:
                    orphan.remove()
        else:
            for orphan in orphans:
                orphan.remove()
        return recovered

    def _recover(self, entry: RecoveryEntry) -> Editor[M, Any]:
        model = self.codec.load(entry.file_path)
        base: M | None = None
        if entry.original is not None and entry.original.is_file():
            # A file that went bad since: the recovered document is all there is.
            try:
                base = self.codec.load(entry.original)
            except GolfStudioError:
                base = None
        document = self.make_document(base, entry.original)
        editor = self.add_document(document)
        command: SnapshotCommand[M] = SnapshotCommand(
            document, self.tr("Recover unsaved changes"), model)
        if command.changes_anything:
            document.push(command)
        return editor
