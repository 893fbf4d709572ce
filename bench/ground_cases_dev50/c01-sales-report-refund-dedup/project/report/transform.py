"""Monthly revenue: order lines joined with the catalog, net of refunds."""
from __future__ import annotations

import pandas as pd

MONEY_COLS = ["gross", "refunds", "net", "margin"]


def enrich(orders: pd.DataFrame, catalog: pd.DataFrame) -> pd.DataFrame:
    """Attach category and unit cost to every order line.

    The catalog keeps its price history (one row per sku and valid_from); only the
    latest row of each sku is joined, or order lines would be duplicated.
    """
    current = catalog.sort_values("valid_from").drop_duplicates(subset="sku", keep="last")
    return orders.merge(current[["sku", "category", "cost"]], on="sku", how="left",
                        validate="many_to_one")


def monthly_revenue(orders: pd.DataFrame, refunds: pd.DataFrame) -> pd.DataFrame:
    lines = orders.assign(gross=orders["qty"] * orders["unit_price"])
    lines["cost_total"] = lines["qty"] * lines["cost"].fillna(0.0)
    refunded = refunds.groupby("line_id", as_index=False)["amount"].sum()
    df = lines.merge(refunded, on="line_id", how="left")
    df["amount"] = df["amount"].fillna(0.0)
    df["net"] = df["gross"] - df["amount"]
    df["margin"] = df["net"] - df["cost_total"]
    out = (
        df.groupby(["month", "channel"], observed=True)
        .agg(orders=("order_id", "nunique"), gross=("gross", "sum"),
             refunds=("amount", "sum"), net=("net", "sum"), margin=("margin", "sum"))
        .reset_index()
    )
    out[MONEY_COLS] = out[MONEY_COLS].round(2)
    return out


def totals(report: pd.DataFrame) -> pd.Series:
    """The bottom line finance compares against the ledger."""
    return report[MONEY_COLS].sum().round(2)
