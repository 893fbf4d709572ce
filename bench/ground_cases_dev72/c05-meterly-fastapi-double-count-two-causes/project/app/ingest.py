"""POST /v1/usage: the SDKs report metered usage here."""
from __future__ import annotations

from fastapi import APIRouter, Header, status

from app.db import connection
from app.models import UsageEventIn

router = APIRouter(prefix="/v1")


@router.post("/usage", status_code=status.HTTP_202_ACCEPTED)
def record_usage(event: UsageEventIn, idempotency_key: str | None = Header(default=None)) -> dict:
    with connection() as conn:
        conn.execute(
            """
            INSERT INTO usage_events (workspace_id, metric, quantity, occurred_at, request_id)
            VALUES (%s, %s, %s, %s, %s)
            """,
            (event.workspace_id, event.metric, event.quantity, event.occurred_at, idempotency_key),
        )
    return {"accepted": True}


@router.get("/usage/{workspace_id}/current")
def current_month(workspace_id: str) -> dict:
    with connection() as conn:
        rows = conn.execute(
            """
            SELECT metric, COALESCE(SUM(quantity), 0)
              FROM usage_events
             WHERE workspace_id = %s
               AND occurred_at >= date_trunc('month', now())
             GROUP BY metric
            """,
            (workspace_id,),
        ).fetchall()
    return {metric: int(total) for metric, total in rows}
