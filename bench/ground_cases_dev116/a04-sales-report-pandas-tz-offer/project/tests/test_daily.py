import pandas as pd

from report.daily import daily_revenue


def frame(rows):
    df = pd.DataFrame(rows, columns=["order_id", "created_at", "amount", "status", "kind"])
    df["created_at"] = pd.to_datetime(df["created_at"])
    return df


def test_sums_orders_per_day():
    df = frame([
        (1, "2025-11-03 10:00:00", 20.0, "paid", "order"),
        (2, "2025-11-03 12:00:00", 5.0, "paid", "order"),
        (3, "2025-11-04 09:00:00", 7.5, "paid", "order"),
    ])
    out = daily_revenue(df)
    assert list(out["revenue"]) == [25.0, 7.5]
    assert list(out["orders"]) == [2, 1]


def test_refund_is_subtracted_once():
    df = frame([
        (1, "2025-11-03 10:00:00", 100.0, "paid", "order"),
        (1, "2025-11-03 15:00:00", -30.0, "refunded", "refund"),
    ])
    assert list(daily_revenue(df)["revenue"]) == [70.0]


def test_empty_day_has_no_row():
    df = frame([(1, "2025-11-03 10:00:00", 20.0, "paid", "order")])
    assert len(daily_revenue(df)) == 1
