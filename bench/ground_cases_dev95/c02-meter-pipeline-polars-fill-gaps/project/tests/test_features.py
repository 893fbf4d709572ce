from datetime import datetime, timedelta

import polars as pl
import pytest

from meters.features import add_calendar, daily_peak, daily_totals, rolling_baseline


@pytest.fixture
def hourly() -> pl.DataFrame:
    start = datetime(2024, 5, 1)
    ts = [start + timedelta(hours=i) for i in range(24 * 10)]
    return pl.DataFrame({"meter_id": ["m1"] * len(ts), "ts": ts, "kwh": [float(t.hour) for t in ts]})


def test_calendar_columns(hourly):
    out = add_calendar(hourly)
    assert {"hour", "weekday", "is_weekend"} <= set(out.columns)
    assert out["hour"].max() == 23


def test_baseline_excludes_current_day(hourly):
    out = rolling_baseline(hourly, days=7, min_days=3)
    day4 = out.filter(pl.col("ts") == datetime(2024, 5, 4, 9))
    assert day4["baseline"].item() == pytest.approx(9.0)
    first = out.filter(pl.col("ts") == datetime(2024, 5, 1, 9))
    assert first["baseline"].item() is None


def test_daily_totals(hourly):
    out = daily_totals(hourly)
    assert out.height == 10
    assert out["kwh"][0] == sum(range(24))


def test_daily_peak(hourly):
    out = daily_peak(hourly)
    assert out.height == 10
    assert out["peak_kwh"].to_list() == [23.0] * 10
    assert out["peak_hour"].to_list() == [23] * 10
