"""POS から落ちてくる注文 CSV を DataFrame にする。"""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {
    "注文ID": "order_id",
    "店舗コード": "store",
    "注文日時": "ordered_at",
    "税込金額": "amount",
    "キャンセル": "cancelled",
}


def load_orders(paths: list[Path]) -> pd.DataFrame:
    frames = [pd.read_csv(p, encoding="utf-8") for p in paths]
    df = pd.concat(frames, ignore_index=True).rename(columns=COLUMNS)
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], format="%Y-%m-%d %H:%M:%S")
    df["amount"] = df["amount"].astype("int64")
    df["cancelled"] = df["cancelled"].fillna(0).astype(bool)
    df = df.drop_duplicates(subset="order_id", keep="last")
    return df[~df["cancelled"]].reset_index(drop=True)


def stores(df: pd.DataFrame) -> list[str]:
    return sorted(df["store"].unique().tolist())


def summary_line(df: pd.DataFrame) -> str:
    if df.empty:
        return "0件"
    first = df["ordered_at"].min().strftime("%Y-%m-%d")
    last = df["ordered_at"].max().strftime("%Y-%m-%d")
    return f"{len(df)}件 ({first} 〜 {last})"
