"""POS の売上 CSV の読み込み."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pandas as pd

COLUMNS = {
    "店舗コード": "store",
    "売上日時": "sold_at",
    "カテゴリ": "category",
    "商品名": "item",
    "数量": "qty",
    "金額": "amount",
}


def load_sales(path: str | Path) -> pd.DataFrame:
    df = pd.read_csv(path, dtype={"店舗コード": str}, encoding="utf-8-sig")
    df = df.rename(columns=COLUMNS)[list(COLUMNS.values())]
    df["sold_at"] = pd.to_datetime(df["sold_at"], format="%Y-%m-%d %H:%M:%S")
    df["qty"] = df["qty"].astype(int)
    df["amount"] = df["amount"].astype(int)
    return df


def filter_period(df: pd.DataFrame, start: date, end: date) -> pd.DataFrame:
    """start〜end の売上だけを返す."""
    mask = (df["sold_at"] >= pd.Timestamp(start)) & (df["sold_at"] < pd.Timestamp(end))
    return df.loc[mask].copy()


def drop_returns(df: pd.DataFrame) -> pd.DataFrame:
    """返品(数量がマイナス)の行を除く. 返品は別レポートで扱う."""
    return df.loc[df["qty"] > 0].copy()
