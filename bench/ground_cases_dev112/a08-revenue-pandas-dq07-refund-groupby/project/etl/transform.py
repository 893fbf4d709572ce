"""Weekly revenue per store: gross sales minus refunds, ISO weeks."""
from __future__ import annotations

import pandas as pd


def iso_week(ts: pd.Series) -> pd.Series:
    cal = ts.dt.isocalendar()
    return cal["year"].astype(str) + "-W" + cal["week"].astype(str).str.zfill(2)


def weekly_gross(orders: pd.DataFrame) -> pd.DataFrame:
    df = orders.assign(week=iso_week(orders["created_at"]))
    return df.groupby(["store_id", "week"], as_index=False)["gross"].sum()


def weekly_refunds(refunds: pd.DataFrame) -> pd.DataFrame:
    df = refunds.assign(week=iso_week(refunds["refunded_at"]))
    out = df.groupby(["store_id"], as_index=False)["amount"].sum()
    return out.rename(columns={"amount": "refunds"})


def weekly_revenue(orders: pd.DataFrame, refunds: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    gross = weekly_gross(orders)
    refs = weekly_refunds(refunds)
    df = gross.merge(refs, on=[c for c in ("store_id", "week") if c in refs.columns], how="left")
    df["refunds"] = df["refunds"].fillna(0.0)
    df["net_revenue"] = df["gross"] - df["refunds"]
    df = df.merge(stores[["store_id", "name", "region"]], on="store_id", how="left")
    return df.sort_values(["week", "region", "store_id"]).reset_index(drop=True)
