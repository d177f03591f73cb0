"""Passwords in the system keyring (Secret Service, macOS Keychain, Windows Credential
Locker), never in QSettings, which is a plain file or registry entry anyone can read.

A league's PostgreSQL password is kept under the service ``GolfStudio`` and, as the account,
the database URL without its password, so two databases keep two passwords.

A headless Linux, or a desktop with no Secret Service running, has no keyring: ``keyring``
then answers with its ``fail`` backend (every call raises) or, with ``keyrings.alt``
installed, a plaintext file — no better than QSettings. Both count as *no keyring* here: the
password is not stored at all and the studio asks for it at each start
(``ui/database_settings.py``).
"""

from __future__ import annotations

import contextlib

import keyring
from keyring.backend import KeyringBackend
from keyring.errors import KeyringError

SERVICE = "GolfStudio"

_UNSAFE_BACKENDS = ("fail", "null", "plaintext", "uncrypted", "unencrypted")
"""Words in the names (module, class) of keyring backends that do not keep a secret."""


def _is_safe(backend: KeyringBackend) -> bool:
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


def keyring_available() -> bool:
    """Whether a real keyring keeps secrets on this computer."""
    return _is_safe(keyring.get_keyring())


def store_password(account: str, password: str) -> bool:
    """Keep ``password`` for ``account``; False when there is no keyring (or it refused)."""
    if not keyring_available():
        return False
    try:
        keyring.set_password(SERVICE, account, password)
    except KeyringError:
        return False
    return True


def load_password(account: str) -> str | None:
    """The password kept for ``account``; None when there is none or no keyring."""
    if not keyring_available():
        return None
    try:
        return keyring.get_password(SERVICE, account)
    except KeyringError:
        return None


def forget_password(account: str) -> None:
    if not keyring_available():
        return
    # Nothing kept for it (PasswordDeleteError) or a locked keyring: nothing to forget.
    with contextlib.suppress(KeyringError):
        keyring.delete_password(SERVICE, account)
