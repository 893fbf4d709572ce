"""Write the daily report files that the BI dashboard picks up."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pandas as pd


def report_dir(out: Path, day: date) -> Path:
    path = out / f"{day:%Y/%m/%d}"
    path.mkdir(parents=True, exist_ok=True)
    return path


def write_report(day: date, by_store: pd.DataFrame, by_region: pd.DataFrame, out: Path,
                 fmt: str = "parquet") -> list[Path]:
    if fmt not in ("parquet", "csv"):
        raise ValueError(f"unknown report format: {fmt}")
    target = report_dir(out, day)
    written = []
    for name, frame in (("by_store", by_store), ("by_region", by_region)):
        path = target / f"{name}.{fmt}"
        if fmt == "csv":
            # utf-8-sig so that Excel shows the store names correctly
            frame.to_csv(path, index=False, encoding="utf-8-sig")
        else:
            frame.to_parquet(path, index=False)
        written.append(path)
    return written
