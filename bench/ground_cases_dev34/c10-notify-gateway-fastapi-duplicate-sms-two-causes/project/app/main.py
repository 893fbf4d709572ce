import structlog
from fastapi import FastAPI

from app.api import sms
from app.core.config import settings

structlog.configure(
    processors=[
        structlog.contextvars.merge_contextvars,
        structlog.processors.TimeStamper(fmt="iso"),
        structlog.processors.JSONRenderer(),
    ]
)

app = FastAPI(title="notify-gateway", version=settings.version)
app.include_router(sms.router, prefix="/v1")


@app.get("/healthz")
async def healthz():
    return {"status": "ok"}
