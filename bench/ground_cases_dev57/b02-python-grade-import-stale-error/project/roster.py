"""The Canvas roster export, keyed by SIS User ID (the student number Gradescope calls SID)."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Student:
    name: str
    canvas_id: str
    sis_id: str
    section: str


def load_roster(path: Path) -> dict[str, Student]:
    """Students by SIS User ID. Canvas puts a "Points Possible" row right under the
    header; it has no SIS id and is skipped, as are test students."""
    roster: dict[str, Student] = {}
    with path.open(newline="", encoding="utf-8-sig") as fh:
        for row in csv.DictReader(fh):
            sis = (row.get("SIS User ID") or "").strip()
            if not sis or row["Student"].strip() == "Test Student":
                continue
            roster[sis] = Student(
                name=row["Student"].strip(),
                canvas_id=row["ID"].strip(),
                sis_id=sis,
                section=row.get("Section", "").strip(),
            )
    return roster


def sections(roster: dict[str, Student]) -> list[str]:
    return sorted({s.section for s in roster.values() if s.section})
