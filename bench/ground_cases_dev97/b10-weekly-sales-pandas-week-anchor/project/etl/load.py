from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {
    "注文日": "date",
    "店舗コード": "store",
    "カテゴリ": "category",
    "金額": "amount",
    "税額": "tax",
}


def read_orders(path: str | Path) -> pd.DataFrame:
    """Read the POS export (Shift_JIS CSV, Japanese headers) into English columns."""
    df = pd.read_csv(path, encoding="cp932", usecols=list(COLUMNS), dtype={"店舗コード": str})
    df = df.rename(columns=COLUMNS)
    df["amount"] = pd.to_numeric(df["amount"], errors="coerce").fillna(0).astype(int)
    df["tax"] = pd.to_numeric(df["tax"], errors="coerce").fillna(0).astype(int)
    df["date"] = pd.to_datetime(df["date"], format="%Y/%m/%d", errors="coerce")
    return df.dropna(subset=["date"])


def read_many(paths: list[str | Path]) -> pd.DataFrame:
    frames = [read_orders(p) for p in paths]
    if not frames:
        return pd.DataFrame(columns=list(COLUMNS.values()))
    return pd.concat(frames, ignore_index=True).drop_duplicates()
