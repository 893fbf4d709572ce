"""売上データの正規化と店舗マスタとの結合."""
from __future__ import annotations

import pandas as pd

ZENKAKU = str.maketrans("０１２３４５６７８９", "0123456789")


def normalize_amount(s: pd.Series) -> pd.Series:
    cleaned = s.str.translate(ZENKAKU).str.replace(",", "", regex=False).str.strip()
    return pd.to_numeric(cleaned, errors="coerce").fillna(0).astype("int64")


def normalize_qty(s: pd.Series) -> pd.Series:
    return pd.to_numeric(s.str.translate(ZENKAKU), errors="coerce").fillna(0).astype("int32")


def normalize(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["sale_date"] = pd.to_datetime(out["sale_date"], errors="coerce")
    out["store_code"] = out["store_code"].str.strip().astype(int)
    out["sku"] = out["sku"].str.strip()
    out["qty"] = normalize_qty(out["qty"])
    out["amount"] = normalize_amount(out["amount"])
    return out.dropna(subset=["sale_date"])


def attach_store(df: pd.DataFrame, master: pd.DataFrame) -> pd.DataFrame:
    return df.merge(master, on="store_code", how="inner")


def daily_summary(df: pd.DataFrame) -> pd.DataFrame:
    return (
        df.groupby(["sale_date", "store_code", "store_name"], as_index=False)
        .agg(qty=("qty", "sum"), amount=("amount", "sum"))
        .sort_values(["sale_date", "store_code"])
    )


def run(df: pd.DataFrame, master: pd.DataFrame) -> pd.DataFrame:
    return daily_summary(attach_store(normalize(df), master))
