from __future__ import annotations

from fastapi import APIRouter, Depends, HTTPException, Response

from app.export import export_month, filename
from app.models import DaySummary, PunchIn
from app.store import PunchStore, get_store
from app.worktime import summarize

router = APIRouter(tags=["timesheets"])


def _parse_month(month: str) -> tuple[int, int]:
    try:
        year, mon = (int(x) for x in month.split("-"))
    except ValueError:
        raise HTTPException(422, "month must look like 2025-10") from None
    if not 1 <= mon <= 12:
        raise HTTPException(422, "month must look like 2025-10")
    return year, mon


@router.post("/punches", status_code=201)
def add_punch(punch: PunchIn, store: PunchStore = Depends(get_store)) -> dict:
    day = store.add(punch)
    return {"punch_id": day.punch_id}


@router.get("/timesheets/{employee_id}/{month}")
def month_timesheet(employee_id: int, month: str, store: PunchStore = Depends(get_store)) -> list[DaySummary]:
    year, mon = _parse_month(month)
    days = sorted(store.days_for(employee_id, year, mon), key=lambda d: d.work_date)
    return [DaySummary(work_date=d.work_date, **summarize(d)) for d in days]


@router.get("/timesheets/{employee_id}/{month}/export.csv")
def export_timesheet(employee_id: int, month: str, store: PunchStore = Depends(get_store)) -> Response:
    year, mon = _parse_month(month)
    days = store.days_for(employee_id, year, mon)
    body = export_month(days)
    return Response(
        content=body,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename(employee_id, month)}"'},
    )
