from fastapi import FastAPI
from fastapi.responses import PlainTextResponse

from app.db import SessionLocal
from app.export import export_staff
from app.routes import router

app = FastAPI(title="staff-api")
app.include_router(router)


@app.get("/export/staff.csv", response_class=PlainTextResponse)
def staff_csv():
    with SessionLocal() as db:
        return export_staff(db)
