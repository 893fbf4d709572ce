import pandas as pd

from kpis.metrics import active_customers, average_order_value, revenue


def orders(rows):
    return pd.DataFrame(rows, columns=["order_id", "customer_id", "status", "total", "refunded"])


def test_active_customers_counts_paid_only():
    df = orders([(1, 10, "paid", 20.0, 0.0), (2, 10, "paid", 5.0, 0.0), (3, 11, "cancelled", 9.0, 0.0)])
    assert active_customers(df) == 1


def test_revenue_subtracts_refunds():
    df = orders([(1, 10, "paid", 20.0, 0.0), (2, 11, "partially_refunded", 30.0, 10.0)])
    assert revenue(df) == 40.0


def test_aov_empty_week():
    assert average_order_value(orders([])) == 0.0
