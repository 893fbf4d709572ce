from __future__ import annotations

import pandas as pd

REQUIRED = ["date", "store", "sku", "quantity", "unit_price"]


def normalize_store(code: str) -> str:
    """POS exports write the same store as 'tk01', 'TK01' or 'TK-01'."""
    return code.upper().replace("-", "")


def clean(df: pd.DataFrame) -> pd.DataFrame:
    missing = [c for c in REQUIRED if c not in df.columns]
    if missing:
        raise ValueError(f"missing columns: {missing}")
    out = df.copy()
    out["date"] = pd.to_datetime(out["date"])
    out["store"] = out["store"].astype(str).map(normalize_store)
    out["amount"] = out["quantity"] * out["unit_price"]
    return out


def monthly_sales(df: pd.DataFrame) -> pd.DataFrame:
    """Sales per store and month (yyyy-mm)."""
    df = df.assign(month=df["date"].dt.strftime("%Y-%m"))
    sold = df[df["quantity"] > 0]
    returned = df[df["quantity"] < 0]
    grouped = sold.groupby(["store", "month"], as_index=False).agg(
        quantity=("quantity", "sum"),
        sales=("amount", "sum"),
    )
    returns = (
        returned.groupby(["store", "month"], as_index=False)["quantity"].sum()
        .rename(columns={"quantity": "returns"})
    )
    grouped = grouped.merge(returns, on=["store", "month"], how="left")
    grouped["returns"] = grouped["returns"].fillna(0).abs().astype(int)
    return grouped.sort_values(["month", "store"]).reset_index(drop=True)


def with_store_names(df: pd.DataFrame, names: dict[str, str]) -> pd.DataFrame:
    out = df.copy()
    out.insert(1, "store_name", out["store"].map(names).fillna("(不明)"))
    return out
