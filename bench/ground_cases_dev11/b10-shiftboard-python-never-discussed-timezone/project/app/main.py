from __future__ import annotations

from datetime import date, timedelta

from fastapi import FastAPI, HTTPException, Query

from app import notify, schedule, store
from app.config import settings
from app.models import Shift, ShiftIn

app = FastAPI(title="shiftboard")

WEEK = r"^\d{4}-W\d{2}$"


@app.get("/shifts", response_model=list[Shift])
def list_shifts(week: str = Query(pattern=WEEK), staff_id: int | None = None):
    start, end = schedule.week_range(week)
    with store.connect() as conn:
        return store.shifts_between(conn, start.isoformat(), end.isoformat(), staff_id=staff_id)


@app.get("/shifts/today", response_model=list[Shift])
def today_shifts():
    today = date.today()
    with store.connect() as conn:
        return store.shifts_between(conn, today.isoformat(), (today + timedelta(days=1)).isoformat())


@app.post("/shifts", response_model=Shift, status_code=201)
def create_shift(shift: ShiftIn, notify_staff: bool = True):
    with store.connect() as conn:
        staff = store.get_staff(conn, shift.staff_id)
        if staff is None:
            raise HTTPException(404, f"staff {shift.staff_id} not found")
        nearby = store.shifts_between(
            conn, store.utc(shift.start - timedelta(days=1)), store.utc(shift.end + timedelta(days=1))
        )
        clashes = schedule.conflicts(shift, nearby)
        if clashes:
            raise HTTPException(409, {"message": "overlaps an existing shift", "shift_ids": [s.id for s in clashes]})
        rest = schedule.rest_violations(shift, nearby, timedelta(hours=settings.min_rest_hours))
        if rest:
            raise HTTPException(
                409,
                {"message": f"less than {settings.min_rest_hours}h rest", "shift_ids": [s.id for s in rest]},
            )
        created = store.add_shift(conn, shift)
    if notify_staff:
        notify.shift_assigned(created, staff)
    return created


@app.get("/reports/hours")
def weekly_hours(week: str = Query(pattern=WEEK)):
    start, end = schedule.week_range(week)
    with store.connect() as conn:
        shifts = store.shifts_between(conn, start.isoformat(), end.isoformat())
        names = {s.id: s.name for s in store.list_staff(conn)}
    totals = schedule.hours_by_staff(shifts)
    return [{"staff_id": sid, "name": names.get(sid, "?"), "hours": round(h, 2)} for sid, h in sorted(totals.items())]
