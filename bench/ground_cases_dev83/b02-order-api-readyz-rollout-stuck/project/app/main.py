from __future__ import annotations

import logging
from contextlib import asynccontextmanager

from fastapi import FastAPI

from app import db, health
from app.config import get_settings
from app.routes import orders


@asynccontextmanager
async def lifespan(app: FastAPI):
    logging.basicConfig(level=get_settings().log_level)
    yield
    await db.dispose()


app = FastAPI(title="order-api", lifespan=lifespan)
app.include_router(orders.router)
app.include_router(health.router)


@app.get("/healthz")
async def healthz() -> dict:
    return {"status": "ok"}
