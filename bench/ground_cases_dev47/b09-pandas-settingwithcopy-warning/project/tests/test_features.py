import pandas as pd

from churn.features import add_activity, add_plan_features


def test_inactive_flag():
    df = pd.DataFrame({"last_login": pd.to_datetime(["2025-11-29", "2025-09-01", None])})
    out = add_activity(df, pd.Timestamp("2025-11-30"))
    assert out["inactive_30d"].tolist() == [False, True, True]


def test_fee_per_ticket_handles_zero():
    df = pd.DataFrame({"plan": ["pro", "free"], "monthly_fee": [3000, 0], "support_tickets": [3, 0]})
    out = add_plan_features(df)
    assert out["fee_per_ticket"].iloc[0] == 1000
    assert pd.isna(out["fee_per_ticket"].iloc[1])
    assert out["plan_rank"].tolist() == [2, 0]
