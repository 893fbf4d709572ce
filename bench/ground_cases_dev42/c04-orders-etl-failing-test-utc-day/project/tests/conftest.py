import pandas as pd
import pytest


def make_orders(rows):
    """rows: (order_id, channel, status, paid_at UTC ISO, amount[, currency])"""
    records = []
    for r in rows:
        oid, channel, status, paid_at, amount, *rest = r
        records.append({"order_id": oid, "channel": channel, "status": status,
                        "paid_at": pd.Timestamp(paid_at, tz="UTC"), "amount": amount,
                        "currency": rest[0] if rest else "CNY"})
    return pd.DataFrame.from_records(records)


@pytest.fixture
def orders():
    return make_orders([
        (1, "app", "paid", "2025-11-20T02:00:00", 100.0),
        (2, "app", "completed", "2025-11-20T03:30:00", 50.5),
        (3, "web", "refunded", "2025-11-20T04:00:00", 80.0),
        (4, "miniprogram", "shipped", "2025-11-20T09:15:00", 19.9),
        (5, "app", "chargeback", "2025-11-20T10:00:00", 300.0),
    ])
