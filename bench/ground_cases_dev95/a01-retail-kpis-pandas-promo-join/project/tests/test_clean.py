import pandas as pd

from clean import drop_returns, drop_test_orders, normalize_skus


def test_drop_test_orders_removes_staff_and_unpaid():
    orders = pd.DataFrame({
        "order_id": [1, 2, 3, 4],
        "customer_id": [1, 50, 51, 52],
        "status": ["paid", "PAID", "cancelled", "shipped"],
    })
    out = drop_test_orders(orders)
    assert out["order_id"].tolist() == [2, 4]


def test_normalize_skus():
    lines = pd.DataFrame({"sku": ["ab-123 ", "AB123", "AB-123"], "qty": [1, 1, 1]})
    assert normalize_skus(lines)["sku"].unique().tolist() == ["AB-123"]


def test_drop_returns_keeps_positive_quantities():
    lines = pd.DataFrame({"order_id": [1, 1, 2], "qty": [2, -1, 1]})
    out = drop_returns(lines)
    assert out["qty"].tolist() == [2, 1]


def test_normalize_skus_does_not_touch_input():
    lines = pd.DataFrame({"sku": ["ab-1"], "qty": [1]})
    normalize_skus(lines)
    assert lines["sku"].item() == "ab-1"
