from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

from app.database import Base, engine
from app.routers import orders

app = FastAPI(title="shop-api", version="0.4.2")

app.add_middleware(
    CORSMiddleware,
    allow_origins=["http://localhost:5173", "https://admin.shop.liwei.dev"],
    allow_methods=["*"],
    allow_headers=["*"],
)

app.include_router(orders.router, prefix="/api/orders", tags=["orders"])


@app.on_event("startup")
def create_tables() -> None:
    # 迁移还没接 alembic，先这样
    Base.metadata.create_all(bind=engine)


@app.get("/healthz")
def healthz():
    return {"status": "ok"}
