from fastapi import FastAPI, Response, status

from app.db import connection
from app.ingest import router as ingest_router

app = FastAPI(title="meterly")
app.include_router(ingest_router)


@app.get("/healthz")
def healthz(response: Response) -> dict:
    try:
        with connection() as conn:
            conn.execute("SELECT 1")
    except Exception as exc:  # readiness must answer, not raise
        response.status_code = status.HTTP_503_SERVICE_UNAVAILABLE
        return {"ok": False, "db": str(exc)}
    return {"ok": True, "db": "up"}
