from fastapi import FastAPI

from app.routers import credit_notes, invoices, payments

app = FastAPI(title="ledgr", version="0.9.2")
app.include_router(invoices.router)
app.include_router(credit_notes.router)
app.include_router(payments.router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
