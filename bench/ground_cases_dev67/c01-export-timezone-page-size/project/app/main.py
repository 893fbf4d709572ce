from fastapi import FastAPI

from app.routes import admin, orders

app = FastAPI(title="shop-api")
app.include_router(orders.router)
app.include_router(admin.router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
