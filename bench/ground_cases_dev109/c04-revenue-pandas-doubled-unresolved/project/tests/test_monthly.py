import pandas as pd

from jobs.monthly_revenue import build_report


def _orders(rows):
    return pd.DataFrame(rows, columns=["order_id", "customer_id", "amount", "status", "paid_at"])


def _customers(rows):
    return pd.DataFrame(rows, columns=["customer_id", "province", "level"])


def test_only_paid_orders_count():
    orders = _orders([
        (1, 10, 100.0, "paid", "2025-03-01"),
        (2, 10, 50.0, "refunded", "2025-03-02"),
    ])
    customers = _customers([(10, "SH", "gold")])
    report = build_report(orders, customers)
    assert report["revenue"].sum() == 100.0
    assert report["orders"].sum() == 1


def test_bj_and_tj_are_north():
    orders = _orders([
        (1, 10, 10.0, "paid", "2025-03-01"),
        (2, 11, 5.0, "paid", "2025-03-01"),
    ])
    customers = _customers([(10, "BJ", "gold"), (11, "TJ", "gold")])
    report = build_report(orders, customers)
    assert list(report["region"]) == ["华北"]
    assert report["revenue"].iloc[0] == 15.0


def test_unknown_province_goes_to_other():
    orders = _orders([(1, 11, 20.0, "paid", "2025-03-01")])
    customers = _customers([(11, "XZ", "silver")])
    report = build_report(orders, customers)
    assert list(report["region"]) == ["其他"]
