"""Monthly summaries for the finance export."""
from __future__ import annotations

import pandas as pd

REGION_ORDER = ["north", "south", "east", "west", "online"]


def summarize_by_region(df: pd.DataFrame) -> pd.DataFrame:
    """Revenue, order count and average basket per region, in REGION_ORDER."""
    summary = (
        df.groupby("region", observed=True)
        .agg(revenue=("amount", "sum"), orders=("order_id", "nunique"))
        .reindex(pd.Index(REGION_ORDER, name="region"), fill_value=0)
    )
    summary["avg_basket"] = (summary["revenue"] / summary["orders"].where(summary["orders"] > 0)).round(2)
    return summary.reset_index()


def top_customers(df: pd.DataFrame, n: int = 10) -> pd.DataFrame:
    """The n customers with the most revenue in the month."""
    return (
        df.groupby("customer_id")["amount"].sum()
        .nlargest(n)
        .rename("revenue")
        .reset_index()
    )
