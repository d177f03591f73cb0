"""Which database the studio keeps its scores in: the default SQLite file, another SQLite
file, or a PostgreSQL server a club shares as one league database (docs/store.md).

The choice is kept in QSettings under ``database/url`` (absent: the default file); the main
window passes :func:`configured_db_url` to ``open_store`` at start. "Test connection" opens
the store once (connecting and, for a new database, creating the schema) and shows success
or the ``StoreError`` message — a PostgreSQL URL has a connect timeout, so it is quick.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from golfstudio.store import StoreError, open_store
from golfstudio.store.engine import default_database_path, describe

SETTINGS_KEY = "database/url"
POSTGRES_DRIVER = "postgresql+psycopg"

AskPath = Callable[[QWidget, str], Path | None]


def ask_sqlite_path(parent: QWidget, start: str) -> Path | None:
    chosen, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("DatabaseSettingsDialog", "Database file"), start,
        QCoreApplication.translate("DatabaseSettingsDialog",
                                   "SQLite databases (*.db *.sqlite);;All files (*)"),
        options=QFileDialog.Option.DontConfirmOverwrite)
    return Path(chosen) if chosen else None


def configured_db_url(settings: QSettings) -> str | None:
    """The URL saved by the dialog, or None for the default (``$GOLFSTUDIO_DB``, else the
    SQLite file in the user's data folder — ``open_store(None)``'s own order)."""
    value = settings.value(SETTINGS_KEY, None)
    return str(value) if value else None


def postgres_url(host: str, port: int, database: str, user: str, password: str) -> str:
    url = URL.create(POSTGRES_DRIVER, username=user or None, password=password or None,
                     host=host or None, port=port, database=database or None)
    return url.render_as_string(hide_password=False)


def check_connection(url: str | None) -> str:
    """Open and close the store at ``url``: a success line, or StoreError."""
    with open_store(url) as store:
        return QCoreApplication.translate(
            "DatabaseSettingsDialog", "Connected to {database}").format(
                database=describe(store.url))


class DatabaseSettingsDialog(QDialog):
    """Choose the database; Save writes ``database/url`` (the app uses it at next start)."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None,
                 ask_path: AskPath = ask_sqlite_path) -> None:
        super().__init__(parent)
        self.setObjectName("databaseSettingsDialog")
        self.setWindowTitle(self.tr("Database"))
        self.settings = settings
        self.ask_path = ask_path
        col = QVBoxLayout(self)

        self.default_radio = QRadioButton(self.tr("The default file on this computer"), self)
        self.file_radio = QRadioButton(self.tr("Another SQLite file"), self)
        self.postgres_radio = QRadioButton(
            self.tr("A PostgreSQL server (a league's shared database)"), self)
        group = QButtonGroup(self)
        for radio in (self.default_radio, self.file_radio, self.postgres_radio):
            group.addButton(radio)
        col.addWidget(self.default_radio)
        default_path = QLabel(str(default_database_path()), self)
        default_path.setObjectName("muted")
        default_path.setContentsMargins(24, 0, 0, 6)
        col.addWidget(default_path)

        col.addWidget(self.file_radio)
        file_row = QHBoxLayout()
        file_row.setContentsMargins(24, 0, 0, 6)
        self.file_edit = QLineEdit(self)
        self.file_edit.setPlaceholderText(self.tr("/path/to/scores.db"))
        browse = QPushButton(self.tr("Browse…"), self)
        browse.clicked.connect(self._browse)
        file_row.addWidget(self.file_edit, 1)
        file_row.addWidget(browse)
        col.addLayout(file_row)

        col.addWidget(self.postgres_radio)
        form = QFormLayout()
        form.setContentsMargins(24, 0, 0, 6)
        self.host_edit = QLineEdit(self)
        self.host_edit.setPlaceholderText(self.tr("league.example.org"))
        self.port_spin = QSpinBox(self)
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(5432)
        self.database_edit = QLineEdit(self)
        self.database_edit.setPlaceholderText(self.tr("league"))
        self.user_edit = QLineEdit(self)
        self.password_edit = QLineEdit(self)
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow(self.tr("Host"), self.host_edit)
        form.addRow(self.tr("Port"), self.port_spin)
        form.addRow(self.tr("Database"), self.database_edit)
        form.addRow(self.tr("User"), self.user_edit)
        form.addRow(self.tr("Password"), self.password_edit)
        col.addLayout(form)

        test_row = QHBoxLayout()
        self.test_button = QPushButton(self.tr("Test connection"), self)
        self.test_button.clicked.connect(self.run_test)
        self.result_label = QLabel(self)
        self.result_label.setObjectName("connectionResult")
        self.result_label.setWordWrap(True)
        test_row.addWidget(self.test_button)
        test_row.addWidget(self.result_label, 1)
        col.addLayout(test_row)
        note = QLabel(self.tr("The studio opens the chosen database when it next starts."), self)
        note.setObjectName("muted")
        col.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self._load(configured_db_url(settings))

    def _load(self, url_text: str | None) -> None:
        self.default_radio.setChecked(True)
        if not url_text:
            return
        try:
            url = make_url(url_text)
        except ArgumentError:
            return
        if url.get_backend_name() == "sqlite":
            self.file_radio.setChecked(True)
            self.file_edit.setText(url.database or "")
        elif url.get_backend_name() == "postgresql":
            self.postgres_radio.setChecked(True)
            self.host_edit.setText(url.host or "")
            self.port_spin.setValue(url.port or 5432)
            self.database_edit.setText(url.database or "")
            self.user_edit.setText(url.username or "")
            self.password_edit.setText(url.password or "")

    def _browse(self) -> None:
        path = self.ask_path(self, self.file_edit.text())
        if path is not None:
            self.file_edit.setText(str(path))
            self.file_radio.setChecked(True)

    def chosen_url(self) -> str | None:
        """The URL the form describes; None for the default file."""
        if self.file_radio.isChecked():
            path = self.file_edit.text().strip()
            return f"sqlite:///{Path(path).expanduser()}" if path else None
        if self.postgres_radio.isChecked():
            return postgres_url(self.host_edit.text().strip(), self.port_spin.value(),
                                self.database_edit.text().strip(),
                                self.user_edit.text().strip(), self.password_edit.text())
        return None

    def run_test(self) -> bool:
        try:
            message = check_connection(self.chosen_url())
        except StoreError as error:
            self.result_label.setStyleSheet("color: #c0392b")
            self.result_label.setText(str(error))
            return False
        self.result_label.setStyleSheet("color: #1f5c39")
        self.result_label.setText(message)
        return True

    def save(self) -> None:
        url = self.chosen_url()
        if url is None:
            self.settings.remove(SETTINGS_KEY)
        else:
            self.settings.setValue(SETTINGS_KEY, url)
        self.settings.sync()
        self.accept()
