import pandas as pd

from etl import filters


def _df(rows):
    return pd.DataFrame(rows, columns=["order_id", "shop_id", "pay_amount", "refund_status", "refund_amount",
                                       "order_status"])


def test_full_refund_is_subtracted():
    df = filters.subtract_refunds(_df([["A", 1, 100.0, "full", 100.0, "completed"]]))
    assert df["gmv"].tolist() == [0.0]


def test_no_refund_keeps_pay_amount():
    df = filters.subtract_refunds(_df([["A", 1, 100.0, "none", 0.0, "completed"]]))
    assert df["gmv"].tolist() == [100.0]


def test_test_shops_are_dropped():
    df = filters.exclude_test_shops(_df([["A", 9001, 1.0, "none", 0.0, "completed"],
                                         ["B", 1001, 9.9, "none", 0.0, "completed"]]))
    assert df["order_id"].tolist() == ["B"]
