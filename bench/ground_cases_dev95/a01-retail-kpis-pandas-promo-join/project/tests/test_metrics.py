import pandas as pd
import pytest

from metrics import basket_summary, repeat_rate, revenue_by_week, weekly_active_customers


@pytest.fixture
def orders():
    return pd.DataFrame({
        "order_id": [1, 2, 3, 4],
        "customer_id": [10, 11, 10, 12],
        "channel": pd.Categorical(["web", "app", "web", "web"]),
        "ordered_at": pd.to_datetime(["2025-03-03", "2025-03-04", "2025-03-11", "2025-03-12"], utc=True),
        "week": pd.to_datetime(["2025-03-03", "2025-03-03", "2025-03-10", "2025-03-10"]),
    })


@pytest.fixture
def lines():
    return pd.DataFrame({
        "order_id": [1, 1, 2, 3, 4],
        "sku": ["AB-1", "AB-2", "AB-1", "CD-9", "AB-2"],
        "qty": [1, 2, 1, 3, 1],
        "unit_price": [10.0, 5.0, 10.0, 2.0, 5.0],
    })


def test_revenue_by_week_sums_lines(orders, lines):
    out = revenue_by_week(orders, lines)
    assert out["revenue"].sum() == pytest.approx(41.0)


def test_basket_summary_one_row_per_week(orders, lines):
    promos = pd.DataFrame({"sku": ["AB-2"], "promo_code": ["SPRING"], "discount_pct": [10.0],
                           "starts_on": pd.to_datetime(["2025-03-01"]), "ends_on": pd.to_datetime(["2025-03-31"])})
    out = basket_summary(orders, lines, promos)
    assert len(out) == 2
    assert out.loc[out["week"] == "2025-03-03", "avg_items"].item() == pytest.approx(2.0)


def test_weekly_active_customers_counts_distinct(orders):
    out = weekly_active_customers(orders)
    assert out["active_customers"].tolist() == [2, 2]


def test_repeat_rate(orders):
    out = repeat_rate(orders)
    assert out["repeat_rate"].tolist() == [0.0, 0.5]
