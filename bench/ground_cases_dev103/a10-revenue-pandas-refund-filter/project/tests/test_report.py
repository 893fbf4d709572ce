import pandas as pd

from revenue.report import monthly_net, summary_line


def frame(rows):
    df = pd.DataFrame(rows, columns=["type", "amount", "fee", "currency", "created"])
    df["created"] = pd.to_datetime(df["created"], utc=True)
    return df


def test_groups_by_month():
    df = frame([
        ("charge", 100.0, 1.7, "EUR", "2025-03-02T10:00:00Z"),
        ("charge", 50.0, 1.0, "EUR", "2025-04-02T10:00:00Z"),
    ])
    table = monthly_net(df)
    assert list(table.index) == ["2025-03", "2025-04"]
    assert table.loc["2025-03", "gross"] == 100.0


def test_fees_are_subtracted():
    df = frame([("charge", 100.0, 1.7, "EUR", "2025-03-02T10:00:00Z")])
    assert monthly_net(df).loc["2025-03", "net"] == 98.3


def test_summary_mentions_last_month():
    df = frame([("charge", 10.0, 0.5, "EUR", "2025-05-31T10:00:00Z")])
    assert summary_line(monthly_net(df)).startswith("2025-05:")


def test_month_follows_amsterdam_time():
    df = frame([("charge", 20.0, 0.4, "EUR", "2025-03-31T22:30:00Z")])
    assert list(monthly_net(df).index) == ["2025-04"]
