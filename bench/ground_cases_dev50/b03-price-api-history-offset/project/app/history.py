"""GET /predictions/history"""
from __future__ import annotations

from datetime import date

from fastapi import APIRouter, Depends, Query, Response

from app.db import PredictionLog, get_log
from app.settings import settings

router = APIRouter(prefix="/predictions", tags=["history"])


@router.get("/history")
def history(
    response: Response,
    model_version: str | None = None,
    since: date | None = None,
    page: int = Query(1, ge=1),
    size: int = Query(settings.history_default_page_size, ge=1),
    db: PredictionLog = Depends(get_log),
) -> list[dict]:
    """Logged predictions, newest first, one page at a time; X-Total-Count holds the total."""
    size = min(size, settings.history_max_page_size)
    offset = page * size
    rows = db.query(model_version=model_version, since=since, limit=size, offset=offset)
    response.headers["X-Total-Count"] = str(db.count(model_version=model_version, since=since))
    return [r.as_dict() for r in rows]


@router.get("/history/stats")
def history_stats(model_version: str | None = None, db: PredictionLog = Depends(get_log)) -> dict:
    rows = db.query(model_version=model_version)
    if not rows:
        return {"count": 0}
    prices = sorted(r.price_yen for r in rows)
    return {
        "count": len(prices),
        "median_price_yen": prices[len(prices) // 2],
        "min_price_yen": prices[0],
        "max_price_yen": prices[-1],
    }
