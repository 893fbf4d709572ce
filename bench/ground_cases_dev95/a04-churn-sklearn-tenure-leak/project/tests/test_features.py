import pandas as pd
import pytest

from churn.features import CATEGORICAL, NUMERIC, add_tenure, add_usage_features, build_features

SNAP = pd.Timestamp("2025-07-01")


@pytest.fixture
def df():
    return pd.DataFrame({
        "customer_id": [1, 2, 3],
        "signup_date": pd.to_datetime(["2023-01-10", "2024-06-01", "2025-03-15"]),
        "plan": ["team", "solo", "team"],
        "seats": [5, 1, 0],
        "monthly_fee": [100.0, 12.0, 40.0],
        "support_tickets_90d": [0, 3, 1],
        "logins_30d": [40, 2, 10],
        "last_login": pd.to_datetime(["2025-06-30", "2025-05-01", None]),
        "payment_failures_90d": [0, 1, 0],
        "cancelled_at": pd.to_datetime([None, "2025-08-20", None]),
        "churned": [0, 1, 0],
    })


def test_days_since_login(df):
    out = add_usage_features(df, SNAP)
    assert out["days_since_login"].tolist() == [1, 61, 365]


def test_fee_per_seat_handles_zero_seats(df):
    out = add_usage_features(df, SNAP)
    assert out["fee_per_seat"].tolist() == [20.0, 12.0, 40.0]


def test_tenure_days(df):
    out = add_tenure(df, SNAP)
    assert out["tenure_days"].tolist() == [903, 445, 108]


def test_build_features_columns(df):
    X, y = build_features(df, SNAP)
    assert list(X.columns) == NUMERIC + CATEGORICAL
    assert y.tolist() == [0, 1, 0]
