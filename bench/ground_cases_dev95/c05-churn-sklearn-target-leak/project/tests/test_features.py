import pandas as pd
import pytest

from churn.features import build_features, check_features, feature_columns


@pytest.fixture
def customers():
    return pd.DataFrame({
        "customer_id": ["a", "b", "c", "d"],
        "company_id": ["k1", "k1", "k2", "k3"],
        "signup_date": pd.to_datetime(["2023-01-01", "2024-06-01", "2025-01-15", "2025-09-01"]),
        "monthly_fee": [99.0, 49.0, 0.0, 199.0],
        "seats": [3, 1, 0, 10],
        "logins_30d": [12, 0, 3, 40],
        "tickets_90d": [1, 4, 0, 2],
        "days_since_last_login": [2, 45, 10, 0],
        "plan_type": ["pro", "basic", "free", "team"],
        "region": ["north", "south", "south", "east"],
        "billing_cycle": ["monthly", "monthly", "monthly", "annual"],
        "churned": [0, 1, 0, 0],
    })


def test_tenure_counts_from_latest_signup(customers):
    out = build_features(customers)
    assert out.loc[3, "tenure_months"] == 0.0
    assert out.loc[0, "tenure_months"] == pytest.approx(32.0, abs=0.2)


def test_per_seat_features_do_not_divide_by_zero(customers):
    out = build_features(customers)
    assert out.loc[2, "fee_per_seat"] == 0.0
    assert out["tickets_per_seat"].notna().all()


def test_company_churn_rate(customers):
    out = build_features(customers)
    assert out.loc[0, "company_churn_rate"] == 0.5
    assert out.loc[3, "company_churn_rate"] == 0.0


def test_all_model_columns_present(customers):
    out = build_features(customers)
    assert check_features(out) == []
    numeric, categorical = feature_columns()
    assert "inactive" in numeric and "plan_type" in categorical
