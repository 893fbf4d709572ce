from fastapi import FastAPI

from app.routes.notify import router as notify_router

app = FastAPI(title="notify")
app.include_router(notify_router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
