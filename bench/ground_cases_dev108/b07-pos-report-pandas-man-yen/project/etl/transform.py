from __future__ import annotations

import pandas as pd

TAX_RATE = 0.10


def add_tax(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["amount_taxed"] = (out["amount"] * (1 + TAX_RATE)).round().astype("int64")
    return out


def drop_returns(df: pd.DataFrame) -> pd.DataFrame:
    """Returns come in as negative quantities; drop them and their sales are kept as-is."""
    return df[df["qty"] > 0].copy()


def monthly(df: pd.DataFrame) -> pd.DataFrame:
    grouped = df.groupby([df["sold_on"].dt.to_period("M"), "store"], as_index=False)
    table = grouped.agg(revenue=("amount", "sum"), lines=("sku", "count"))
    table["avg_price"] = (table["revenue"] / table["lines"]).round().astype("int64")
    return table


def top_skus(df: pd.DataFrame, n: int = 10) -> pd.DataFrame:
    totals = df.groupby("sku", as_index=False)["amount"].sum()
    return totals.sort_values("amount", ascending=False).head(n)


def prepare(df: pd.DataFrame) -> pd.DataFrame:
    return add_tax(drop_returns(df))
