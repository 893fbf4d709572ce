from __future__ import annotations

from datetime import date

from fastapi import APIRouter, HTTPException, Query

from app.slots import free_slots, label

router = APIRouter(prefix="/api")

BOOKED: dict[int, set] = {}
APPOINTMENTS: list[dict] = []


@router.get("/doctors/{doctor_id}/slots")
def list_slots(doctor_id: int, day: date) -> list[dict]:
    booked = BOOKED.get(doctor_id, set())
    return [
        {"start": s.start_utc.isoformat(), "label": label(s)}
        for s in free_slots(doctor_id, day, booked)
    ]


@router.get("/reports/weekly")
def weekly_report(week_start: date, doctor_id: int | None = Query(None)) -> dict:
    rows = [a for a in APPOINTMENTS if a["start_utc"].date() >= week_start]
    if doctor_id is not None:
        rows = [a for a in rows if a["doctor_id"] == doctor_id]
    by_status: dict[str, int] = {}
    for a in rows:
        by_status[a["status"]] = by_status.get(a["status"], 0) + 1
    return {"week_start": week_start.isoformat(), "total": len(rows), "by_status": by_status}


@router.post("/appointments/{appt_id}/cancel")
def cancel(appt_id: int) -> dict:
    for a in APPOINTMENTS:
        if a["id"] == appt_id:
            a["status"] = "cancelled"
            return a
    raise HTTPException(404, "appointment not found")
