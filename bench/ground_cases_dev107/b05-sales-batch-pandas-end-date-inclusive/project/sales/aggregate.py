"""店舗別の売上集計。"""
from __future__ import annotations

import pandas as pd


def filter_period(df: pd.DataFrame, start: pd.Timestamp | None, end: pd.Timestamp | None) -> pd.DataFrame:
    """start〜end（両端含む）の注文だけにする。"""
    mask = pd.Series(True, index=df.index)
    if start is not None:
        mask &= df["ordered_at"] >= start
    if end is not None:
        mask &= df["ordered_at"] <= end
    return df[mask].reset_index(drop=True)


def daily_totals(df: pd.DataFrame) -> pd.DataFrame:
    out = (
        df.assign(date=df["ordered_at"].dt.date)
        .groupby(["date", "store"], as_index=False)
        .agg(count=("order_id", "size"), sales=("amount", "sum"))
    )
    return out.sort_values(["date", "store"]).reset_index(drop=True)


def weekly_totals(df: pd.DataFrame) -> pd.DataFrame:
    """月曜始まりの週ごと。week は週の月曜日。"""
    week = df["ordered_at"].dt.to_period("W-SUN").dt.start_time.dt.date
    out = (
        df.assign(week=week)
        .groupby(["week", "store"], as_index=False)
        .agg(count=("order_id", "size"), sales=("amount", "sum"))
    )
    return out.sort_values(["week", "store"]).reset_index(drop=True)


def store_ranking(df: pd.DataFrame, top: int = 10) -> pd.DataFrame:
    out = df.groupby("store", as_index=False).agg(sales=("amount", "sum"))
    out = out.sort_values("sales", ascending=False).head(top)
    out["rank"] = range(1, len(out) + 1)
    return out.reset_index(drop=True)


def average_ticket(df: pd.DataFrame) -> pd.DataFrame:
    """店舗ごとの客単価。"""
    g = df.groupby("store", as_index=False).agg(sales=("amount", "sum"), count=("order_id", "size"))
    g["avg"] = (g["sales"] / g["count"]).round().astype("int64")
    return g[["store", "avg"]]
