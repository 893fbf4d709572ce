from datetime import datetime, timezone

import polars as pl
import pytest

from meters.transform import clean_readings, daily_totals, hourly_profile


def readings(start: str, n: int, kwh: float = 1.0, meter_type: str = "electricity") -> pl.DataFrame:
    base = datetime.fromisoformat(start).replace(tzinfo=timezone.utc)
    stamps = [base.timestamp() + 900 * i for i in range(n)]
    return pl.DataFrame({
        "meter_id": ["M1"] * n,
        "meter_type": [meter_type] * n,
        "ts": [datetime.fromtimestamp(s, tz=timezone.utc) for s in stamps],
        "kwh": [kwh] * n,
    })


def test_clean_keeps_last_duplicate():
    raw = pl.concat([readings("2025-10-01T00:00:00", 2, 1.0), readings("2025-10-01T00:00:00", 1, 3.0)])
    out = clean_readings(raw)
    assert out.height == 2
    assert out.get_column("kwh").to_list() == [3.0, 1.0]


def test_daily_totals_full_day_is_complete():
    out = daily_totals(readings("2025-10-01T00:00:00", 96, 0.5))
    assert out.get_column("kwh").to_list() == [48.0]
    assert out.get_column("complete").to_list() == [True]


def test_hourly_profile_uses_local_hours():
    # 05:00 UTC on a summer day is 07:00 in Berlin
    out = hourly_profile(readings("2025-07-01T05:00:00", 4, 1.0))
    assert out.get_column("hour").to_list() == [7]


def test_hourly_profile_averages_over_days():
    # two full local days: Berlin midnight is 22:00 UTC in October (CEST)
    out = hourly_profile(readings("2025-09-30T22:00:00", 96 * 2, 0.25))
    assert out.height == 24
    assert out.get_column("avg_kwh").to_list() == pytest.approx([1.0] * 24)
