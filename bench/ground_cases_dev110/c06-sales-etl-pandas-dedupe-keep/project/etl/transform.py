"""Clean the raw rows: one row per order, its latest state."""
from __future__ import annotations

import pandas as pd

VALID_STATUS = {"paid", "shipped", "refunded", "cancelled"}


def dedupe_orders(df: pd.DataFrame) -> pd.DataFrame:
    """The export repeats an order each time it changes; keep one row per order_id."""
    return df.sort_values("updated_at").drop_duplicates(subset="order_id", keep="first")


def normalize_status(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["status"] = out["status"].str.strip().str.lower()
    return out[out["status"].isin(VALID_STATUS)]


def signed_amount(df: pd.DataFrame) -> pd.DataFrame:
    """Refunds count against revenue."""
    out = df.copy()
    out.loc[out["status"] == "refunded", "amount"] *= -1
    return out


def clean(df: pd.DataFrame) -> pd.DataFrame:
    return signed_amount(normalize_status(dedupe_orders(df)))


def by_day(df: pd.DataFrame) -> pd.DataFrame:
    day = df["updated_at"].dt.date.rename("day")
    return df.groupby([day, "shop"], as_index=False)["amount"].sum()
