from fastapi import FastAPI

from app import refunds, webhooks

app = FastAPI(title="shopdesk-payments")
app.include_router(refunds.router)
app.include_router(webhooks.router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
