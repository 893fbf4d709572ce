"""Cleaning and enrichment of the raw order exports."""
from __future__ import annotations

import pandas as pd

REGION_BY_PROVINCE = {
    "上海": "华东", "江苏": "华东", "浙江": "华东", "安徽": "华东", "山东": "华东", "福建": "华东",
    "北京": "华北", "天津": "华北", "河北": "华北", "山西": "华北",
    "广东": "华南", "广西": "华南", "海南": "华南",
    "四川": "西南", "重庆": "西南", "云南": "西南", "贵州": "西南",
    "湖北": "华中", "湖南": "华中", "河南": "华中", "江西": "华中",
}


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df.copy()
    df["order_date"] = pd.to_datetime(df["order_date"], errors="coerce")
    df = df.dropna(subset=["order_id", "order_date"])
    df["amount"] = pd.to_numeric(df["amount"], errors="coerce").fillna(0.0)
    df["province"] = df["province"].astype(str).str.strip().str.removesuffix("省").str.removesuffix("市")
    df["currency"] = df["currency"].fillna("CNY").str.upper()
    return df


def dedupe(df: pd.DataFrame) -> pd.DataFrame:
    """Consecutive exports overlap by a day, so the same order shows up twice; keep one copy."""
    return df.drop_duplicates(subset=["customer_id", "order_date"], keep="last").reset_index(drop=True)


def add_region(df: pd.DataFrame) -> pd.DataFrame:
    return df.assign(region=df["province"].map(REGION_BY_PROVINCE).fillna("其他"))


def to_week(ts: pd.Series) -> pd.Series:
    """ISO week label such as 2025-W45; ISO weeks start on Monday."""
    iso = ts.dt.isocalendar()
    return iso["year"].astype(str) + "-W" + iso["week"].astype(str).str.zfill(2)


def add_week(df: pd.DataFrame) -> pd.DataFrame:
    return df.assign(week=to_week(df["order_date"]))


def pipeline(df: pd.DataFrame) -> pd.DataFrame:
    return add_week(add_region(dedupe(clean(df))))
