"""Feature lists and model settings for the churn model.

Everything the training run depends on lives here so that a model file can be traced
back to the settings that produced it (MODEL_VERSION is written next to the model).
"""
from __future__ import annotations

from pathlib import Path

TARGET = "churned"
ID_COLUMN = "customer_id"

# numeric features, as exported by the warehouse (no scaling applied there)
NUMERIC = ["tenure_months", "monthly_charges", "support_calls_90d", "logins_30d"]
# skewed counts that go through log1p before scaling
LOG_COLUMNS = ["tenure_months"]
CATEGORICAL = ["plan", "payment_method", "region"]

SEED = 42
TEST_SIZE = 0.2

MODEL_PARAMS = {
    "C": 0.5,
    "max_iter": 1000,
    "class_weight": "balanced",
}
MODEL_VERSION = "2025.10.2"

DEFAULT_DATA = Path("data/customers.parquet")
DEFAULT_MODEL_DIR = Path("models")

# probability above which the CRM team gets a retention call list entry
CALL_THRESHOLD = 0.35
