from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "shifts.json"


@dataclass(frozen=True)
class Shift:
    staff_id: str
    start: datetime
    end: datetime
    store: str = "shibuya"


def _parse(raw: dict) -> Shift:
    return Shift(
        staff_id=raw["staff_id"],
        start=datetime.fromisoformat(raw["start"]),
        end=datetime.fromisoformat(raw["end"]),
        store=raw.get("store", "shibuya"),
    )


def load_shifts(store: str | None = None, path: Path = DATA_FILE) -> list[Shift]:
    if not path.exists():
        return []
    items = [_parse(r) for r in json.loads(path.read_text(encoding="utf-8"))]
    if store is not None:
        items = [s for s in items if s.store == store]
    return sorted(items, key=lambda s: s.start)


def save_shift(shift: Shift, path: Path = DATA_FILE) -> None:
    items = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    items.append({
        "staff_id": shift.staff_id,
        "start": shift.start.isoformat(),
        "end": shift.end.isoformat(),
        "store": shift.store,
    })
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(items, ensure_ascii=False, indent=2), encoding="utf-8")
