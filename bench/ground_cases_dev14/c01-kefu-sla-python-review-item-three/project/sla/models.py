from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum


class Priority(str, Enum):
    P1 = "P1"
    P2 = "P2"
    P3 = "P3"
    P4 = "P4"


@dataclass(frozen=True)
class Policy:
    priority: Priority
    response_minutes: int
    resolve_minutes: int


POLICIES: dict[Priority, Policy] = {
    Priority.P1: Policy(Priority.P1, response_minutes=30, resolve_minutes=240),
    Priority.P2: Policy(Priority.P2, response_minutes=120, resolve_minutes=960),
    Priority.P3: Policy(Priority.P3, response_minutes=480, resolve_minutes=2880),
    Priority.P4: Policy(Priority.P4, response_minutes=1440, resolve_minutes=7200),
}


@dataclass
class Ticket:
    id: int
    subject: str
    priority: Priority
    created_at: datetime
    first_response_at: datetime | None = None
    resolved_at: datetime | None = None
    escalation_level: int = 0
    assignee: str | None = None
    tags: list[str] = field(default_factory=list)
