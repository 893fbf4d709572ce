"""Where the job reads and writes. Values can be overridden by environment variables."""
from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    raw_bucket: str
    raw_prefix: str
    out_bucket: str
    out_prefix: str
    region: str
    session_gap_minutes: int


def load() -> Config:
    return Config(
        raw_bucket=os.environ.get("RAW_BUCKET", "acme-events-raw"),
        raw_prefix=os.environ.get("RAW_PREFIX", "app_events/v2"),
        out_bucket=os.environ.get("OUT_BUCKET", "acme-analytics"),
        out_prefix=os.environ.get("OUT_PREFIX", "sessions"),
        region=os.environ.get("AWS_REGION", "cn-north-1"),
        session_gap_minutes=int(os.environ.get("SESSION_GAP_MINUTES", "30")),
    )


def raw_glob(cfg: Config, day: str) -> str:
    return f"s3://{cfg.raw_bucket}/{cfg.raw_prefix}/dt={day}/*.parquet"


def out_path(cfg: Config, day: str) -> str:
    return f"s3://{cfg.out_bucket}/{cfg.out_prefix}/dt={day}/sessions.parquet"
