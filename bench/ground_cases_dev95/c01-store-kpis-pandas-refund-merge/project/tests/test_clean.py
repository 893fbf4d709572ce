import pandas as pd
import pytest

from kpis.clean import attach_refunds, drop_test_stores, normalize_orders


@pytest.fixture
def raw_orders():
    return pd.DataFrame({
        "order_id": ["o1", "o2", "o3", "o4"],
        "customer_id": ["c1", "c2", None, "c3"],
        "store_id": ["s1", "s2", "s1", "s9"],
        "channel": ["Store ", "web", "app", "WEB"],
        "gross_amount": [100.0, 50.0, 30.0, 0.0],
        "ordered_at": pd.to_datetime(["2024-03-01", "2024-03-02", "2024-03-02", "2024-03-03"]),
    })


def test_normalize_drops_missing_customer_and_zero_amount(raw_orders):
    out = normalize_orders(raw_orders)
    assert list(out["order_id"]) == ["o1", "o2"]
    assert list(out["channel"]) == ["store", "web"]


def test_drop_test_stores(raw_orders):
    stores = pd.DataFrame({"store_id": ["s1", "s2", "s9"], "is_test": [False, False, True]})
    out = drop_test_stores(raw_orders, stores)
    assert "o4" not in set(out["order_id"])


def test_attach_refunds_sets_net_amount(raw_orders):
    refunds = pd.DataFrame({"order_id": ["o2"], "refund_amount": [20.0]})
    out = attach_refunds(normalize_orders(raw_orders), refunds)
    assert out.set_index("order_id")["net_amount"].to_dict() == {"o1": 100.0, "o2": 30.0}
