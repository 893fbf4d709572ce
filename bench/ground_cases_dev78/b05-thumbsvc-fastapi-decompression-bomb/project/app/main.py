from fastapi import FastAPI

from app.routers import images

app = FastAPI(title="thumbsvc")
app.include_router(images.router)


@app.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok"}
