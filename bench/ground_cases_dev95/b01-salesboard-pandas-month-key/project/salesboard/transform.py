"""Revenue transforms: currency conversion, monthly totals, product ranking."""
from __future__ import annotations

import pandas as pd

BASE_CURRENCY = "JPY"


def to_jpy(orders: pd.DataFrame, fx: pd.DataFrame) -> pd.DataFrame:
    """Add amount_jpy using the day's rate for the order currency.

    fx has one row per (date, currency) with the JPY price of one unit.
    """
    fx = fx.rename(columns={"date": "order_date"}).sort_values("order_date")
    ordered = orders.reset_index().sort_values("order_date")
    # business-day rates only: a weekend or holiday order takes the last rate before it
    out = pd.merge_asof(ordered, fx, on="order_date", by="currency", direction="backward")
    out = out.set_index("index").sort_index().rename_axis(None)
    out.loc[out["currency"] == BASE_CURRENCY, "rate"] = 1.0
    out["amount_jpy"] = out["amount"] * out["rate"]
    return out


def monthly_revenue(orders: pd.DataFrame) -> pd.DataFrame:
    """Revenue per calendar month in JPY, cancelled orders left out."""
    df = orders[orders["status"] != "cancelled"]
    out = df.groupby(df["order_date"].dt.month)["amount_jpy"].sum()
    return out.rename_axis("month").reset_index(name="revenue_jpy")


def top_products(orders: pd.DataFrame, products: pd.DataFrame, n: int = 10) -> pd.DataFrame:
    """The n products with the most JPY revenue, with their names."""
    df = orders[orders["status"] != "cancelled"]
    ranked = (
        df.groupby("product_id", as_index=False)["amount_jpy"].sum()
        .merge(products, on="product_id", how="inner")
        .sort_values("amount_jpy", ascending=False)
    )
    return ranked.head(n).reset_index(drop=True)


def category_share(orders: pd.DataFrame, products: pd.DataFrame) -> pd.Series:
    """Share of JPY revenue per category (sums to 1)."""
    df = orders[orders["status"] != "cancelled"].merge(products, on="product_id", how="left")
    by_cat = df.groupby("category")["amount_jpy"].sum()
    return by_cat / by_cat.sum()
