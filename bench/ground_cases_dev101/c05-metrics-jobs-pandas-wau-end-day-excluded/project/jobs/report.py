"""The weekly ops report: one CSV per week."""
from __future__ import annotations

import csv
from datetime import date, timedelta
from pathlib import Path

import pandas as pd

from jobs.wau import dau_series, order_share, wau


def build_weekly(events: pd.DataFrame, week_start: date) -> dict:
    if week_start.weekday() != 0:
        raise ValueError(f"{week_start} is not a Monday")
    week_end = week_start + timedelta(days=6)
    dau = dau_series(events, week_start, week_end)
    return {
        "week": week_start.isoformat(),
        "wau": wau(events, week_start),
        "avg_dau": round(float(dau.mean()), 1) if len(dau) else 0.0,
        "order_share": round(order_share(events, week_start), 4),
        "dau": {d.isoformat(): int(n) for d, n in dau.items()},
    }


def write_weekly(report: dict, out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"weekly-{report['week']}.csv"
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["metric", "value"])
        writer.writerow(["wau", report["wau"]])
        writer.writerow(["avg_dau", report["avg_dau"]])
        writer.writerow(["order_share", report["order_share"]])
        for day, n in report["dau"].items():
            writer.writerow([f"dau_{day}", n])
    return path
