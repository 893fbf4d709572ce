import logging

from fastapi import FastAPI, Response
from redis.asyncio import Redis

from app import __version__
from app.config import get_settings
from app.quotes import router as quotes_router

settings = get_settings()
logging.basicConfig(level=settings.log_level)
log = logging.getLogger("quote-svc")

app = FastAPI(title="quote-svc", version=__version__)
app.include_router(quotes_router)

redis = Redis.from_url(settings.redis_url, socket_connect_timeout=1)


@app.get("/healthz")
async def healthz() -> dict:
    """Liveness: the process answers. Never touches dependencies."""
    return {"status": "ok", "version": __version__}


@app.get("/readyz")
async def readyz(response: Response) -> dict:
    """Readiness: redis must answer, otherwise take the pod out of the Service."""
    try:
        await redis.ping()
    except Exception as exc:  # noqa: BLE001
        log.warning("readyz: redis not reachable: %s", exc)
        response.status_code = 503
        return {"status": "redis unavailable"}
    return {"status": "ready"}


@app.on_event("shutdown")
async def close_redis() -> None:
    await redis.aclose()
