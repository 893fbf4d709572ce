import pandas as pd

from report.daily_revenue import daily_revenue


def _orders(rows):
    df = pd.DataFrame(rows, columns=["order_id", "customer_id", "created_at", "amount", "currency", "status"])
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    return df


def _refunds(rows):
    df = pd.DataFrame(rows, columns=["refund_id", "order_id", "refunded_at", "refund_amount"])
    df["refunded_at"] = pd.to_datetime(df["refunded_at"], utc=True)
    return df


def test_net_is_gross_minus_refunds():
    orders = _orders([
        (1, 10, "2025-11-03T15:00:00Z", 100.0, "USD", "paid"),
        (2, 11, "2025-11-03T16:30:00Z", 50.0, "USD", "partially_refunded"),
    ])
    refunds = _refunds([(900, 2, "2025-11-04T09:00:00Z", 20.0)])
    row = daily_revenue(orders, refunds).iloc[0]
    assert row["gross"] == 150.0
    assert row["refunds"] == 20.0
    assert row["net_revenue"] == 130.0


def test_orders_counted_once():
    orders = _orders([(1, 10, "2025-11-03T15:00:00Z", 100.0, "USD", "paid")])
    refunds = _refunds([])
    assert daily_revenue(orders, refunds).iloc[0]["orders"] == 1
