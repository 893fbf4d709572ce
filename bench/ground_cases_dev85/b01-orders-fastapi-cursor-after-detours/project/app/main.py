from fastapi import FastAPI

from app.routers import customers, orders

app = FastAPI(title="orders-api", version="0.9.2")
app.include_router(orders.router)
app.include_router(customers.router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
