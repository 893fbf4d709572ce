"""Read the parquet extracts (orders, logins, tickets, cancellations, customers)."""
from __future__ import annotations

import pandas as pd

from churn.config import DATA


def load_customers() -> pd.DataFrame:
    df = pd.read_parquet(DATA / "customers.parquet")
    df["signup_date"] = pd.to_datetime(df["signup_date"])
    df["cutoff"] = pd.to_datetime(df["cutoff"])
    return df


def load_orders() -> pd.DataFrame:
    df = pd.read_parquet(DATA / "orders.parquet", columns=["customer_id", "ordered_at", "amount"])
    df["ordered_at"] = pd.to_datetime(df["ordered_at"])
    return df


def load_logins() -> pd.DataFrame:
    df = pd.read_parquet(DATA / "logins.parquet", columns=["customer_id", "logged_in_at"])
    df["logged_in_at"] = pd.to_datetime(df["logged_in_at"])
    return df


def load_tickets() -> pd.DataFrame:
    df = pd.read_parquet(DATA / "tickets.parquet",
                         columns=["customer_id", "opened_at", "category", "is_complaint"])
    df["opened_at"] = pd.to_datetime(df["opened_at"])
    # cancellation tickets are opened by the cancel flow itself: they are the label, not a signal
    df = df[df["category"] != "cancellation"]
    return df


def load_cancellations() -> pd.DataFrame:
    df = pd.read_parquet(DATA / "cancellations.parquet", columns=["customer_id", "cancelled_at"])
    df["cancelled_at"] = pd.to_datetime(df["cancelled_at"])
    return df
