import pandas as pd

from jobs.loader import paid_orders
from jobs.transform import weekly_totals, week_over_week


def frame(rows):
    df = pd.DataFrame(rows, columns=["order_id", "region", "status", "amount_cents", "paid_at"])
    df["paid_at"] = pd.to_datetime(df["paid_at"], utc=True)
    return df


def test_weekly_totals_groups_by_region():
    df = frame([
        (1, "east", "paid", 1000, "2025-11-11T03:00:00Z"),
        (2, "east", "paid", 2000, "2025-11-12T03:00:00Z"),
        (3, "west", "paid", 500, "2025-11-12T05:00:00Z"),
    ])
    totals = weekly_totals(df)
    assert list(totals["region"]) == ["east", "west"]
    assert list(totals["revenue"]) == [30.0, 5.0]


def test_cancelled_orders_are_dropped():
    df = frame([
        (1, "east", "paid", 1000, "2025-11-11T03:00:00Z"),
        (2, "east", "cancelled", 9000, "2025-11-11T04:00:00Z"),
    ])
    assert list(paid_orders(df)["order_id"]) == [1]


def test_refunded_orders_are_dropped():
    df = frame([
        (1, "east", "paid", 1000, "2025-11-11T03:00:00Z"),
        (2, "east", "refunded", 4000, "2025-11-11T04:00:00Z"),
    ])
    assert list(paid_orders(df)["order_id"]) == [1]


def test_week_over_week():
    df = frame([
        (1, "east", "paid", 1000, "2025-11-04T03:00:00Z"),
        (2, "east", "paid", 1500, "2025-11-11T03:00:00Z"),
    ])
    wow = week_over_week(weekly_totals(df))
    assert list(wow["change_pct"].fillna(0)) == [0.0, 50.0]
