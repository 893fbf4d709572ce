from fastapi import FastAPI

from app.db import Base, engine
from app.routers import appointments, patients

app = FastAPI(title="clinic-booking")
app.include_router(patients.router)
app.include_router(appointments.router)


@app.on_event("startup")
def create_tables() -> None:
    Base.metadata.create_all(engine)


@app.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok"}
