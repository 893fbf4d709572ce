from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class User:
    id: int
    email: str
    name: str
    digest_enabled: bool = True
    prefs: dict = field(default_factory=dict)
    last_digest_at: datetime | None = None

    @property
    def first_name(self) -> str:
        return self.name.split(" ", 1)[0]
