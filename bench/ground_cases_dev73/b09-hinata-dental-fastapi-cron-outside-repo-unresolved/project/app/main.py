from fastapi import FastAPI

from app.settings import settings

app = FastAPI(title=f"{settings.clinic_name} reminders")


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
