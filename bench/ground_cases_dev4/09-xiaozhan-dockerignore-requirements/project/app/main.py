from fastapi import FastAPI

from app.settings import settings

app = FastAPI(title=settings.title)


@app.get("/health")
def health() -> dict[str, str]:
    return {"status": "ok"}
