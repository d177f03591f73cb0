"""Passwords in the system keyring (Secret Service, macOS Keychain, Windows Credential
Locker), never in QSettings, which is a plain file or registry entry anyone can read.

A league's PostgreSQL password is kept under the service ``GolfStudio`` and, as the account,
the database URL without its password, so two databases keep two passwords.

A headless Linux, or a desktop with no Secret Service running, has no keyring: ``keyring``
then answers with its ``fail`` backend (every call raises) or, with ``keyrings.alt``
installed, a plaintext file — no better than QSettings. Both count as *no keyring* here: the
password is not stored at all and the studio asks for it at each start
(``ui/database_settings.py``). So it is where ``keyring`` is not installed at all: it is part
of the ``league`` extra (``golfstudio.store.engine.LEAGUE_PACKAGES``), which a player who never
opens a league database does without.
"""

from __future__ import annotations

import contextlib
import importlib
from types import ModuleType
from typing import Any

SERVICE = "GolfStudio"

_UNSAFE_BACKENDS = ("fail", "null", "plaintext", "uncrypted", "unencrypted")
"""Words in the names (module, class) of keyring backends that do not keep a secret."""


def _keyring() -> ModuleType | None:
    """The ``keyring`` package, imported when first asked; None where it is not installed."""
    try:
        return importlib.import_module("keyring")
    except ImportError:
        return None


def _keyring_error() -> type[Exception]:
    errors = importlib.import_module("keyring.errors")
    found: type[Exception] = errors.KeyringError
    return found


def _is_safe(backend: Any) -> bool:
    chained = getattr(backend, "backends", None)
    if isinstance(chained, list):  # keyring's ChainerBackend: safe when one of its own is
        return any(_is_safe(inner) for inner in chained)
    kind = type(backend)
    name = f"{kind.__module__}.{kind.__qualname__}".lower()
    if any(word in name for word in _UNSAFE_BACKENDS):
        return False
    try:
        return float(backend.priority) > 0
    except (TypeError, ValueError):
        return True


def keyring_installed() -> bool:
    return _keyring() is not None


def keyring_available() -> bool:
    """Whether a real keyring keeps secrets on this computer."""
    found = _keyring()
    return found is not None and _is_safe(found.get_keyring())


def store_password(account: str, password: str) -> bool:
    """Keep ``password`` for ``account``; False when there is no keyring (or it refused)."""
    found = _keyring()
    if found is None or not keyring_available():
        return False
    try:
        found.set_password(SERVICE, account, password)
    except _keyring_error():
        return False
    return True


def load_password(account: str) -> str | None:
    """The password kept for ``account``; None when there is none or no keyring."""
    found = _keyring()
    if found is None or not keyring_available():
        return None
    try:
        password: str | None = found.get_password(SERVICE, account)
    except _keyring_error():
        return None
    return password


def forget_password(account: str) -> None:
    found = _keyring()
    if found is None or not keyring_available():
        return
    # Nothing kept for it (PasswordDeleteError) or a locked keyring: nothing to forget.
    with contextlib.suppress(_keyring_error()):
        found.delete_password(SERVICE, account)
