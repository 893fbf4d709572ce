"""The subscriber list: a CSV exported from the sign-up form, edited by hand."""
from __future__ import annotations

import csv
import hashlib
from dataclasses import dataclass

from mailer.config import SUBSCRIBERS_CSV


@dataclass(frozen=True)
class Subscriber:
    email: str
    first_name: str
    status: str  # "active", "unsubscribed", "bounced"

    @property
    def token(self) -> str:
        return hashlib.sha256(("elm:" + self.email.lower()).encode()).hexdigest()[:16]


def load(path: str = SUBSCRIBERS_CSV) -> list[Subscriber]:
    with open(path, newline="", encoding="utf-8") as f:
        return [Subscriber(r["email"].strip(), r.get("first_name", "").strip(), r.get("status", "active").strip().lower())
                for r in csv.DictReader(f)]


def recipients(path: str = SUBSCRIBERS_CSV) -> list[Subscriber]:
    """Everyone who should get this issue."""
    return [s for s in load(path) if s.status == "active"]


def by_token(token: str, path: str = SUBSCRIBERS_CSV) -> Subscriber | None:
    return next((s for s in load(path) if s.token == token), None)
