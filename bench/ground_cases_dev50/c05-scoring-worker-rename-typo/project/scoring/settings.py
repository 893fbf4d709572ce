"""Settings from the environment (see .env in deployment)."""
from __future__ import annotations

import os


def _int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value else default


BROKER_URL = os.environ.get("BROKER_URL", "redis://localhost:6379/0")
RESULT_BACKEND = os.environ.get("RESULT_BACKEND", "redis://localhost:6379/1")
REDIS_URL = os.environ.get("FEATURE_REDIS_URL", "redis://localhost:6379/2")
DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://scoring@localhost/scoring")

FEATURE_PREFIX = "feat:customer"
SCHEMA_VERSION = 3

MODEL_PATH = os.environ.get("MODEL_PATH", "/models/churn-2025-10.joblib")
MODEL_VERSION = os.environ.get("MODEL_VERSION", "churn-2025-10")

# customers per score_batch task
BATCH_SIZE = _int("BATCH_SIZE", 5000)
# a task that has not finished after this many seconds is killed
TASK_TIME_LIMIT = _int("TASK_TIME_LIMIT", 600)

RESULTS_TABLE = "churn_scores"
# scores of older runs are deleted by the weekly cleanup job
RETENTION_DAYS = _int("RETENTION_DAYS", 90)
