"""店舗別・カテゴリ別の集計."""
from __future__ import annotations

import unicodedata

import pandas as pd


def normalize_category(name: str) -> str:
    """半角カナ・全角英数などを NFKC でそろえ、前後の空白を落とす."""
    return unicodedata.normalize("NFKC", str(name)).strip()


def by_store(df: pd.DataFrame) -> pd.DataFrame:
    out = (
        df.groupby("store", as_index=False)
        .agg(件数=("amount", "size"), 数量=("qty", "sum"), 売上=("amount", "sum"))
        .sort_values("store")
        .reset_index(drop=True)
    )
    return out


def by_category(df: pd.DataFrame) -> pd.DataFrame:
    df = df.assign(category=df["category"].map(normalize_category))
    out = (
        df.groupby("category", as_index=False)
        .agg(数量=("qty", "sum"), 売上=("amount", "sum"))
        .sort_values("売上", ascending=False)
        .reset_index(drop=True)
    )
    total = out["売上"].sum()
    out["構成比"] = (out["売上"] / total * 100).round(1) if total else 0.0
    return out


def totals(df: pd.DataFrame) -> dict[str, int]:
    return {
        "件数": int(len(df)),
        "数量": int(df["qty"].sum()),
        "売上": int(df["amount"].sum()),
        "店舗数": int(df["store"].nunique()),
    }
