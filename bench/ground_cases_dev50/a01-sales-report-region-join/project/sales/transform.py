"""Clean orders and attach customer attributes before aggregation."""
from __future__ import annotations

import pandas as pd

from sales.config import COUNTRY_TO_REGION

# Fully refunded and cancelled orders are not revenue; partial refunds count net of the refund.
BILLABLE = ["paid", "partially_refunded"]


def filter_billable(orders: pd.DataFrame) -> pd.DataFrame:
    """Orders that count as revenue, with their net amount (after discount and refunds)."""
    out = orders[orders["status"].isin(BILLABLE)].copy()
    out["net"] = out["amount"] - out["discount"] - out["refunded_amount"]
    return out


def add_month(orders: pd.DataFrame) -> pd.DataFrame:
    out = orders.copy()
    out["month"] = out["created_at"].dt.tz_localize(None).dt.to_period("M")
    return out


def attach_customers(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    merged = orders.merge(customers, on="customer_id", how="inner")
    merged["region"] = merged["country"].map(COUNTRY_TO_REGION).fillna("OTHER")
    return merged


def to_eur(orders: pd.DataFrame, fx: pd.Series) -> pd.DataFrame:
    out = orders.copy()
    idx = pd.MultiIndex.from_arrays([out["month"], out["currency"].astype(str)])
    rates = fx.reindex(idx).to_numpy()
    out["net_eur"] = (out["net"] * rates).round(2)
    return out


def prepare(orders: pd.DataFrame, customers: pd.DataFrame, fx: pd.Series) -> pd.DataFrame:
    billable = filter_billable(orders)
    billable = add_month(billable)
    billable = attach_customers(billable, customers)
    return to_eur(billable, fx)
