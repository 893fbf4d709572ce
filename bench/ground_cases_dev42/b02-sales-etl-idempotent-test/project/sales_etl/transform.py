"""Clean raw export rows and build the per-store daily summary."""
from __future__ import annotations

import pandas as pd

COLUMNS = ["sale_date", "store_code", "receipt_no", "sold_at", "sku", "qty", "gross", "discount", "net", "source_file"]
VOID_MARKS = {"1", "true", "y", "yes"}


def _amount(col: pd.Series) -> pd.Series:
    """'1,280' -> 1280.0; blanks and junk -> 0.0."""
    return pd.to_numeric(col.str.replace(",", "", regex=False).str.strip(), errors="coerce").fillna(0.0)


def clean(raw: pd.DataFrame) -> pd.DataFrame:
    df = raw.copy()
    df["store_code"] = df["store_code"].str.strip().str.upper()
    df["void"] = df["void"].str.strip().str.lower().isin(VOID_MARKS)
    df = df.loc[~df["void"]].copy()
    df["qty"] = pd.to_numeric(df["qty"], errors="coerce").fillna(0).astype(int)
    df["gross"] = _amount(df["gross"])
    df["discount"] = _amount(df["discount"])
    df["net"] = (df["gross"] - df["discount"]).round(2)
    df["sold_at"] = pd.to_datetime(df["sold_at"], format="%Y-%m-%d %H:%M:%S")
    df["sale_date"] = df["sold_at"].dt.strftime("%Y-%m-%d")
    return df[COLUMNS].reset_index(drop=True)


def by_store(sales: pd.DataFrame) -> pd.DataFrame:
    out = sales.groupby(["store_code", "sale_date"], as_index=False).agg(
        receipts=("receipt_no", "nunique"),
        items=("qty", "sum"),
        net=("net", "sum"),
    )
    out["net"] = out["net"].round(2)
    return out
