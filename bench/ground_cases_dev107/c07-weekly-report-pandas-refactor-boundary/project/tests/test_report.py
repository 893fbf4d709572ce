from datetime import date

import pandas as pd

from weekly.report import build_report, week_bounds


def orders(rows):
    return pd.DataFrame(rows, columns=["order_id", "store_id", "status", "amount", "paid_at"]).assign(
        paid_at=lambda d: pd.to_datetime(d["paid_at"])
    )


def test_week_bounds_monday_to_monday():
    start, end = week_bounds(date(2025, 10, 15))
    assert str(start.date()) == "2025-10-06"
    assert str(end.date()) == "2025-10-13"


def test_refunds_are_excluded():
    df = orders([
        (1, "S1", "paid", 10.0, "2025-10-07 10:00"),
        (2, "S1", "refunded", 99.0, "2025-10-07 11:00"),
    ])
    out = build_report(df, date(2025, 10, 15))
    assert out.loc[0, "revenue"] == 10.0


def test_orders_grouped_by_store():
    df = orders([
        (1, "S1", "paid", 10.0, "2025-10-07 10:00"),
        (2, "S2", "paid", 20.0, "2025-10-08 10:00"),
    ])
    out = build_report(df, date(2025, 10, 15))
    assert list(out["store_id"]) == ["S2", "S1"]
