from fastapi import FastAPI

from app.routers import orders, reports

app = FastAPI(title="shopstats")
app.include_router(orders.router)
app.include_router(reports.router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
