"""把明细聚合成日报。"""
from __future__ import annotations

from datetime import date

import pandas as pd

from etl.utils import pct_change, week_range

REPORT_COLUMNS = ["shop_id", "shop_name", "gmv", "order_cnt", "aov", "buyer_cnt", "refund_amount", "net_gmv"]


def daily_by_shop(orders: pd.DataFrame, refunds: pd.DataFrame, day: date) -> pd.DataFrame:
    """某一天按门店汇总。"""
    o = orders[orders["pay_date"] == day]
    agg = (
        o.groupby(["shop_id", "shop_name"], as_index=False)
        .agg(gmv=("pay_amount", "sum"), order_cnt=("id", "count"), buyer_cnt=("user_id", "nunique"))
    )
    r = refunds[refunds["refund_date"] == day].groupby("shop_id", as_index=False).agg(refund_amount=("amount", "sum"))
    df = agg.merge(r, on="shop_id", how="left")
    df["refund_amount"] = df["refund_amount"].fillna(0.0)
    df["net_gmv"] = df["gmv"] - df["refund_amount"]
    df["aov"] = (df["gmv"] / df["order_cnt"]).round(2)  # 客单价
    return df[REPORT_COLUMNS].sort_values("gmv", ascending=False).reset_index(drop=True)


def week_to_date(orders: pd.DataFrame, day: date) -> pd.DataFrame:
    """本周一到 day 的累计 GMV（日报里的「本周累计」列）。"""
    start, _ = week_range(day)
    o = orders[(orders["pay_date"] >= start) & (orders["pay_date"] <= day)]
    return o.groupby("shop_id", as_index=False).agg(wtd_gmv=("pay_amount", "sum"))


def add_compare(today: pd.DataFrame, prev: pd.DataFrame) -> pd.DataFrame:
    """加上和前一天的环比。"""
    m = today.merge(prev[["shop_id", "gmv"]].rename(columns={"gmv": "prev_gmv"}), on="shop_id", how="left")
    m["prev_gmv"] = m["prev_gmv"].fillna(0.0)
    m["gmv_dod"] = [pct_change(c, p) for c, p in zip(m["gmv"], m["prev_gmv"])]
    return m.drop(columns=["prev_gmv"])


def build_report(orders: pd.DataFrame, refunds: pd.DataFrame, day: date, prev_day: date) -> pd.DataFrame:
    today = daily_by_shop(orders, refunds, day)
    prev = daily_by_shop(orders, refunds, prev_day)
    report = add_compare(today, prev)
    report = report.merge(week_to_date(orders, day), on="shop_id", how="left")
    report["wtd_gmv"] = report["wtd_gmv"].fillna(0.0)
    total = {
        "shop_id": 0,
        "shop_name": "合计",
        "gmv": report["gmv"].sum(),
        "order_cnt": report["order_cnt"].sum(),
        "aov": round(report["gmv"].sum() / report["order_cnt"].sum(), 2) if report["order_cnt"].sum() else 0.0,
        "buyer_cnt": orders[orders["pay_date"] == day]["user_id"].nunique(),
        "refund_amount": report["refund_amount"].sum(),
        "net_gmv": report["net_gmv"].sum(),
        "gmv_dod": pct_change(report["gmv"].sum(), prev["gmv"].sum()),
        "wtd_gmv": report["wtd_gmv"].sum(),
    }
    return pd.concat([report, pd.DataFrame([total])], ignore_index=True)
