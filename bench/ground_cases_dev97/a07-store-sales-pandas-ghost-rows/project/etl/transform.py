"""Turning raw sales into the weekly store report."""

from __future__ import annotations

import pandas as pd


def weekly_by_store(sales: pd.DataFrame) -> pd.DataFrame:
    """Revenue, orders and items per store for the week in ``sales``."""
    return (
        sales.groupby("store_id", as_index=False)
        .agg(revenue=("revenue", "sum"), orders=("order_id", "nunique"), items=("items", "sum"))
    )


def attach_stores(weekly: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    merged = weekly.merge(stores, on="store_id", how="outer").fillna({"revenue": 0.0, "orders": 0, "items": 0})
    merged["orders"] = merged["orders"].astype("int64")
    merged["items"] = merged["items"].astype("int64")
    return merged


def add_basket_size(report: pd.DataFrame) -> pd.DataFrame:
    report = report.copy()
    report["avg_basket"] = (report["revenue"] / report["orders"].where(report["orders"] > 0)).round(2)
    return report


def rank_regions(report: pd.DataFrame) -> pd.DataFrame:
    by_region = report.groupby("region", as_index=False)["revenue"].sum()
    by_region["rank"] = by_region["revenue"].rank(ascending=False, method="min").astype("int64")
    return by_region.sort_values("rank")


def build_report(sales: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    report = attach_stores(weekly_by_store(sales), stores)
    report = add_basket_size(report)
    return report.sort_values(["region", "revenue"], ascending=[True, False]).reset_index(drop=True)
