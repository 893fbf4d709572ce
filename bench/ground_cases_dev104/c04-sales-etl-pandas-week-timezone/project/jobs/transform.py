from __future__ import annotations

import pandas as pd

from jobs import AMOUNT, ORDER_ID, PAID_AT, REGION, WEEK


def add_week(df: pd.DataFrame) -> pd.DataFrame:
    """Tag each order with the Monday that starts its week."""
    out = df.copy()
    paid = out[PAID_AT].dt.tz_localize(None)
    out[WEEK] = paid.dt.to_period("W-SUN").dt.start_time.dt.date
    return out


def weekly_totals(df: pd.DataFrame) -> pd.DataFrame:
    tagged = add_week(df)
    grouped = (
        tagged.groupby([WEEK, REGION], as_index=False)
        .agg(orders=(ORDER_ID, "nunique"), revenue_cents=(AMOUNT, "sum"))
        .sort_values([WEEK, REGION])
    )
    grouped["revenue"] = grouped["revenue_cents"] / 100
    return grouped.drop(columns=["revenue_cents"])


def week_over_week(totals: pd.DataFrame) -> pd.DataFrame:
    by_week = totals.groupby(WEEK, as_index=False)["revenue"].sum()
    by_week["change_pct"] = by_week["revenue"].pct_change().mul(100).round(1)
    return by_week


def top_regions(totals: pd.DataFrame, n: int = 3) -> pd.DataFrame:
    latest = totals[WEEK].max()
    week = totals[totals[WEEK] == latest]
    return week.nlargest(n, "revenue")[[REGION, "orders", "revenue"]]
