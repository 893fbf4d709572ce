"""Daily revenue: sales minus refunds, one row per calendar day."""
from __future__ import annotations

import pandas as pd


def daily_revenue(df: pd.DataFrame) -> pd.DataFrame:
    df = df.copy()
    df["day"] = df["created_at"].dt.date
    sales = df[df["kind"] == "order"].groupby("day")["amount"].sum()
    refunds = df[df["kind"] == "refund"].groupby("day")["amount"].sum()
    orders = df[df["kind"] == "order"].groupby("day")["order_id"].nunique()
    out = pd.DataFrame({"sales": sales, "refunds": refunds, "orders": orders}).fillna(0)
    out["refunds"] = out["refunds"].abs()  # export has used both signs for refunds
    out["revenue"] = out["sales"] - out["refunds"]
    out["orders"] = out["orders"].astype(int)
    return out.reset_index().rename(columns={"index": "day"})


def to_csv(frame: pd.DataFrame, path: str) -> None:
    out = frame.rename(columns={"day": "date"})[["date", "revenue", "orders"]]
    out.to_csv(path, index=False, float_format="%.2f")
