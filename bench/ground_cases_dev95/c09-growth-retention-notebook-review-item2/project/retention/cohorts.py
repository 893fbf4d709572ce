"""Monthly order cohorts and retention (extracted from notebooks/retention.ipynb)."""
from __future__ import annotations

import pandas as pd


def first_orders(orders: pd.DataFrame) -> pd.DataFrame:
    """One row per customer: time of the first order and its cohort month."""
    first = orders.groupby("customer_id", as_index=False)["ordered_at"].min()
    first = first.rename(columns={"ordered_at": "first_order_at"})
    first["cohort"] = first["first_order_at"].dt.to_period("M")
    return first


def assign_periods(orders: pd.DataFrame) -> pd.DataFrame:
    """Each order with its customer's cohort and its period (months since the first order)."""
    df = orders.merge(first_orders(orders), on="customer_id", how="left")
    df["period"] = (df["ordered_at"] - df["first_order_at"]).dt.days // 30
    return df


def cohort_counts(orders: pd.DataFrame, max_period: int = 12) -> pd.DataFrame:
    """cohort x period -> active customers."""
    df = assign_periods(orders)
    df = df[df["period"] <= max_period]
    # distinct customers, not orders: two orders in one period are one active customer
    return df.pivot_table(index="cohort", columns="period", values="customer_id",
                          aggfunc="nunique", fill_value=0)


def retention_matrix(orders: pd.DataFrame, max_period: int = 12) -> pd.DataFrame:
    """Share of each cohort active in each period; period 0 is the cohort size."""
    counts = cohort_counts(orders, max_period)
    return counts.div(counts[0], axis=0)


def cohort_sizes(orders: pd.DataFrame) -> pd.Series:
    return first_orders(orders).groupby("cohort").size().rename("customers")


def average_curve(matrix: pd.DataFrame, sizes: pd.Series) -> pd.Series:
    """Retention per period averaged over cohorts, weighted by cohort size."""
    weights = sizes.reindex(matrix.index)
    return matrix.mul(weights, axis=0).sum() / matrix.notna().mul(weights, axis=0).sum()
