from __future__ import annotations

from datetime import date

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import PlainTextResponse

from app.export import daily_csv
from app.models import store
from app.reports import daily_summary, top_products

app = FastAPI(title="shop-report")


def _parse_day(value: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise HTTPException(status_code=422, detail=f"bad date: {value}") from None


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}


@app.get("/reports/daily")
def get_daily(day: str = Query(..., description="YYYY-MM-DD")) -> dict:
    return daily_summary(store.all(), _parse_day(day))


@app.get("/reports/daily.csv", response_class=PlainTextResponse)
def get_daily_csv(day: str = Query(..., description="YYYY-MM-DD")) -> PlainTextResponse:
    parsed = _parse_day(day)
    return PlainTextResponse(
        daily_csv(store.all(), parsed),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="daily-{parsed.isoformat()}.csv"'},
    )


@app.get("/reports/top-products")
def get_top_products(day: str, limit: int = Query(5, ge=1, le=50)) -> list[dict]:
    rows = top_products(store.all(), _parse_day(day), limit)
    return [{"sku": sku, "qty": qty} for sku, qty in rows]
