"""Data quality checks run before the report is written. Codes are documented in the wiki."""
from __future__ import annotations

import logging

import pandas as pd

log = logging.getLogger("dq_check")


def check_report(df: pd.DataFrame) -> list[str]:
    problems: list[str] = []

    missing = df[df["name"].isna()]
    if not missing.empty:
        problems.append(f"DQ-03 {len(missing)} rows with unknown store_id")
        log.warning("DQ-03 unknown store ids: %s", sorted(missing["store_id"].unique())[:10])

    neg = df[df["net_revenue"] < 0]
    if not neg.empty:
        weeks = ", ".join(sorted(neg["week"].unique()))
        problems.append(f"DQ-07 negative net_revenue for {neg['store_id'].nunique()} stores")
        log.warning("DQ-07 negative net_revenue for %d stores (week %s)", neg["store_id"].nunique(), weeks)

    dupes = df.duplicated(subset=["store_id", "week"])
    if dupes.any():
        problems.append(f"DQ-11 {int(dupes.sum())} duplicate store/week rows")
        log.error("DQ-11 duplicate store/week rows")

    return problems
