from __future__ import annotations

from fastapi import FastAPI, HTTPException
from sqlalchemy import text

from leadscore.db import engine

app = FastAPI(title="leadscore")


@app.get("/leads/{lead_id}/score")
def lead_score(lead_id: int) -> dict:
    with engine.connect() as conn:
        row = conn.execute(text("SELECT id, score, scored_at, score_run FROM leads WHERE id = :id"),
                           {"id": lead_id}).mappings().first()
    if row is None:
        raise HTTPException(404, "lead not found")
    return {
        "lead_id": row["id"],
        "score": row["score"],
        "scored_at": row["scored_at"].isoformat() if row["scored_at"] else None,
        "run": row["score_run"],
    }


@app.get("/health")
def health() -> dict:
    return {"ok": True}
