import pandas as pd
import pytest

from etl.clean import clean, net_amount, summary


def raw(**overrides):
    row = {"order_id": "A1", "store_id": "s01", "ordered_at": "2025-03-01T10:00:00+09:00",
           "amount": 1200, "discount": 200, "status": "Paid ", "is_test": False}
    row.update(overrides)
    return row


def test_drops_test_orders():
    df = clean(pd.DataFrame([raw(), raw(order_id="T1", is_test=True)]))
    assert list(df["order_id"]) == ["A1"]


def test_parses_times_as_utc():
    df = clean(pd.DataFrame([raw()]))
    assert str(df["ordered_at"].iloc[0]) == "2025-03-01 01:00:00+00:00"


def test_last_duplicate_wins():
    df = clean(pd.DataFrame([raw(), raw(status="cancelled")]))
    assert list(df["status"]) == ["cancelled"]


def test_unknown_status_is_an_error():
    with pytest.raises(ValueError):
        clean(pd.DataFrame([raw(status="lost")]))


def test_net_never_negative():
    df = pd.DataFrame([raw(amount=100, discount=300)])
    assert list(net_amount(df)) == [0]


def test_summary_counts():
    df = clean(pd.DataFrame([raw(), raw(order_id="A2", status="cancelled")]))
    assert summary(df) == {"orders": 2, "stores": 1, "cancelled": 1}
