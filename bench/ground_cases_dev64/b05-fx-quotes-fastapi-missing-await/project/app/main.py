from __future__ import annotations

import logging

from fastapi import FastAPI

from app.routes import quotes
from app.services import rates
from app.services.cache import cache

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")

app = FastAPI(title="fx-quotes")
app.include_router(quotes.router)


@app.on_event("startup")
async def startup() -> None:
    await cache.connect()
    await rates.open_client()


@app.on_event("shutdown")
async def shutdown() -> None:
    await rates.close_client()
    await cache.close()


@app.get("/healthz")
async def healthz() -> dict:
    return {"ok": await cache.ping()}
