import pandas as pd

from report.weekly_sales import prepare, refunds_by_week, summarize


def _orders(rows):
    df = pd.DataFrame(rows, columns=["order_id", "channel", "status", "amount_cents", "paid_at"])
    df["paid_at"] = pd.to_datetime(df["paid_at"], utc=True)
    return df


def _refunds(rows):
    df = pd.DataFrame(rows, columns=["refund_id", "order_id", "refund_cents", "succeeded_at", "paid_at", "channel"])
    df["succeeded_at"] = pd.to_datetime(df["succeeded_at"], utc=True)
    df["paid_at"] = pd.to_datetime(df["paid_at"], utc=True)
    return df


def test_prepare_skips_cancelled():
    df = prepare(_orders([
        (1, "app", "paid", 1000, "2025-06-10T04:00:00Z"),
        (2, "app", "cancelled", 5000, "2025-06-10T05:00:00Z"),
    ]))
    assert list(df["order_id"]) == [1]
    assert df["amount"].iloc[0] == 10.0


def test_summarize_groups_by_week_and_channel():
    orders = _orders([
        (1, "app", "paid", 1000, "2025-06-10T04:00:00Z"),
        (2, "web", "completed", 2000, "2025-06-11T04:00:00Z"),
        (3, "app", "shipped", 3000, "2025-06-17T04:00:00Z"),
    ])
    out = summarize(orders, _refunds([]))
    assert len(out) == 3
    assert out["gmv"].sum() == 60.0


def test_refunds_booked_to_paid_week():
    refunds = _refunds([(9, 1, 500, "2025-06-18T02:00:00Z", "2025-06-10T04:00:00Z", "app")])
    out = refunds_by_week(refunds)
    assert str(out["week"].iloc[0]) == "2025-06-09"
    assert out["refunds"].iloc[0] == 5.0
