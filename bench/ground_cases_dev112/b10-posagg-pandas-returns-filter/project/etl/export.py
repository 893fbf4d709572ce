"""Write the aggregated tables for the BI team."""
from __future__ import annotations

from pathlib import Path

import pandas as pd


def _stamp(daily: pd.DataFrame) -> str:
    return pd.to_datetime(daily["day"]).max().strftime("%Y%m%d")


def write_daily(daily: pd.DataFrame, out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"daily_by_store_{_stamp(daily)}.csv"
    daily.to_csv(path, index=False, encoding="utf-8-sig")
    return path


def write_monthly(monthly: pd.DataFrame, out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "monthly_by_region.csv"
    monthly.to_csv(path, index=False, encoding="utf-8-sig")
    return path


def write_all(daily: pd.DataFrame, monthly: pd.DataFrame, out_dir: Path) -> list[Path]:
    daily_path = write_daily(daily, out_dir)
    monthly_path = write_monthly(monthly, out_dir)
    return [daily_path, monthly_path.rename(monthly_path.with_name(f"monthly_by_region_{_stamp(daily)}.csv"))]


def summary_line(daily: pd.DataFrame) -> str:
    days = daily["day"].nunique()
    stores = daily["store_code"].nunique()
    total = int(daily["amount"].sum())
    return f"{days} days, {stores} stores, total {total:,} yen"
