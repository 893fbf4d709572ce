from fastapi import FastAPI

from app.routers import health, orders

app = FastAPI(title="orders-api", version="0.9.2")
app.include_router(health.router)
app.include_router(orders.router, prefix="/v1")
