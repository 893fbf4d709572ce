from fastapi import FastAPI

from app.orders import router as orders_router

app = FastAPI(title="hinata-shop-api")
app.include_router(orders_router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
