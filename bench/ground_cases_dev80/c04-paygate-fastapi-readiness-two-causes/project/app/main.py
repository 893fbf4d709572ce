from fastapi import FastAPI

from app.config import get_settings
from app.health import router as health_router
from app.logging_setup import configure_logging
from app.request_id import RequestIdMiddleware
from app.routes.payments import router as payments_router

settings = get_settings()
configure_logging(settings.log_level)

app = FastAPI(title="paygate-api")
app.add_middleware(RequestIdMiddleware)
app.include_router(health_router)
app.include_router(payments_router)
