"""Settings for the sales jobs, read from the environment (see deploy/crontab)."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    dsn: str
    out_dir: Path
    tz: str = "Asia/Tokyo"
    stores_excluded: tuple[str, ...] = ()


def load_settings() -> Settings:
    dsn = os.environ.get("SALES_DSN")
    if not dsn:
        raise SystemExit("SALES_DSN is not set")
    out = Path(os.environ.get("SALES_OUT_DIR", "/srv/reports/sales"))
    excluded = tuple(s for s in os.environ.get("SALES_EXCLUDE_STORES", "").split(",") if s)
    return Settings(dsn=dsn, out_dir=out, stores_excluded=excluded)


def report_path(settings: Settings, start: str, end: str) -> Path:
    name = f"sales_{start}_{end}.parquet" if start != end else f"sales_{start}.parquet"
    return settings.out_dir / name
