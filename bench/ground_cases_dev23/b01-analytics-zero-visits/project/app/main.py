from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

from app.api import reports

app = FastAPI(title="shop-analytics", version="0.7.2")

app.add_middleware(
    CORSMiddleware,
    allow_origins=["http://localhost:5173", "https://admin.example-shop.jp"],
    allow_methods=["GET"],
    allow_headers=["*"],
)

app.include_router(reports.router)


@app.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok"}
