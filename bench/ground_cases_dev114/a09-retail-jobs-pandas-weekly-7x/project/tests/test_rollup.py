import pandas as pd

from jobs.rollup import daily_totals, weekly_rollup


def sales_fixture() -> pd.DataFrame:
    return pd.DataFrame({
        "sale_id": [1, 2, 3],
        "store_id": ["B01", "B01", "M02"],
        "ts": pd.to_datetime(["2025-11-03 09:15", "2025-11-03 17:40", "2025-11-10 12:00"]).tz_localize("Europe/Berlin"),
        "amount": [10.0, 5.5, 20.0],
        "currency": ["EUR", "EUR", "EUR"],
    })


def calendar_fixture() -> pd.DataFrame:
    return pd.DataFrame({
        "date": pd.to_datetime(["2025-11-03", "2025-11-10"]),
        "week_start": pd.to_datetime(["2025-11-03", "2025-11-10"]),
        "fiscal_week": ["FY25-W45", "FY25-W46"],
    })


def test_daily_totals():
    out = daily_totals(sales_fixture())
    assert list(out["amount"]) == [15.5, 20.0]


def test_weekly_rollup():
    out = weekly_rollup(sales_fixture(), calendar_fixture())
    assert list(out["fiscal_week"]) == ["FY25-W45", "FY25-W46"]
    assert list(out["amount"]) == [15.5, 20.0]
