"""Weekly KPIs for the trading dashboard."""
from __future__ import annotations

import pandas as pd


def revenue_by_week(orders: pd.DataFrame, lines: pd.DataFrame) -> pd.DataFrame:
    """Gross revenue per week and channel."""
    merged = lines.merge(orders[["order_id", "week", "channel"]], on="order_id", how="inner", validate="m:1")
    merged["revenue"] = merged["qty"] * merged["unit_price"]
    return (
        merged.groupby(["week", "channel"], observed=True, as_index=False)["revenue"]
        .sum()
        .sort_values(["week", "channel"])
    )


def basket_summary(orders: pd.DataFrame, lines: pd.DataFrame, promos: pd.DataFrame) -> pd.DataFrame:
    """Average basket size (items) and value per week, and the share of baskets with a promo item."""
    lines = lines.merge(orders[["order_id", "week", "ordered_at"]], on="order_id", how="inner")
    tagged = lines.merge(promos[["sku", "promo_code", "starts_on", "ends_on"]], on="sku", how="left")
    tagged["on_promo"] = tagged["promo_code"].notna()
    tagged["line_value"] = tagged["qty"] * tagged["unit_price"]
    baskets = tagged.groupby(["week", "order_id"], as_index=False).agg(
        items=("qty", "sum"),
        value=("line_value", "sum"),
        on_promo=("on_promo", "any"),
    )
    return baskets.groupby("week", as_index=False).agg(
        avg_items=("items", "mean"),
        avg_value=("value", "mean"),
        promo_share=("on_promo", "mean"),
    )


def weekly_active_customers(orders: pd.DataFrame) -> pd.DataFrame:
    """Distinct customers with at least one (cleaned, i.e. paid) order per week."""
    return (
        orders.groupby("week", as_index=False)["customer_id"]
        .nunique()
        .rename(columns={"customer_id": "active_customers"})
    )


def repeat_rate(orders: pd.DataFrame) -> pd.DataFrame:
    """Share of each week's customers who had ordered before that week."""
    first = orders.groupby("customer_id")["week"].min().rename("first_week")
    o = orders.join(first, on="customer_id")
    o["returning"] = o["week"] > o["first_week"]
    per_customer = o.groupby(["week", "customer_id"], observed=True)["returning"].any()
    return per_customer.groupby(level="week").mean().rename("repeat_rate").reset_index()
