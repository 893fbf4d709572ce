"""Members and services of the choir rota. Kept in memory, loaded from CSV by importer.py."""
from dataclasses import dataclass, field
from datetime import date, time


@dataclass
class Member:
    name: str
    part: str  # S / A / T / B / 司琴
    unavailable: set[date] = field(default_factory=set)
    max_per_month: int = 3

    def is_free(self, day: date) -> bool:
        return day not in self.unavailable


@dataclass
class Service:
    day: date
    start: time
    label: str  # 第一堂 / 第二堂 / 青年崇拜
    needs: dict[str, int] = field(default_factory=lambda: {"S": 2, "A": 2, "T": 1, "B": 1, "司琴": 1})
    assigned: list[Member] = field(default_factory=list)

    def count(self, part: str) -> int:
        return sum(1 for m in self.assigned if m.part == part)

    def missing(self) -> dict[str, int]:
        return {p: n - self.count(p) for p, n in self.needs.items() if self.count(p) < n}


@dataclass
class Rota:
    month: str
    services: list[Service] = field(default_factory=list)

    def for_member(self, name: str) -> list[Service]:
        return [s for s in self.services if any(m.name == name for m in s.assigned)]
