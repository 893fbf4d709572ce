"""Turning clean orders into the monthly tables."""
from __future__ import annotations

import pandas as pd


def in_month(orders: pd.DataFrame, start: pd.Timestamp, end: pd.Timestamp) -> pd.DataFrame:
    return orders[(orders["created_at"] >= start) & (orders["created_at"] < end)]


def per_store(orders: pd.DataFrame, stores: pd.DataFrame | None = None) -> pd.DataFrame:
    if stores is not None:
        orders = orders.merge(stores, how="left", on="store_id")
        orders["region"] = orders["region"].fillna("unknown")
    else:
        orders = orders.assign(region="unknown")
    table = (
        orders.groupby(["region", "store_id"])
        .agg(orders=("order_id", "nunique"), revenue=("amount", "sum"), refunded=("refunded", "sum"))
        .reset_index()
        .sort_values("revenue", ascending=False)
    )
    table["avg_order"] = (table["revenue"] / table["orders"]).round(2)
    table["revenue"] = table["revenue"].round(2)
    return table


def totals_row(table: pd.DataFrame) -> pd.DataFrame:
    total = {
        "region": "",
        "store_id": "TOTAL",
        "orders": int(table["orders"].sum()),
        "revenue": round(float(table["revenue"].sum()), 2),
        "refunded": round(float(table["refunded"].sum()), 2),
    }
    total["avg_order"] = round(total["revenue"] / total["orders"], 2) if total["orders"] else 0.0
    return pd.concat([table, pd.DataFrame([total])], ignore_index=True)


def monthly_report(orders: pd.DataFrame, start: pd.Timestamp, end: pd.Timestamp,
                   stores: pd.DataFrame | None = None) -> pd.DataFrame:
    return totals_row(per_store(in_month(orders, start, end), stores))
