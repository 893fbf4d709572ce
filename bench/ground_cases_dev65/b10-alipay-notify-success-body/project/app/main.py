from fastapi import FastAPI

from app.payments.routes import router as payments_router

app = FastAPI(title="kurumi-store-api")
app.include_router(payments_router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
