import logging
import time

from fastapi import FastAPI, Request

from app import db
from app.routers import health, lifts, snow, weather

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
timing = logging.getLogger("app.timing")

app = FastAPI(title="gelande-api")
app.include_router(health.router)
app.include_router(lifts.router)
app.include_router(snow.router)
app.include_router(weather.router)


@app.middleware("http")
async def log_timing(request: Request, call_next):
    started = time.perf_counter()
    response = await call_next(request)
    elapsed = (time.perf_counter() - started) * 1000
    timing.info("%s %s %d %.0fms", request.method, request.url.path, response.status_code, elapsed)
    return response


@app.on_event("startup")
async def startup() -> None:
    await db.connect()


@app.on_event("shutdown")
async def shutdown() -> None:
    await db.disconnect()
