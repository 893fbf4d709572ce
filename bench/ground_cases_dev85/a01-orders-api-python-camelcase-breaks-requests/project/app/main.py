from fastapi import FastAPI

from app.db import init_db
from app.routes import health, orders

app = FastAPI(title="orders-api", version="1.14.0")
app.include_router(health.router)
app.include_router(orders.router, prefix="/orders", tags=["orders"])


@app.on_event("startup")
def _startup() -> None:
    init_db()
