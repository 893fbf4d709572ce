"""POST /score: churn propensity for one customer snapshot."""
from __future__ import annotations

import json
from datetime import date

import joblib
import numpy as np
from fastapi import FastAPI
from pydantic import BaseModel, Field

from churn.config import ARTIFACT_DIR, FEATURES

app = FastAPI(title="churn-model")
model = joblib.load(ARTIFACT_DIR / "model.joblib")  # Pipeline: scaler + classifier
plan_rates: dict[str, float] = json.loads((ARTIFACT_DIR / "plan_rates.json").read_text())
default_rate = float(np.mean(list(plan_rates.values())))


class Snapshot(BaseModel):
    customer_id: str
    signup_date: date
    snapshot_date: date
    plan: str
    monthly_fee: float
    seats: int = Field(ge=1)
    logins_30d: int = 0
    logins_prev_30d: int = 0
    tickets_90d: int = 0
    last_login_at: date | None = None
    billing_period: str = "monthly"


def feature_row(s: Snapshot) -> dict[str, float]:
    last = (s.snapshot_date - s.last_login_at).days if s.last_login_at else 365
    return {
        "tenure_months": (s.snapshot_date - s.signup_date).days / 30.4,
        "monthly_fee": s.monthly_fee,
        "seats": s.seats,
        "logins_30d": s.logins_30d,
        "logins_trend": float(np.log1p(s.logins_30d) - np.log1p(s.logins_prev_30d)),
        "tickets_90d": s.tickets_90d,
        "days_since_last_login": last,
        "is_annual": int(s.billing_period == "annual"),
        "plan_churn_rate": plan_rates.get(s.plan, default_rate),
    }


@app.post("/score")
def score(s: Snapshot) -> dict:
    row = feature_row(s)
    x = np.array([[row[name] for name in FEATURES]])
    p = float(model.predict_proba(x)[0, 1])
    return {"customer_id": s.customer_id, "churn_probability": round(p, 4)}
