"""Apartment price API: /predict and the prediction log."""
from fastapi import FastAPI

from app import history, predict
from app.model_store import get_model
from app.settings import settings

app = FastAPI(title="price-api", version="1.8.2")
app.include_router(predict.router)
app.include_router(history.router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}


@app.get("/readyz")
def readyz() -> dict:
    """Ready once the default model loads."""
    model = get_model(settings.default_model_version)
    return {"ok": True, "model_version": settings.default_model_version, "n_features": len(model.feature_names_in_)}


@app.on_event("startup")
def warm_up() -> None:
    # load the default model before the first request
    get_model(settings.default_model_version)


def run() -> None:
    import uvicorn

    uvicorn.run("app.main:app", host="0.0.0.0", port=8080)
