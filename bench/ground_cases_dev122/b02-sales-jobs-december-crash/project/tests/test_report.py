from datetime import date

import pandas as pd

from jobs.loaders import filter_month, month_range
from jobs.monthly_report import build_report


def _df(rows):
    df = pd.DataFrame(rows, columns=["sold_at", "store_id", "sku", "qty", "unit_price"])
    df["sold_at"] = pd.to_datetime(df["sold_at"])
    return df


def test_month_range_march():
    assert month_range(2025, 3) == (date(2025, 3, 1), date(2025, 4, 1))


def test_filter_month_keeps_first_day():
    df = _df([
        ("2025-03-01 00:00:00", "S1", "A", 1, 100),
        ("2025-02-28 23:59:59", "S1", "A", 1, 100),
        ("2025-04-01 00:00:00", "S1", "A", 1, 100),
    ])
    assert len(filter_month(df, 2025, 3)) == 1


def test_build_report_sums_per_store_and_sku():
    df = _df([
        ("2025-03-02 10:00:00", "S1", "A", 2, 100),
        ("2025-03-03 11:00:00", "S1", "A", 1, 100),
        ("2025-03-03 12:00:00", "S2", "B", 5, 40),
    ])
    report = build_report(df)
    assert report.loc[report["store_id"] == "S1", "amount"].item() == 300
    assert report.loc[report["store_id"] == "S2", "qty"].item() == 5
