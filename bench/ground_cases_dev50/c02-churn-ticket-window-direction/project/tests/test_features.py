import pandas as pd

from churn.features import labels, order_features


def customers():
    return pd.DataFrame({
        "customer_id": ["a", "b"],
        "signup_date": pd.to_datetime(["2024-01-01", "2024-06-01"]),
        "cutoff": pd.to_datetime(["2025-03-01", "2025-03-01"]),
    })


def test_orders_only_before_cutoff():
    orders = pd.DataFrame({
        "customer_id": ["a", "a", "a", "b"],
        "ordered_at": pd.to_datetime(["2025-01-15", "2025-02-10", "2025-03-02", "2025-02-28"]),
        "amount": [10.0, 20.0, 99.0, 5.0],
    })
    out = order_features(orders, customers())
    assert out.loc["a", "orders_30d"] == 1
    assert out.loc["a", "spend_30d"] == 20.0
    assert out.loc["b", "orders_30d"] == 1


def test_label_looks_forward():
    cancels = pd.DataFrame({"customer_id": ["a"], "cancelled_at": pd.to_datetime(["2025-04-10"])})
    assert list(labels(cancels, customers())) == [1, 0]
