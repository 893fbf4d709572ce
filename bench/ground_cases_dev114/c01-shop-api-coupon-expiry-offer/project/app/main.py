from fastapi import FastAPI

from app.coupons import router as coupons_router
from app.orders import router as orders_router

app = FastAPI(title="shop-api")
app.include_router(orders_router)
app.include_router(coupons_router)


@app.get("/health")
def health() -> dict:
    return {"ok": True}
