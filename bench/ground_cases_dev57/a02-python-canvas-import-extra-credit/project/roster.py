"""Match CSV rows to Canvas students by SIS id, falling back to email."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Student:
    canvas_id: int
    sis_id: str
    email: str
    sortable_name: str


class Roster:
    def __init__(self, enrollments: list[dict]) -> None:
        self.by_sis: dict[str, Student] = {}
        self.by_email: dict[str, Student] = {}
        for e in enrollments:
            user = e["user"]
            s = Student(
                canvas_id=user["id"],
                sis_id=str(user.get("sis_user_id") or ""),
                email=(user.get("login_id") or "").lower(),
                sortable_name=user["sortable_name"],
            )
            if s.sis_id:
                self.by_sis[s.sis_id] = s
            if s.email:
                self.by_email[s.email] = s

    def match(self, sis_id: str, email: str) -> Student | None:
        if sis_id and sis_id in self.by_sis:
            return self.by_sis[sis_id]
        return self.by_email.get(email.lower())

    def __len__(self) -> int:
        return len(self.by_sis)
