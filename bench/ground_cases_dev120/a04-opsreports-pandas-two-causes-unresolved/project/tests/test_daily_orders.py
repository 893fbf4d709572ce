import pandas as pd

from reports.daily_orders import build_report


def _orders():
    return pd.DataFrame(
        {
            "order_id": [1, 2, 3, 4],
            "customer_id": [10, 10, 11, 12],
            "state": ["paid", "shipped", "cancelled", "delivered"],
            "total_cents": [1000, 2550, 999, 400],
            "created_at": pd.to_datetime(["2025-11-05"] * 4),
        }
    )


def _customers():
    return pd.DataFrame(
        {
            "customer_id": [10, 11, 12],
            "name": ["Acme", "Globex", "Initech"],
            "region": ["north", "south", None],
            "segment": ["b2b", "b2b", "retail"],
        }
    )


def test_cancelled_orders_are_not_revenue():
    report = build_report(_orders(), _customers())
    assert report["revenue"].sum() == 39.50


def test_region_column():
    report = build_report(_orders(), _customers())
    assert dict(zip(report["name"], report["region"])) == {"Acme": "north", "Initech": "unknown"}


def test_one_row_per_customer():
    report = build_report(_orders(), _customers())
    assert list(report["name"]) == ["Acme", "Initech"]
