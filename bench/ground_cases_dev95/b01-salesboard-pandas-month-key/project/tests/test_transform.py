import pandas as pd
import pytest

from salesboard.transform import category_share, monthly_revenue, to_jpy, top_products


@pytest.fixture
def fx():
    return pd.DataFrame({
        "date": pd.to_datetime(["2024-03-01", "2024-03-01", "2024-03-04"]),
        "currency": ["USD", "EUR", "USD"],
        "rate": [150.0, 162.0, 149.5],
    })


@pytest.fixture
def orders():
    return pd.DataFrame({
        "order_id": [1, 2, 3, 4],
        "order_date": pd.to_datetime(["2024-03-01", "2024-03-01", "2024-03-04", "2024-04-02"]),
        "product_id": pd.array(["A", "B", "A", "C"], dtype="string"),
        "quantity": [1, 2, 1, 1],
        "amount": [10.0, 5.0, 1000.0, 300.0],
        "currency": ["USD", "EUR", "JPY", "JPY"],
        "status": ["paid", "paid", "paid", "cancelled"],
    })


def test_to_jpy_converts_with_same_day_rate(orders, fx):
    out = to_jpy(orders, fx)
    assert out["amount_jpy"].tolist()[:3] == [1500.0, 810.0, 1000.0]


def test_to_jpy_weekend_uses_previous_business_day(fx):
    weekend = pd.DataFrame({
        "order_id": [9], "order_date": pd.to_datetime(["2024-03-02"]),
        "product_id": pd.array(["A"], dtype="string"), "quantity": [1],
        "amount": [2.0], "currency": ["USD"], "status": ["paid"],
    })
    assert to_jpy(weekend, fx)["amount_jpy"].tolist() == [300.0]


def test_monthly_revenue_skips_cancelled(orders, fx):
    monthly = monthly_revenue(to_jpy(orders, fx))
    assert monthly["revenue_jpy"].tolist() == [3310.0]


def test_top_products_sorted(orders, fx):
    products = pd.DataFrame({"product_id": pd.array(["A", "B", "C"], dtype="string"),
                             "name": ["a", "b", "c"], "category": ["x", "y", "x"]})
    top = top_products(to_jpy(orders, fx), products, n=2)
    assert top["product_id"].tolist() == ["A", "B"]


def test_category_share_sums_to_one(orders, fx):
    products = pd.DataFrame({"product_id": pd.array(["A", "B", "C"], dtype="string"),
                             "name": ["a", "b", "c"], "category": ["x", "y", "x"]})
    assert category_share(to_jpy(orders, fx), products).sum() == pytest.approx(1.0)
