"""Per-store daily sales."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pandas as pd

from salesjob.load import load_orders

STORE_NAMES = {
    "SBY": "渋谷店",
    "SJK": "新宿店",
    "IKB": "池袋店",
    "KCJ": "吉祥寺店",
}


def by_store(orders: pd.DataFrame) -> pd.DataFrame:
    g = orders.groupby("store_code", sort=True)
    out = pd.DataFrame({"orders": g.size(), "sales": g["net"].sum()})
    out.index.name = "store_code"
    out["avg_ticket"] = (out["sales"] / out["orders"]).round().astype(int)
    out["store"] = [STORE_NAMES.get(code, code) for code in out.index]
    return out.reset_index()


def format_table(df: pd.DataFrame) -> pd.DataFrame:
    shown = df[["store", "orders", "sales", "avg_ticket"]].copy()
    shown[["sales", "avg_ticket"]] = shown[["sales", "avg_ticket"]].map(lambda v: f"¥{v:,}")
    return shown


def total(df: pd.DataFrame) -> int:
    return int(df["sales"].sum())


def run(path: Path, day: date) -> pd.DataFrame:
    orders = load_orders(path, day)
    return by_store(orders)
