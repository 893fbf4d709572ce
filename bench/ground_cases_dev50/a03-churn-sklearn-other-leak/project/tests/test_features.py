import pandas as pd

from churn.config import FEATURES
from churn.features import build_features, target_encode


def frame() -> pd.DataFrame:
    return pd.DataFrame({
        "snapshot_date": pd.to_datetime(["2025-09-01"] * 4),
        "signup_date": pd.to_datetime(["2024-09-01", "2025-06-01", "2023-01-15", "2025-08-01"]),
        "last_login_at": pd.to_datetime(["2025-08-30", None, "2025-07-01", "2025-08-31"]),
        "monthly_fee": [49, 19, 199, 19],
        "seats": [5, 1, 40, 0],
        "logins_30d": [22, 0, 310, 3],
        "logins_prev_30d": [25, 4, 290, None],
        "tickets_90d": [1, 0, 7, None],
        "billing_period": ["monthly", "monthly", "annual", "monthly"],
        "plan": ["team", "starter", "business", "starter"],
        "churned_next_30d": [0, 1, 0, 0],
    })


def test_all_features_built():
    assert list(build_features(frame()).columns) == FEATURES


def test_missing_login_means_a_year():
    assert build_features(frame()).loc[1, "days_since_last_login"] == 365


def test_seats_at_least_one():
    assert build_features(frame())["seats"].min() == 1


def test_target_encode_shrinks_small_groups():
    enc = target_encode(frame(), "plan", smoothing=20.0)
    assert 0.25 < enc[1] < 0.5
