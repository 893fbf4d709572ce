"""订单过滤与退款处理。"""
import pandas as pd

from etl.config import TEST_SHOP_IDS

# GMV 统计的订单状态（已取消、未支付不算）
VALID_ORDER_STATUSES = ("paid", "shipped", "completed")

# 这些退款状态的退款金额要从 GMV 里扣掉
REFUND_STATUSES = ("full",)


def keep_valid_orders(df: pd.DataFrame) -> pd.DataFrame:
    return df[df["order_status"].isin(VALID_ORDER_STATUSES)]


def exclude_test_shops(df: pd.DataFrame) -> pd.DataFrame:
    return df[~df["shop_id"].isin(TEST_SHOP_IDS)]


def subtract_refunds(df: pd.DataFrame) -> pd.DataFrame:
    """gmv = 实付 - 退款（只扣 REFUND_STATUSES 里的退款）。"""
    out = df.copy()
    refunded = out["refund_status"].isin(REFUND_STATUSES)
    out["gmv"] = out["pay_amount"]
    out.loc[refunded, "gmv"] = out.loc[refunded, "pay_amount"] - out.loc[refunded, "refund_amount"]
    return out
