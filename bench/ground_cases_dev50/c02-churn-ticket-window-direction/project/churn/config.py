"""Paths and constants for the churn model."""
from __future__ import annotations

import os
from pathlib import Path

DATA = Path(os.environ.get("CHURN_DATA", "data"))
ARTIFACTS = Path(os.environ.get("CHURN_ARTIFACTS", "artifacts"))

# Features look back WINDOW_DAYS before each customer's cutoff date.
WINDOW_DAYS = 30
# The label: did the customer cancel within LABEL_DAYS after the cutoff?
LABEL_DAYS = 60

RANDOM_STATE = 42
TEST_SIZE = 0.2

FEATURES = [
    "orders_30d",
    "spend_30d",
    "logins_30d",
    "active_days_30d",
    "tickets_30d",
    "complaints_30d",
    "tenure_days",
    "plan_price",
]

MODEL_PARAMS = {
    "C": 0.5,
    "max_iter": 2000,
    "class_weight": "balanced",
}
