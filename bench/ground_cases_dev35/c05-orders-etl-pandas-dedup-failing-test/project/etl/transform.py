"""订单明细清洗: ods_orders (binlog 同步过来的) -> dwd_orders_daily"""
from __future__ import annotations

import pandas as pd

STATUS_MAP = {
    0: "created",
    1: "paid",
    2: "shipped",
    3: "finished",
    4: "refunded",
    9: "closed",
}

CHANNEL_MAP = {
    1: "APP",
    2: "H5",
    3: "MINI",
    4: "PC",
}

OUTPUT_COLUMNS = [
    "order_id",
    "user_id",
    "shop_id",
    "channel",
    "status",
    "pay_amount",
    "refund_amount",
    "gmv",
    "created_at",
    "updated_at",
    "dt",
]


def clean_orders(raw: pd.DataFrame, dt: str) -> pd.DataFrame:
    """清洗一天的订单. 金额单位: 分"""
    df = raw.rename(columns=str.lower).copy()
    df = df[df["is_test"] == 0]
    df["created_at"] = pd.to_datetime(df["created_at"])
    df["updated_at"] = pd.to_datetime(df["updated_at"])

    # binlog 同步会有同一订单的多个版本, 只留最新的一条
    df = df.sort_values(["order_id", "updated_at"]).drop_duplicates(subset="order_id", keep="first")

    df["channel"] = df["source_code"].map(CHANNEL_MAP).fillna("OTHER")
    df["status"] = df["status"].map(STATUS_MAP).fillna("unknown")
    df["pay_amount"] = df["pay_amount"].fillna(0).astype("int64")
    df["refund_amount"] = df["refund_amount"].fillna(0).astype("int64")
    df["gmv"] = df["pay_amount"] - df["refund_amount"]
    df["dt"] = dt
    return df[OUTPUT_COLUMNS].reset_index(drop=True)


def summarize_by_shop(df: pd.DataFrame) -> pd.DataFrame:
    """店铺维度汇总, 给日报用"""
    paid = df[df["status"].isin(["paid", "shipped", "finished", "refunded"])]
    out = (
        paid.groupby("shop_id", as_index=False)
        .agg(orders=("order_id", "nunique"), gmv=("gmv", "sum"), refund=("refund_amount", "sum"))
        .sort_values("gmv", ascending=False)
    )
    return out.reset_index(drop=True)
