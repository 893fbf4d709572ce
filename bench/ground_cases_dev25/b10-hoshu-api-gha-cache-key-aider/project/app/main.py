"""保守点検スケジュール API（社内向け）。"""
from __future__ import annotations

from datetime import UTC, date, datetime

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI(title="hoshu-api")


class Inspection(BaseModel):
    id: int
    site: str
    due: date
    done: bool = False


_INSPECTIONS: dict[int, Inspection] = {
    1: Inspection(id=1, site="品川ビル 空調", due=date(2025, 12, 1)),
    2: Inspection(id=2, site="川崎倉庫 昇降機", due=date(2025, 11, 20)),
}


@app.get("/health")
def health() -> dict[str, str]:
    return {"status": "ok", "time": datetime.now(UTC).isoformat(timespec="seconds")}


@app.get("/inspections")
def list_inspections(pending_only: bool = False) -> list[Inspection]:
    items = sorted(_INSPECTIONS.values(), key=lambda i: i.due)
    return [i for i in items if not (pending_only and i.done)]


@app.post("/inspections/{inspection_id}/done")
def mark_done(inspection_id: int) -> Inspection:
    inspection = _INSPECTIONS.get(inspection_id)
    if inspection is None:
        raise HTTPException(status_code=404, detail="inspection not found")
    inspection.done = True
    return inspection
