
"""Shared builders for test frames."""
from datetime import datetime, timedelta

import polars as pl
import pytest

COLUMNS = ["ts", "sensor_id", "line", "temp_c", "humidity"]


def _frame(rows):
    """Rows with naive JST times, stored the way ingest stores them (UTC)."""
    df = pl.DataFrame(rows, schema=COLUMNS, orient="row")
    return df.with_columns(pl.col("ts").dt.replace_time_zone("Asia/Tokyo").dt.convert_time_zone("UTC"))


def _readings(temps, start=datetime(2025, 2, 3, 9, 0), step=timedelta(minutes=5)):
    """One sensor, evenly spaced readings, humidity 50%."""
    return pl.DataFrame({
        "ts": [start + i * step for i in range(len(temps))],
        "sensor_id": ["S1"] * len(temps),
        "line": ["LINE1"] * len(temps),
        "temp_c": temps,
        "humidity": [50.0] * len(temps),
    })


@pytest.fixture
def frame():
    return _frame


@pytest.fixture
def readings():
    return _readings
