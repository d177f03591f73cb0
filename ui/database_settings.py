"""Which database the studio keeps its scores in: the default SQLite file, another SQLite
file, or a PostgreSQL server a club shares as one league database (docs/store.md).

The choice is kept in QSettings under ``database/url`` (absent: the default file); the main
window passes :func:`configured_db_url` to ``open_store`` when it first needs the store, and
again at once when Save changes the choice (``MainWindow.choose_database``). "Test
connection" opens the store once (connecting and, for a new database, creating the schema)
and shows success or the ``StoreError`` message — a PostgreSQL URL has a connect timeout,
so it is quick.

A PostgreSQL password is never written to QSettings: the URL is kept without it and the
password goes to the system keyring (``ui/secrets.py``) under that URL. A URL saved with its
password by an earlier version is moved to the keyring the first time it is read. Where there
is no keyring (a headless Linux), the password is not kept at all: the dialog says so, and
the studio asks for it when it opens the database (``with_password``), once per run.

A password given in the URL's query (``?password=``) is the URL's password all the same, and
``?sslpassword=`` (the client key's) is kept in the keyring too, under the account followed
by ``#sslpassword`` (``secret_account``); neither is ever saved in QSettings (issue 27 §11).
Where there is no keyring, an ``sslpassword`` is known for this run only.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
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
from golfstudio.store.engine import (
    LEAGUE_INSTALL,
    default_database_path,
    describe,
    missing_league_packages,
    url_secrets,
    with_secrets,
    without_secrets,
)
from ui import secrets, theme
from ui.file_dialogs import get_save_path

SETTINGS_KEY = "database/url"
ASK_PASSWORD_KEY = "database/askPassword"
"""True when the saved URL needs a password that no keyring could keep: asked at each start."""
POSTGRES_DRIVER = "postgresql+psycopg"

AskPath = Callable[[QWidget, str], Path | None]
AskPassword = Callable[[QWidget | None, str], str | None]
"""Asks for the password of a database (its URL without the password); None if cancelled."""

_session_passwords: dict[str, str] = {}
"""Passwords typed in this run where no keyring keeps them, by URL without password."""


def ask_sqlite_path(parent: QWidget, start: str) -> Path | None:
    return get_save_path(
        parent, QCoreApplication.translate("DatabaseSettingsDialog", "Database file"), start,
        QCoreApplication.translate("DatabaseSettingsDialog",
                                   "SQLite databases (*.db *.sqlite);;All files (*)"),
        options=QFileDialog.Option.DontConfirmOverwrite)


def ask_password(parent: QWidget | None, account: str) -> str | None:
    password, ok = QInputDialog.getText(
        parent, QCoreApplication.translate("DatabaseSettingsDialog", "Database password"),
        QCoreApplication.translate(
            "DatabaseSettingsDialog",
            "The password of {database}\n(this computer has no keyring to keep it):").format(
                database=account),
        QLineEdit.EchoMode.Password)
    return password if ok else None


def _parse(url_text: str) -> URL | None:
    try:
        return make_url(url_text)
    except ArgumentError:
        return None


def without_password(url: URL) -> str:
    """The URL as it is kept in QSettings and names its password in the keyring: none of its
    secrets, the query's included (``engine.without_secrets``)."""
    return without_secrets(url).render_as_string(hide_password=False)


def secret_account(account: str, key: str) -> str:
    """The keyring account of one secret of the URL ``account``: the URL itself for its
    password (as earlier versions kept it), ``account#key`` for the others."""
    return account if key == "password" else f"{account}#{key}"


def _with(url: URL, password: str) -> str:
    return url.set(password=password).render_as_string(hide_password=False)


def _keep_secrets(account: str, secrets_: dict[str, str]) -> bool:
    """Every secret of the URL in the keyring (True), else in this run's memory (False)."""
    kept = True
    for key, value in secrets_.items():
        if not secrets.store_password(secret_account(account, key), value):
            _session_passwords[secret_account(account, key)] = value
            kept = False
    return kept


