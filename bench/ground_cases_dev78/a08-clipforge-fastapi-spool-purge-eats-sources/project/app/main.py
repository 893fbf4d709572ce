from fastapi import FastAPI

from app.uploads import router as uploads_router

app = FastAPI(title="clipforge")
app.include_router(uploads_router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
