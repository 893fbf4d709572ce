"""Turns the sheet's strings into typed order rows."""
from __future__ import annotations

import logging

import pandas as pd

log = logging.getLogger(__name__)


def _to_int(series: pd.Series) -> pd.Series:
    return pd.to_numeric(series.str.replace(",", "").str.replace("¥", ""), errors="coerce").astype("Int64")


def clean_orders(raw: pd.DataFrame) -> pd.DataFrame:
    df = raw.copy()
    df = df[df["order_id"].str.strip() != ""]
    df["order_date"] = pd.to_datetime(df["order_date"], format="%Y/%m/%d", errors="coerce")
    df["qty"] = _to_int(df["qty"])
    df["unit_price"] = _to_int(df["unit_price"])
    df["amount"] = df["qty"] * df["unit_price"]
    before = len(df)
    df = df.dropna(subset=["order_date", "qty", "unit_price"])
    if len(df) != before:
        log.debug("dropped %d rows with unparsable values", before - len(df))
    return df.drop_duplicates(subset=["order_id"], keep="last")


def monthly_totals(df: pd.DataFrame) -> pd.DataFrame:
    out = (
        df.assign(month=df["order_date"].dt.to_period("M"))
        .groupby(["month", "store"], as_index=False)["amount"]
        .sum()
    )
    return out.sort_values(["month", "store"]).reset_index(drop=True)
