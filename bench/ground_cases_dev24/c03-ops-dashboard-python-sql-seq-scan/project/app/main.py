from fastapi import FastAPI

from app import reports

app = FastAPI(title="ops-dashboard")
app.include_router(reports.router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
