"""The trained churn model and the feature order it expects."""
from __future__ import annotations

from functools import lru_cache

import joblib

from scoring.settings import MODEL_PATH

# the column order the model was fitted with (see churn-model repo, config.FEATURES)
FEATURE_ORDER = [
    "tenure_months",
    "avg_order_value",
    "orders_90d",
    "days_since_login",
    "support_tickets_30d",
    "plan_price",
    "is_annual",
]


@lru_cache(maxsize=1)
def load_model():
    bundle = joblib.load(MODEL_PATH)
    model = bundle["model"]
    trained_on = bundle.get("features")
    if trained_on is not None and list(trained_on) != FEATURE_ORDER:
        raise RuntimeError(f"model was trained on {trained_on}, worker sends {FEATURE_ORDER}")
    return model


def predict(frame) -> list[float]:
    X = frame[FEATURE_ORDER].astype("float64")
    return load_model().predict_proba(X)[:, 1].tolist()
