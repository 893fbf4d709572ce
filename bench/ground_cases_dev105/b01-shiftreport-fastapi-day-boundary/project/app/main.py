from __future__ import annotations

import csv
import io

from fastapi import FastAPI, Query
from fastapi.responses import PlainTextResponse

from app.reports import daily_totals, to_rows
from app.store import load_shifts

app = FastAPI(title="shift-report")


@app.get("/health")
def health() -> dict:
    return {"ok": True}


@app.get("/reports/daily")
def daily(store: str | None = Query(default=None)) -> list[dict]:
    totals = daily_totals(load_shifts(store))
    return [
        {"date": d, "staff_id": staff, "hours": float(hours)}
        for d, staff, hours in to_rows(totals)
    ]


@app.get("/reports/daily.csv", response_class=PlainTextResponse)
def daily_csv(store: str | None = Query(default=None)) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["date", "staff_id", "hours"])
    for row in to_rows(daily_totals(load_shifts(store))):
        writer.writerow(row)
    return buf.getvalue()
