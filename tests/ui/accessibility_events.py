"""Recording the accessibility events the studio sends (``QAccessible.updateAccessibility``),
so a test can check a board announced that its description changed."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleEvent


@dataclass
class AccessibleEvents:
    sent: list[tuple[QObject, QAccessible.Event]] = field(default_factory=list)

    def of(self, target: QObject) -> list[QAccessible.Event]:
        return [kind for obj, kind in self.sent if obj is target]


def record_accessible_events(monkeypatch: pytest.MonkeyPatch) -> AccessibleEvents:
    """Every event sent from now to the test's end (then Qt's own function again)."""
    events = AccessibleEvents()
    send = QAccessible.updateAccessibility

    def record(event: QAccessibleEvent) -> None:
        events.sent.append((event.object(), event.type()))
        send(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(record))
    return events
