import os

from fastapi import FastAPI

from app.db import pool
from app.routers import exports, prices

app = FastAPI(title="pricing-api")
app.include_router(prices.router)
app.include_router(exports.router)


@app.get("/healthz")
async def healthz() -> dict:
    # k8s liveness probe: timeoutSeconds 2, failureThreshold 3
    db = await pool()
    await db.fetchval("SELECT 1")
    return {"ok": True}


@app.get("/readyz")
async def readyz() -> dict:
    # readiness: also require the price table to be reachable
    db = await pool()
    count = await db.fetchval("SELECT count(*) FROM price_lists")
    return {"ok": True, "price_lists": count}


@app.get("/version")
async def version() -> dict:
    return {"service": "pricing-api", "version": os.environ.get("GIT_SHA", "dev")}


@app.on_event("startup")
async def warm() -> None:
    await pool()
