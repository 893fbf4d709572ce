"""Weekly sales per region and store, with targets and last week for comparison."""
from __future__ import annotations

import pandas as pd

COLUMNS = ["region_name", "store_code", "store_name", "revenue", "orders", "target", "last_week"]


def weekly_table(sales: pd.DataFrame, targets: pd.DataFrame, last_week: pd.DataFrame) -> pd.DataFrame:
    """One row per store: this week's revenue and orders, the week's target, last week's revenue.
    Closed stores are left out."""
    sales = sales[sales["store_status"] != "closed"]
    last_week = last_week[last_week["store_status"] != "closed"]
    by_store = (
        sales.groupby(["region_name", "store_code", "store_name"], as_index=False)
        .agg(revenue=("amount", "sum"), orders=("order_id", "nunique"))
    )
    prev = last_week.groupby("store_code", as_index=False).agg(last_week=("amount", "sum"))
    merged = by_store.merge(targets, on="store_code", how="left").merge(prev, on="store_code", how="left")
    merged = merged.fillna({"target": 0, "last_week": 0})
    merged["attainment"] = (merged["revenue"] / merged["target"]).where(merged["target"] > 0)
    return merged.sort_values(["region_name", "store_code"])[COLUMNS + ["attainment"]]


def region_totals(table: pd.DataFrame) -> pd.DataFrame:
    totals = table.groupby("region_name", as_index=False)[["revenue", "orders", "target", "last_week"]].sum()
    totals["attainment"] = (totals["revenue"] / totals["target"]).where(totals["target"] > 0)
    return totals


def build(workdir: str) -> str:
    sales = pd.read_pickle(f"{workdir}/sales.pkl")
    targets = pd.read_pickle(f"{workdir}/targets.pkl")
    last_week = pd.read_pickle(f"{workdir}/last_week.pkl")
    table = weekly_table(sales, targets, last_week)
    table.to_pickle(f"{workdir}/table.pkl")
    region_totals(table).to_pickle(f"{workdir}/totals.pkl")
    return workdir
