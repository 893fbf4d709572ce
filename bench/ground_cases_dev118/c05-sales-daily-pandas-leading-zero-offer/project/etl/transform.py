"""Clean and aggregate orders for the daily report."""
from __future__ import annotations

import pandas as pd

# First two digits of a Chinese postcode -> province (the ones we ship to most).
POSTCODE_PROVINCE = {
    "01": "内蒙古", "10": "北京", "20": "上海", "21": "江苏", "30": "天津",
    "31": "浙江", "35": "福建", "43": "湖北", "51": "广东", "61": "四川",
}


def province_from_postcode(postcode) -> str:
    code = str(postcode)
    if len(code) != 6:
        return "未知"
    return POSTCODE_PROVINCE.get(code[:2], "其他")


def paid_orders(orders: pd.DataFrame) -> pd.DataFrame:
    df = orders[orders["status"].isin(["paid", "shipped", "completed"])].copy()
    df["province"] = df["postcode"].map(province_from_postcode)
    return df


def daily_by_province(orders: pd.DataFrame) -> pd.DataFrame:
    df = paid_orders(orders)
    out = df.groupby("province", as_index=False).agg(orders=("order_id", "nunique"), revenue=("amount", "sum"))
    return out.sort_values("revenue", ascending=False, ignore_index=True)


def daily_by_category(orders: pd.DataFrame, skus: pd.DataFrame) -> pd.DataFrame:
    merged = paid_orders(orders).merge(skus, on="sku", how="left")
    merged["category"] = merged["category"].fillna("未分类")
    out = merged.groupby("category", as_index=False).agg(orders=("order_id", "nunique"), revenue=("amount", "sum"))
    return out.sort_values("revenue", ascending=False, ignore_index=True)