def _kept_secrets(account: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for key in ("password", "sslpassword"):
        value = (secrets.load_password(secret_account(account, key))
                 or _session_passwords.get(secret_account(account, key)))
        if value:
            found[key] = value
    return found


def configured_db_url(settings: QSettings) -> str | None:
    """The URL saved by the dialog, with its password from the keyring (or typed earlier in
    this run), or None for the default (``$GOLFSTUDIO_DB``, else the SQLite file in the
    user's data folder — ``open_store(None)``'s own order). A password still in QSettings
    (an earlier version's) moves to the keyring when there is one."""
    value = settings.value(SETTINGS_KEY, None)
    if not value:
        return None
    text = str(value)
    url = _parse(text)
    if url is None:
        return text
    account = without_password(url)
    found = url_secrets(url)
    if found:
        if _keep_secrets(account, found):
            settings.setValue(SETTINGS_KEY, account)
            settings.sync()
        return text
    kept = _kept_secrets(account)
    return with_secrets(url, kept).render_as_string(hide_password=False) if kept else text


def with_password(url_text: str | None, settings: QSettings, parent: QWidget | None = None,
                  ask: AskPassword = ask_password) -> str | None:
    """``url_text`` ready to open: when it is the saved URL whose password no keyring keeps,
    the password is asked for (once per run); anything else is returned as it is."""
    if not url_text or not settings.value(ASK_PASSWORD_KEY, False, type=bool):
        return url_text
    url = _parse(url_text)
    saved = settings.value(SETTINGS_KEY, None)
    if url is None or "password" in url_secrets(url) or without_password(url) != saved:
        return url_text
    account = without_password(url)
    password = _session_passwords.get(account) or ask(parent, account)
    if not password:
        return url_text  # cancelled: the server says what is missing
    _session_passwords[account] = password
    return _with(url, password)


def postgres_url(host: str, port: int, database: str, user: str, password: str,
                 query: dict[str, str | tuple[str, ...]] | None = None) -> str:
    """The form's URL; ``query``: the parameters of the URL it was loaded from (``sslmode``,
    an ``sslpassword``…), which the form does not show but must not lose."""
    url = URL.create(POSTGRES_DRIVER, username=user or None, password=password or None,
                     host=host or None, port=port, database=database or None,
                     query=query or {})
    return url.render_as_string(hide_password=False)


def check_connection(url: str | None) -> str:
    """Open and close the store at ``url``: a success line, or StoreError."""
    with open_store(url) as store:
        return QCoreApplication.translate(
            "DatabaseSettingsDialog", "Connected to {database}").format(
                database=describe(store.url))


class DatabaseSettingsDialog(QDialog):
    """Choose the database; Save writes ``database/url``, and the main window switches to it
    at once (``MainWindow.choose_database``)."""

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
        self.file_edit.setAccessibleName(self.tr("Database file"))
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
        self.keyring_label = QLabel(
            self.tr("The password is kept in the system keyring.")
            if secrets.keyring_available() else
            self.tr("This computer has no keyring: the password is not saved, and GolfStudio "
                    "asks for it each time it opens the database."), self)
        self.keyring_label.setObjectName("muted")
        self.keyring_label.setWordWrap(True)
        form.addRow("", self.keyring_label)
        missing = missing_league_packages()
        self.install_label = QLabel(self.tr(
            "A PostgreSQL league database needs packages that are not installed here "
            "({packages}). Install them with: {command}").format(
                packages=", ".join(missing), command=LEAGUE_INSTALL), self)
        self.install_label.setObjectName("installHint")
        self.install_label.setWordWrap(True)
        self.install_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.install_label.setVisible(bool(missing))
        form.addRow("", self.install_label)
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
        # Said as it happens (issue 30 §16; the Decision in docs/store.md): at once.
        self.note = QLabel(self.tr(
            "Save switches to the chosen database at once. Every score is already saved in "
            "the database it was typed in; open scorecards close, and the page shown opens "
            "again on the new database. A game being played is saved where it started."),
            self)
        self.note.setObjectName("muted")
        self.note.setWordWrap(True)
        col.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self._query: dict[str, str | tuple[str, ...]] = {}
        self._load(configured_db_url(settings))

    def _load(self, url_text: str | None) -> None:
        self.default_radio.setChecked(True)
        self._query = {}
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
            # A ?password= is the password (issue 27 §11): shown in its field, not kept in
            # the query; the other parameters ride along unseen.
            self.password_edit.setText(url_secrets(url).get("password", ""))
            self._query = {key: value for key, value in url.query.items()
                           if key.lower() != "password"}

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
                                self.user_edit.text().strip(), self.password_edit.text(),
                                self._query)
        return None

    def run_test(self) -> bool:
        try:
            message = check_connection(self.chosen_url())
        except StoreError as error:
            theme.ink(self.result_label, "stroke_dot")
            self.result_label.setText(str(error))
            return False
        theme.ink(self.result_label, "accent_dark")
        self.result_label.setText(message)
        return True

    def save(self) -> None:
        """Keep the URL without its password; the password in the keyring, or nowhere (asked
        at each start) when there is no keyring."""
        url_text = self.chosen_url()
        self.settings.remove(ASK_PASSWORD_KEY)
        url = _parse(url_text) if url_text is not None else None
        if url_text is None:
            self.settings.remove(SETTINGS_KEY)
        elif url is None:
            self.settings.setValue(SETTINGS_KEY, url_text)
        else:
            account = without_password(url)
            self.settings.setValue(SETTINGS_KEY, account)
            found = url_secrets(url)
            # Not kept: this run still connects (_session_passwords), the next start asks.
            if not _keep_secrets(account, found) and "password" in found:
                self.settings.setValue(ASK_PASSWORD_KEY, True)
            for key in ("password", "sslpassword"):
                if key not in found:
                    secrets.forget_password(secret_account(account, key))
        self.settings.sync()
        self.accept()
