from fastapi import FastAPI

from app.routes import reports

app = FastAPI(title="report-service")
app.include_router(reports.router)


@app.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok"}
