"""Feature list, target and paths shared by training and serving."""
from __future__ import annotations

from pathlib import Path

ARTIFACT_DIR = Path("artifacts")
TARGET = "churned_next_30d"
RANDOM_STATE = 42

# Order matters: the model is trained on columns in this order and serve.py builds the
# request vector from this list.
FEATURES = [
    "tenure_months",
    "monthly_fee",
    "seats",
    "logins_30d",
    "logins_trend",
    "tickets_90d",
    "days_since_last_login",
    "is_annual",
    "plan_churn_rate",
]

PLANS = ["starter", "team", "business", "enterprise"]

# Probability cut-offs the CS team uses to prioritise outreach.
RISK_BANDS = {
    "high": 0.35,
    "medium": 0.15,
}
