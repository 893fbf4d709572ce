from fastapi import FastAPI

from app.exports import router as exports_router
from app.reports import router as reports_router

app = FastAPI(title="tessera")
app.include_router(exports_router, prefix="/api/exports")
app.include_router(reports_router, prefix="/api/reports")


@app.get("/api/health")
async def health() -> dict[str, str]:
    return {"status": "ok"}
