"""Feature engineering for the churn model.

Each customer has a cutoff date: the day we would have scored them. Features may only
use activity before the cutoff; the label looks at the LABEL_DAYS after it.
"""
from __future__ import annotations

import pandas as pd

from churn.config import LABEL_DAYS, WINDOW_DAYS
from churn.data import load_cancellations, load_customers, load_logins, load_orders, load_tickets

WINDOW = pd.Timedelta(days=WINDOW_DAYS)


def _with_cutoff(events: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    return events.merge(customers[["customer_id", "cutoff"]], on="customer_id", how="inner")


def order_features(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    df = _with_cutoff(orders, customers)
    in_window = df["ordered_at"].between(df["cutoff"] - WINDOW, df["cutoff"], inclusive="left")
    g = df[in_window].groupby("customer_id")
    return pd.DataFrame({"orders_30d": g.size(), "spend_30d": g["amount"].sum()})


def login_features(logins: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    df = _with_cutoff(logins, customers)
    in_window = df["logged_in_at"].between(df["cutoff"] - WINDOW, df["cutoff"], inclusive="left")
    g = df[in_window].groupby("customer_id")
    return pd.DataFrame({"logins_30d": g.size(),
                         "active_days_30d": g["logged_in_at"].agg(lambda s: s.dt.normalize().nunique())})


def ticket_features(tickets: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    df = _with_cutoff(tickets, customers)
    in_window = df["opened_at"].between(df["cutoff"], df["cutoff"] + WINDOW, inclusive="left")
    g = df[in_window].groupby("customer_id")
    return pd.DataFrame({"tickets_30d": g.size(), "complaints_30d": g["is_complaint"].sum()})


def labels(cancellations: pd.DataFrame, customers: pd.DataFrame) -> pd.Series:
    df = _with_cutoff(cancellations, customers)
    horizon = pd.Timedelta(days=LABEL_DAYS)
    hit = df["cancelled_at"].between(df["cutoff"], df["cutoff"] + horizon, inclusive="left")
    churned = set(df.loc[hit, "customer_id"])
    return customers["customer_id"].isin(churned).astype(int).rename("churned")


def build_dataset() -> pd.DataFrame:
    customers = load_customers()
    base = customers.set_index("customer_id")
    base["tenure_days"] = (base["cutoff"] - base["signup_date"]).dt.days
    parts = [
        order_features(load_orders(), customers),
        login_features(load_logins(), customers),
        ticket_features(load_tickets(), customers),
    ]
    df = base.join(parts, how="left")
    df["churned"] = labels(load_cancellations(), customers).to_numpy()
    return df.reset_index()
