from datetime import datetime, timedelta

import polars as pl

from meters.resample import fill_gaps, to_hourly


def _day_with_gaps() -> pl.DataFrame:
    """One meter, hourly, 2024-05-01 00:00 .. 23:00, with 05:00 and 06:00 missing."""
    hours = [h for h in range(24) if h not in (5, 6)]
    return pl.DataFrame({
        "meter_id": ["m1"] * len(hours),
        "ts": [datetime(2024, 5, 1, h) for h in hours],
        "kwh": [1.0] * len(hours),
        "n_readings": [4] * len(hours),
    })


def test_to_hourly_sums_quarter_hours():
    start = datetime(2024, 5, 1, 0)
    readings = pl.DataFrame({
        "meter_id": ["m1"] * 8,
        "ts": [start + timedelta(minutes=15 * i) for i in range(8)],
        "kwh": [0.25] * 8,
    })
    out = to_hourly(readings)
    assert out["kwh"].to_list() == [1.0, 1.0]
    assert out["n_readings"].to_list() == [4, 4]


def test_fill_gaps_one_row_per_hour():
    out = fill_gaps(_day_with_gaps())
    assert out.height == 24
    assert out["ts"].max() == datetime(2024, 5, 1, 23)


def test_fill_gaps_marks_imputed():
    out = fill_gaps(_day_with_gaps())
    assert out.filter(pl.col("imputed"))["ts"].dt.hour().to_list() == [5, 6]
