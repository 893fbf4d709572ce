"""Settings for the daily revenue job (read from the environment in Airflow)."""
from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Config:
    bucket: str
    run_date: date
    tz: str = "Asia/Tokyo"
    currency: str = "JPY"

    @property
    def payments_path(self) -> str:
        return f"s3://{self.bucket}/raw/payments/dt={self.run_date:%Y-%m-%d}/"

    @property
    def users_path(self) -> str:
        return f"s3://{self.bucket}/dim/users_history/"

    @property
    def output_path(self) -> str:
        return f"s3://{self.bucket}/mart/revenue_by_plan/dt={self.run_date:%Y-%m-%d}/part-0.parquet"


def from_env() -> Config:
    return Config(
        bucket=os.environ["DATA_BUCKET"],
        run_date=date.fromisoformat(os.environ["RUN_DATE"]),
        tz=os.environ.get("REPORT_TZ", "Asia/Tokyo"),
    )
