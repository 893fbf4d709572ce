from fastapi import FastAPI
from sqlalchemy import text

from app.db import Base, engine
from app.reports import router as reports_router

app = FastAPI(title="forum-mod")
app.include_router(reports_router)


@app.get("/healthz")
def healthz() -> dict:
    with engine.connect() as conn:
        conn.execute(text("SELECT 1"))
    return {"status": "ok"}


@app.on_event("startup")
def create_tables() -> None:
    Base.metadata.create_all(engine)
