from datetime import date

from fastapi import APIRouter

router = APIRouter(prefix="/reports", tags=["reports"])


@router.get("/daily")
def daily(day: date) -> dict:
    return {"day": day.isoformat(), "rows": []}
