from datetime import date

import pandas as pd

from etl.daily_gmv import aggregate, paid_orders


def orders(rows):
    df = pd.DataFrame(rows, columns=["order_id", "shop_id", "status", "amount", "paid_at"])
    df["paid_at"] = pd.to_datetime(df["paid_at"])
    return df


def test_paid_orders_keeps_paid_statuses_of_the_day():
    df = orders([
        (1, 10, "paid", 100.0, "2025-11-09 03:00:00"),
        (2, 10, "cancelled", 50.0, "2025-11-09 04:00:00"),
        (3, 10, "completed", 30.0, "2025-11-08 23:00:00"),
        (4, 11, "shipped", 20.0, "2025-11-09 12:00:00"),
    ])
    got = paid_orders(df, date(2025, 11, 9))
    assert sorted(got["order_id"]) == [1, 4]


def test_aggregate_subtracts_refunds_per_shop():
    paid = orders([(1, 10, "paid", 100.0, "2025-11-09 03:00:00"), (4, 11, "paid", 20.0, "2025-11-09 12:00:00")])
    refunds = pd.DataFrame({"shop_id": [10], "refund_amount": [15.5]})
    out = aggregate(paid, refunds)
    assert out.to_dict("records") == [
        {"shop_id": 10, "gmv": 100.0, "refund_amount": 15.5, "net_gmv": 84.5},
        {"shop_id": 11, "gmv": 20.0, "refund_amount": 0.0, "net_gmv": 20.0},
    ]


def test_aggregate_with_no_refunds():
    paid = orders([(1, 10, "paid", 100.0, "2025-11-09 03:00:00")])
    out = aggregate(paid, pd.DataFrame({"shop_id": [], "refund_amount": []}))
    assert out["net_gmv"].tolist() == [100.0]
