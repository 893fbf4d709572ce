from datetime import date

import pandas as pd

from report.daily import gmv_for_day, summary


def frame(rows):
    df = pd.DataFrame(rows, columns=["order_id", "shipment_id", "paid_at", "status", "amount"])
    df["paid_at"] = pd.to_datetime(df["paid_at"]).dt.tz_localize("Asia/Shanghai")
    return df


def test_gmv_counts_paid_rows():
    df = frame([
        (1, 1, "2025-11-03 10:00", "paid", 100.0),
        (2, 2, "2025-11-03 23:30", "shipped", 50.0),
        (3, 3, "2025-11-03 12:00", "refunded", 80.0),
    ])
    assert gmv_for_day(df, date(2025, 11, 3)) == 150.0


def test_wow_none_without_last_week():
    df = frame([(1, 1, "2025-11-03 10:00", "paid", 100.0)])
    assert summary(df, date(2025, 11, 3))["wow"] is None


def test_wow_change():
    df = frame([
        (1, 1, "2025-10-27 10:00", "paid", 100.0),
        (2, 2, "2025-11-03 10:00", "paid", 150.0),
    ])
    assert summary(df, date(2025, 11, 3))["wow"] == 0.5
