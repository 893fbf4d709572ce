"""Writing the rollup where the BI tool picks it up."""
from __future__ import annotations

import logging
from datetime import date

import pandas as pd

log = logging.getLogger(__name__)

OUTPUT_ROOT = "s3://nordbake-warehouse/rollups/weekly_sales"


def output_path(run_date: date, root: str = OUTPUT_ROOT) -> str:
    return f"{root}/run_date={run_date:%Y-%m-%d}/part-0.parquet"


def write_rollup(rollup: pd.DataFrame, run_date: date, root: str = OUTPUT_ROOT) -> str:
    if rollup.empty:
        raise ValueError("refusing to write an empty rollup; check the export dates")
    path = output_path(run_date, root)
    rollup.to_parquet(path, index=False)
    log.info("wrote %d rows to %s", len(rollup), path)
    return path


def summary(rollup: pd.DataFrame) -> str:
    """One line per week for the job log."""
    lines = []
    for week, group in rollup.groupby("week"):
        lines.append(f"{week}: {int(group['orders'].sum())} orders, EUR {group['net_eur'].sum():,.2f}")
    return "\n".join(lines)
