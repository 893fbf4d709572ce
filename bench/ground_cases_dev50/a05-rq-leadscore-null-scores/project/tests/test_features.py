import pandas as pd

from leadscore.features import MODEL_FEATURES, build

NOW = pd.Timestamp("2025-10-01", tz="UTC")


def leads() -> pd.DataFrame:
    return pd.DataFrame({
        "company_size": [50, None],
        "pageviews_30d": [12, None],
        "emails_opened_30d": [3, 0],
        "demo_requested": [True, None],
        "created_at": pd.to_datetime(["2025-09-01", "2025-09-20"], utc=True),
        "last_activity_at": pd.to_datetime(["2025-09-28", "2025-09-21"], utc=True),
        "industry": ["saas", "retail"],
        "country": ["US", "DE"],
    })


def test_columns_in_model_order():
    assert list(build(leads(), NOW).columns) == MODEL_FEATURES


def test_days_since_last_touch():
    assert build(leads(), NOW)["days_since_last_touch"].tolist() == [3, 10]


def test_missing_counts_default():
    row = build(leads(), NOW).iloc[1]
    assert row["log_company_size"] > 0
    assert row["pageviews_30d"] == 0
