"""The churn model: load once per worker process, score feature rows."""
from __future__ import annotations

from functools import lru_cache

import joblib
import numpy as np

from worker.settings import settings

MODEL_VERSION = "churn-2025-08"

FEATURES = [
    "tenure_days",
    "logins_30d",
    "orders_90d",
    "support_tickets_90d",
    "plan_price",
    "days_since_last_order",
]


@lru_cache(maxsize=1)
def load_model():
    return joblib.load(settings.model_path)


def to_matrix(features: list[dict]) -> np.ndarray:
    return np.array([[row.get(name) or 0.0 for name in FEATURES] for row in features], dtype=float)


def score(features: list[dict]) -> list[tuple[int, float]]:
    if not features:
        return []
    proba = load_model().predict_proba(to_matrix(features))[:, 1]
    return [(row["customer_id"], float(p)) for row, p in zip(features, proba)]


def risk_band(value: float, threshold: float | None = None) -> str:
    """high at or above the threshold (HIGH_RISK_THRESHOLD), medium above half of it."""
    threshold = settings.high_risk_threshold if threshold is None else threshold
    if value >= threshold:
        return "high"
    if value >= threshold / 2:
        return "medium"
    return "low"
