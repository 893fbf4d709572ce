"""Read the Canvas gradebook export to map SIS IDs to Canvas users."""
from __future__ import annotations

import csv
from pathlib import Path

SKIP_NAMES = {"Points Possible", "Test Student"}


def _clean(value: str | None) -> str:
    return (value or "").strip()


def load_roster(path: Path) -> dict[str, dict]:
    """SIS User ID -> {name, canvas_id, section}.

    Canvas exports the SIS User ID as text, so leading zeros are kept
    (e.g. "0231045"). The second line of the export is "Points Possible".
    """
    roster: dict[str, dict] = {}
    with path.open(newline="", encoding="utf-8-sig") as f:
        for row in csv.DictReader(f):
            name = _clean(row.get("Student"))
            if not name or name in SKIP_NAMES:
                continue
            sis = _clean(row.get("SIS User ID"))
            if not sis:
                continue
            roster[sis] = {
                "name": name,
                "canvas_id": _clean(row.get("ID")),
                "section": _clean(row.get("Section")),
            }
    return roster


def sections(roster: dict[str, dict]) -> list[str]:
    return sorted({v["section"] for v in roster.values() if v["section"]})
