from datetime import date

import pandas as pd

from revjob.transform import daily_revenue, summary_line, to_local_day


def frame(rows):
    df = pd.DataFrame(rows, columns=["order_id", "event_at", "status", "amount_cents", "currency", "country"])
    df["event_at"] = pd.to_datetime(df["event_at"], utc=True)
    return df


def test_only_sold_statuses_count():
    df = frame([
        ("a", "2025-10-10T10:00:00Z", "paid", 1000, "EUR", "DE"),
        ("b", "2025-10-10T11:00:00Z", "cancelled", 5000, "EUR", "DE"),
    ])
    report = daily_revenue(df, {"EUR": 1.0})
    assert report["revenue_eur"].tolist() == [10.0]


def test_fx_applied():
    df = frame([("a", "2025-10-10T10:00:00Z", "paid", 1000, "CHF", "CH")])
    report = daily_revenue(df, {"EUR": 1.0, "CHF": 1.07})
    assert report["revenue_eur"].tolist() == [10.7]


def test_local_day_midday():
    s = pd.Series(pd.to_datetime(["2025-10-10T12:00:00Z"], utc=True))
    assert to_local_day(s).tolist() == [date(2025, 10, 10)]


def test_summary_line():
    report = pd.DataFrame({"day": [date(2025, 10, 10)], "country": ["DE"], "revenue_eur": [12.5]})
    assert summary_line(report) == "1 day(s), 1 rows, total EUR 12.50"
