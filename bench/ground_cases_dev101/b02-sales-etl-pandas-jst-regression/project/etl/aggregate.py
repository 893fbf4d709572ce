"""Daily sales per store, counted by the Japanese calendar day."""
from __future__ import annotations

import pandas as pd

from etl.clean import net_amount

JST = "Asia/Tokyo"
EXCLUDED = ("cancelled", "refunded")


def daily_totals(orders: pd.DataFrame) -> pd.DataFrame:
    live = orders[~orders["status"].isin(EXCLUDED)]
    if live.empty:
        return pd.DataFrame(columns=["date", "store_id", "orders", "net"])
    frame = pd.DataFrame({
        "date": live["ordered_at"].dt.date,
        "store_id": live["store_id"],
        "net": net_amount(live),
    })
    out = frame.groupby(["date", "store_id"], as_index=False).agg(orders=("net", "size"), net=("net", "sum"))
    return out.sort_values(["date", "store_id"]).reset_index(drop=True)


def store_ranking(daily: pd.DataFrame, top: int = 10) -> pd.DataFrame:
    totals = daily.groupby("store_id", as_index=False)["net"].sum()
    totals["rank"] = totals["net"].rank(method="min", ascending=False).astype(int)
    return totals.sort_values("rank").head(top).reset_index(drop=True)


def share_by_store(daily: pd.DataFrame) -> pd.Series:
    totals = daily.groupby("store_id")["net"].sum()
    return (totals / totals.sum()).round(4)


def check_net(orders: pd.DataFrame, daily: pd.DataFrame) -> None:
    live = orders[~orders["status"].isin(EXCLUDED)]
    expected = int(net_amount(live).sum())
    if int(daily["net"].sum()) != expected:
        raise AssertionError(f"daily net {daily['net'].sum()} != orders net {expected}")
