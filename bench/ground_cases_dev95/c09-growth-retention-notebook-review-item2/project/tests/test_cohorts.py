import pandas as pd
import pytest

from retention import cohorts


@pytest.fixture
def orders():
    return pd.DataFrame({
        "order_id": ["o1", "o2", "o3", "o4", "o5"],
        "customer_id": ["a", "a", "b", "c", "c"],
        "ordered_at": pd.to_datetime([
            "2024-01-05", "2024-02-20", "2024-01-10", "2024-02-01", "2024-02-03",
        ]),
    })


def test_first_orders_cohort(orders):
    first = cohorts.first_orders(orders).set_index("customer_id")
    assert str(first.loc["a", "cohort"]) == "2024-01"
    assert str(first.loc["c", "cohort"]) == "2024-02"


def test_cohort_sizes(orders):
    assert cohorts.cohort_sizes(orders).to_dict() == {pd.Period("2024-01"): 2, pd.Period("2024-02"): 1}


def test_counts_customers_not_orders(orders):
    counts = cohorts.cohort_counts(orders)
    # c ordered twice in period 0 but is one customer
    assert counts.loc[pd.Period("2024-02"), 0] == 1


def test_period_zero_is_full(orders):
    m = cohorts.retention_matrix(orders)
    assert (m[0] == 1.0).all()
