import uuid

import structlog
from fastapi import FastAPI, Request

from app.logging_config import configure_logging, silence_noisy_loggers
from app.payments import router as payments_router
from app.settings import get_settings

settings = get_settings()
configure_logging(json_logs=settings.log_json, level_name=settings.log_level)
silence_noisy_loggers()

app = FastAPI(title="pay-portal")
app.include_router(payments_router)


@app.middleware("http")
async def bind_request_id(request: Request, call_next):
    structlog.contextvars.clear_contextvars()
    rid = request.headers.get("x-request-id") or uuid.uuid4().hex
    structlog.contextvars.bind_contextvars(request_id=rid, path=request.url.path)
    response = await call_next(request)
    response.headers["x-request-id"] = rid
    return response


@app.get("/healthz")
def healthz() -> dict:
    return {"status": "ok", "env": settings.app_env}
