import logging

from fastapi import FastAPI

from app.routers import bookings, webhooks

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s %(message)s")

app = FastAPI(title="yoyaku-api")
app.include_router(bookings.router, prefix="/v1/bookings")
app.include_router(webhooks.router, prefix="/webhooks")


@app.get("/healthz")
def healthz():
    return {"ok": True}
