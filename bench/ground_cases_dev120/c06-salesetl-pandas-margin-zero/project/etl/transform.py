from __future__ import annotations

from dataclasses import dataclass

import pandas as pd


@dataclass
class StoreSummary:
    store: str
    revenue: float
    cost: float
    units: int
    avg_price: float
    margin_pct: float


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df.dropna(subset=["store", "sku"])
    df = df[df["units"] >= 0].copy()
    df["revenue"] = df["units"] * df["unit_price"]
    df["cost"] = df["units"] * df["unit_cost"]
    return df


def by_store(df: pd.DataFrame) -> pd.DataFrame:
    return (
        df.groupby("store", as_index=False)[["revenue", "cost", "units"]]
        .sum()
        .sort_values("revenue", ascending=False)
    )


def summarize(grouped: pd.DataFrame) -> list[StoreSummary]:
    rows = []
    for r in grouped.itertuples(index=False):
        revenue, cost = float(r.revenue), float(r.cost)
        avg_price = revenue / r.units if r.units else 0.0
        margin_pct = (revenue - cost) / revenue * 100
        rows.append(StoreSummary(r.store, revenue, cost, int(r.units), round(avg_price, 2), round(margin_pct, 2)))
    return rows
