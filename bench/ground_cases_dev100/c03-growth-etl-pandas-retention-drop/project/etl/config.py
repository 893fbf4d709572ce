"""Job settings. Paths can be overridden with GROWTH_* environment variables."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

TZ = "Asia/Shanghai"

WAREHOUSE = Path(os.environ.get("GROWTH_WAREHOUSE", "/data/warehouse"))
EVENTS_TABLE = "ods_app_events"
OUTPUT_TABLE = "ads_retention_daily"

EVENT_COLUMNS = ("user_id", "event_name", "event_time", "platform", "app_version")

# Events that make a user count as active on a day.
ACTIVE_EVENTS = frozenset({"login", "search", "order_create", "pay_success"})

# Events that mark a new user (the cohort day is the first of them).
SIGNUP_EVENTS = frozenset({"register"})

# Day offsets reported for every cohort.
RETENTION_DAYS = (1, 7, 30)

# Cohorts smaller than this are reported as NaN rather than a noisy ratio.
MIN_COHORT_SIZE = 50


@dataclass(frozen=True)
class JobConfig:
    warehouse: Path = WAREHOUSE
    offsets: tuple[int, ...] = RETENTION_DAYS
    min_cohort: int = MIN_COHORT_SIZE

    @classmethod
    def from_env(cls) -> "JobConfig":
        offsets = os.environ.get("GROWTH_RETENTION_DAYS")
        return cls(
            warehouse=Path(os.environ.get("GROWTH_WAREHOUSE", str(WAREHOUSE))),
            offsets=tuple(int(x) for x in offsets.split(",")) if offsets else RETENTION_DAYS,
            min_cohort=int(os.environ.get("GROWTH_MIN_COHORT", MIN_COHORT_SIZE)),
        )
