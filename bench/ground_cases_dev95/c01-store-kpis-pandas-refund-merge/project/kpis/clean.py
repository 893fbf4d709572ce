"""Cleaning steps that turn the raw exports into one order table (one row per order)."""
from __future__ import annotations

import pandas as pd

VALID_CHANNELS = {"store", "web", "app"}


def normalize_orders(orders: pd.DataFrame) -> pd.DataFrame:
    df = orders.copy()
    df["channel"] = df["channel"].str.lower().str.strip()
    df = df[df["channel"].isin(VALID_CHANNELS)]
    df = df.dropna(subset=["customer_id"])
    df = df[df["gross_amount"] > 0]
    return df.reset_index(drop=True)


def drop_test_stores(orders: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    test_ids = set(stores.loc[stores["is_test"], "store_id"])
    return orders[~orders["store_id"].isin(test_ids)].copy()


def attach_refunds(orders: pd.DataFrame, refunds: pd.DataFrame) -> pd.DataFrame:
    """Add refund_amount and net_amount to every order (0 when the order was not refunded)."""
    refunds = refunds[["order_id", "refund_amount"]]
    merged = orders.merge(refunds, on="order_id", how="left")
    merged["refund_amount"] = merged["refund_amount"].fillna(0.0)
    merged["net_amount"] = merged["gross_amount"] - merged["refund_amount"]
    return merged


def build_order_table(raw: dict[str, pd.DataFrame], exclude_test_stores: bool = True) -> pd.DataFrame:
    orders = normalize_orders(raw["orders"])
    if exclude_test_stores:
        orders = drop_test_stores(orders, raw["stores"])
    orders = attach_refunds(orders, raw["refunds"])
    orders["order_date"] = orders["ordered_at"].dt.normalize()
    return orders
