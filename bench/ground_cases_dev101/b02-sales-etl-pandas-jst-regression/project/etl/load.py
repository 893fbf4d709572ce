"""Write the aggregates where the BI tool and accounting pick them up."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pandas as pd


def _target(out_dir: Path, stem: str, day: date) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    return out_dir / f"{stem}_{day:%Y%m%d}.csv"


def write_daily(daily: pd.DataFrame, out_dir: Path, day: date) -> Path:
    path = _target(out_dir, "daily", day)
    daily.to_csv(path, index=False, encoding="utf-8-sig")
    return path


def write_ranking(ranking: pd.DataFrame, out_dir: Path, day: date) -> Path:
    path = _target(out_dir, "ranking", day)
    ranking.to_csv(path, index=False, encoding="utf-8-sig")
    return path


def write_all(daily: pd.DataFrame, ranking: pd.DataFrame, out_dir: Path, day: date) -> list[Path]:
    return [write_daily(daily, out_dir, day), write_ranking(ranking, out_dir, day)]


def previous_outputs(out_dir: Path) -> list[Path]:
    if not out_dir.exists():
        return []
    return sorted(out_dir.glob("daily_*.csv"))
