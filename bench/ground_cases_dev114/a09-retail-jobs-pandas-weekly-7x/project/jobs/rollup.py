from __future__ import annotations

import logging

import pandas as pd

log = logging.getLogger(__name__)


def only_eur(sales: pd.DataFrame) -> pd.DataFrame:
    eur = sales[sales["currency"] == "EUR"]
    dropped = len(sales) - len(eur)
    if dropped:
        log.warning("dropped %d non-EUR sales lines (no FX conversion yet)", dropped)
    return eur


def daily_totals(sales: pd.DataFrame) -> pd.DataFrame:
    out = sales.assign(date=sales["ts"].dt.tz_localize(None).dt.normalize())
    return out.groupby(["store_id", "date"], as_index=False)["amount"].sum()


def weekly_rollup(sales: pd.DataFrame, calendar: pd.DataFrame) -> pd.DataFrame:
    """Revenue per store and retail week (Monday start), with finance's fiscal_week label."""
    daily = daily_totals(only_eur(sales))
    daily["week_start"] = daily["date"] - pd.to_timedelta(daily["date"].dt.weekday, unit="D")
    labels = calendar[["week_start", "fiscal_week"]]
    daily = daily.merge(labels, on="week_start", how="left")
    daily["fiscal_week"] = daily["fiscal_week"].fillna("unlabelled")
    weekly = daily.groupby(["store_id", "week_start", "fiscal_week"], as_index=False)["amount"].sum()
    return weekly.sort_values(["week_start", "store_id"], ignore_index=True)
