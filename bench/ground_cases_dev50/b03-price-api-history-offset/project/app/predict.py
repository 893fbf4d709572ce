"""POST /predict"""
from __future__ import annotations

from datetime import datetime, timezone

import pandas as pd
from fastapi import APIRouter, Depends, HTTPException

from app.db import PredictionLog, get_log
from app.model_store import UnknownModelVersion, get_model
from app.schemas import PredictRequest, PredictResponse
from app.settings import settings

router = APIRouter(tags=["predict"])


def to_frame(req: PredictRequest, columns: list[str]) -> pd.DataFrame:
    row = req.model_dump(exclude={"model_version"})
    row["age_years"] = datetime.now().year - row.pop("built_year")
    frame = pd.get_dummies(pd.DataFrame([row]), columns=["ward"], dtype=float)
    return frame.reindex(columns=columns, fill_value=0.0)


@router.post("/predict", response_model=PredictResponse)
def predict(req: PredictRequest, log: PredictionLog = Depends(get_log)) -> PredictResponse:
    version = req.model_version or settings.default_model_version
    try:
        model = get_model(version)
    except UnknownModelVersion:
        raise HTTPException(404, f"unknown model version {version}")
    X = to_frame(req, list(model.feature_names_in_))
    price = int(round(float(model.predict(X)[0]), -3))
    now = datetime.now(timezone.utc)
    log.add(version, req.ward, price, now)
    return PredictResponse(price_yen=price, model_version=version, predicted_at=now)
