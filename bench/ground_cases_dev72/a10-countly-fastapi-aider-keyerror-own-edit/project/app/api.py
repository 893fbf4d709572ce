from datetime import date

from fastapi import FastAPI, HTTPException

from app.db import load_closed_months, load_events
from app.rollup import rollup

app = FastAPI(title="countly")


@app.get("/workspaces/{workspace_id}/usage/{year}/{month}")
def monthly_usage(workspace_id: str, year: int, month: int) -> dict:
    if not 1 <= month <= 12:
        raise HTTPException(422, "month must be 1-12")
    period = date(year, month, 1)
    totals = rollup(load_events(workspace_id), load_closed_months())
    return {
        "workspace_id": workspace_id,
        "period": period.isoformat(),
        "metrics": {metric: qty for (ws, metric, p), qty in totals.items() if ws == workspace_id and p == period},
    }
