"""Shift slots for the week, kept in a JSON file."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

SLOTS = ("土AM", "土PM", "日AM", "日PM")
CAPACITY = {"土AM": 4, "土PM": 4, "日AM": 6, "日PM": 3}


@dataclass
class Week:
    label: str
    slots: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SLOTS})


class RotaStore:
    def __init__(self, path: str) -> None:
        self.path = Path(path)

    def load(self) -> Week:
        if not self.path.exists():
            return Week(label="今週")
        data = json.loads(self.path.read_text(encoding="utf-8"))
        return Week(label=data["label"], slots=data["slots"])

    def save(self, week: Week) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(asdict(week), ensure_ascii=False, indent=2), encoding="utf-8")

    def take(self, slot: str, name: str) -> bool:
        week = self.load()
        people = week.slots.setdefault(slot, [])
        if name in people or len(people) >= CAPACITY.get(slot, 0):
            return False
        people.append(name)
        self.save(week)
        return True

    def release(self, slot: str, name: str) -> bool:
        week = self.load()
        if name not in week.slots.get(slot, []):
            return False
        week.slots[slot].remove(name)
        self.save(week)
        return True
