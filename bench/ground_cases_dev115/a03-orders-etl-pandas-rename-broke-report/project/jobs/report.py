"""Weekly revenue summary that goes to the sales channel every Monday."""
from __future__ import annotations

import pandas as pd

from jobs.transform import add_week

TOP_N = 20


def weekly_summary(clean: pd.DataFrame) -> pd.DataFrame:
    df = add_week(clean)
    per_region = df.groupby(["week", "region"], as_index=False)["amount_eur"].sum()
    return per_region.sort_values(["week", "amount_eur"], ascending=[True, False])


def top_customers(clean: pd.DataFrame, week: str) -> pd.DataFrame:
    df = add_week(clean)
    df = df[df["week"] == week]
    per_customer = df.groupby('cust_id', as_index=False).agg(
        orders=("order_id", "count"),
        revenue=("amount_eur", "sum"),
    )
    return per_customer.nlargest(TOP_N, "revenue")


def render(summary: pd.DataFrame, top: pd.DataFrame) -> str:
    lines = ["*Weekly revenue*"]
    for row in summary.itertuples():
        lines.append(f"{row.week} {row.region}: {row.amount_eur:,.2f} EUR")
    lines.append("*Top customers*")
    lines += [f"#{r.Index + 1}: {r.revenue:,.2f} EUR over {r.orders} orders" for r in top.itertuples()]
    return "\n".join(lines)
