"""Cleaning steps for the raw order export."""
from __future__ import annotations

import pandas as pd

TEST_STORE_ID = 999
COUNTED_STATUSES = {"completed", "shipped", "refunded", "partially_refunded"}


def normalise(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out.columns = [c.strip().lower() for c in out.columns]
    out["customer_email"] = out["customer_email"].str.strip().str.lower()
    out["status"] = out["status"].str.strip().str.lower()
    return out


def drop_test_orders(df: pd.DataFrame) -> pd.DataFrame:
    is_test = (df["store_id"] == TEST_STORE_ID) | df["customer_email"].str.endswith("@example.com", na=False)
    return df[~is_test]


def dedupe_orders(df: pd.DataFrame) -> pd.DataFrame:
    """The export has one row per order revision; keep the latest revision of each order."""
    return df.sort_values("updated_at").drop_duplicates(subset="order_id", keep="first")


def keep_counted(df: pd.DataFrame) -> pd.DataFrame:
    return df[df["status"].isin(COUNTED_STATUSES)]


def clean_orders(df: pd.DataFrame) -> pd.DataFrame:
    return keep_counted(dedupe_orders(drop_test_orders(normalise(df)))).reset_index(drop=True)


def apply_refunds(orders: pd.DataFrame, refunds: pd.DataFrame) -> pd.DataFrame:
    """Net revenue: subtract each order's refunds from its amount (never below zero)."""
    if refunds.empty:
        return orders.assign(refunded=0.0)
    per_order = refunds.groupby("order_id")["amount"].sum().rename("refunded")
    out = orders.merge(per_order, how="left", left_on="order_id", right_index=True)
    out["refunded"] = out["refunded"].fillna(0.0)
    out["amount"] = (out["amount"] - out["refunded"]).clip(lower=0.0)
    return out
