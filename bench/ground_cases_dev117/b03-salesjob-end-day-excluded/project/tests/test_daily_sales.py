from datetime import date

import pandas as pd

from jobs.daily_sales import period, summarize


def _orders():
    return pd.DataFrame(
        {
            "order_id": [1, 2, 3, 4],
            "store_id": ["S01", "S01", "S02", "S01"],
            "ordered_at": pd.to_datetime(
                ["2025-11-01 10:00", "2025-11-01 18:30", "2025-11-01 12:00", "2025-11-02 09:15"]
            ).tz_localize("Asia/Tokyo"),
            "amount": [1200, 800, 3000, 500],
            "items": [2, 1, 4, 1],
            "status": ["paid"] * 4,
        }
    )


def test_summarize_per_store_and_day():
    daily = summarize(_orders())
    s01 = daily[(daily.store_id == "S01") & (daily.day == date(2025, 11, 1))].iloc[0]
    assert s01.sales == 2000
    assert s01.orders == 2


def test_excluded_store_dropped():
    daily = summarize(_orders(), excluded=("S02",))
    assert set(daily.store_id) == {"S01"}


class _Args:
    days = 1
    start = None
    end = None
    month_end = True


def test_month_end_period():
    assert period(_Args(), date(2025, 11, 1)) == (date(2025, 10, 1), date(2025, 10, 31))
