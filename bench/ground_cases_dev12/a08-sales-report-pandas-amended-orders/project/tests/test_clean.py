import pandas as pd

from report import clean


def orders(rows):
    df = pd.DataFrame(rows, columns=["order_id", "store_id", "customer_email", "status", "amount", "updated_at"])
    df["updated_at"] = pd.to_datetime(df["updated_at"])
    return df


def test_drops_test_orders():
    df = orders([
        ("a", 1, "x@shop.de", "completed", 10.0, "2025-03-01"),
        ("b", 999, "y@shop.de", "completed", 10.0, "2025-03-01"),
        ("c", 2, "qa@example.com", "completed", 10.0, "2025-03-01"),
    ])
    assert list(clean.drop_test_orders(df)["order_id"]) == ["a"]


def test_dedupe_keeps_one_row_per_order():
    df = orders([
        ("a", 1, "x@shop.de", "completed", 10.0, "2025-03-01 10:00"),
        ("a", 1, "x@shop.de", "completed", 10.0, "2025-03-01 10:00"),
        ("b", 1, "y@shop.de", "completed", 5.0, "2025-03-02 09:00"),
    ])
    assert sorted(clean.dedupe_orders(df)["order_id"]) == ["a", "b"]


def test_refunds_are_netted():
    df = orders([("a", 1, "x@shop.de", "refunded", 30.0, "2025-03-01")])
    refunds = pd.DataFrame({"order_id": ["a", "a"], "amount": [10.0, 5.0]})
    out = clean.apply_refunds(df, refunds)
    assert out.loc[0, "amount"] == 15.0
    assert out.loc[0, "refunded"] == 15.0


def test_refund_never_goes_negative():
    df = orders([("a", 1, "x@shop.de", "refunded", 30.0, "2025-03-01")])
    refunds = pd.DataFrame({"order_id": ["a"], "amount": [45.0]})
    assert clean.apply_refunds(df, refunds).loc[0, "amount"] == 0.0
