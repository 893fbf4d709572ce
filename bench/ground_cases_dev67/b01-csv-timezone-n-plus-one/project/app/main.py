from fastapi import FastAPI

from app.routes import exports, orders

app = FastAPI(title="shop-admin")
app.include_router(orders.router)
app.include_router(exports.router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
