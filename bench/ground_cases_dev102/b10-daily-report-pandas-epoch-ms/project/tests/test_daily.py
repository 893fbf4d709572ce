import pandas as pd

from etl.daily import conversion, daily_summary


def frame(rows):
    df = pd.DataFrame(rows, columns=["user_id", "event", "ts", "amount"])
    df["ts"] = pd.to_datetime(df["ts"], utc=True)
    return df


def test_groups_by_tokyo_day():
    df = frame([
        ["u1", "view", "2025-11-10T14:59:00Z", 0],
        ["u1", "view", "2025-11-10T15:00:00Z", 0],
    ])
    out = daily_summary(df)
    assert len(out) == 2


def test_revenue_and_purchases():
    df = frame([
        ["u1", "purchase", "2025-11-10T01:00:00Z", 1200],
        ["u2", "purchase", "2025-11-10T02:00:00Z", 800],
        ["u2", "view", "2025-11-10T03:00:00Z", 0],
    ])
    out = daily_summary(df)
    assert out.loc[0, "revenue"] == 2000
    assert out.loc[0, "purchases"] == 2


def test_conversion_handles_zero_users():
    summary = pd.DataFrame({"users": [0, 4], "purchases": [0, 1]})
    assert list(conversion(summary)) == [0.0, 0.25]
