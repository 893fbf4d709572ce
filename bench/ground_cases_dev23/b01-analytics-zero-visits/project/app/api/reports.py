from __future__ import annotations

from datetime import date

from fastapi import APIRouter, HTTPException, Query

from app.db import fetch_daily
from app.services.reports import daily_breakdown, top_days, weekly_summary

router = APIRouter(prefix="/shops/{shop_id}/reports", tags=["reports"])

MAX_RANGE_DAYS = 366


def _check_range(start: date, end: date) -> None:
    if end < start:
        raise HTTPException(400, "end must not be before start")
    if (end - start).days > MAX_RANGE_DAYS:
        raise HTTPException(400, f"range must be at most {MAX_RANGE_DAYS} days")


@router.get("/daily")
def get_daily(shop_id: int, start: date = Query(...), end: date = Query(...)) -> list[dict]:
    _check_range(start, end)
    rows = fetch_daily(shop_id, start, end)
    return daily_breakdown(rows)


@router.get("/weekly")
def get_weekly(shop_id: int, start: date = Query(...), end: date = Query(...)) -> list[dict]:
    _check_range(start, end)
    return weekly_summary(fetch_daily(shop_id, start, end))


@router.get("/top-days")
def get_top_days(shop_id: int, start: date = Query(...), end: date = Query(...), n: int = 5) -> list[dict]:
    _check_range(start, end)
    return [
        {"day": r.day.isoformat(), "revenue": r.revenue, "orders": r.orders}
        for r in top_days(fetch_daily(shop_id, start, end), n)
    ]
