from datetime import datetime

import polars as pl

from plantsense.alerts import cooldown, format_alert, humidity_alerts, summarize, temperature_alerts


def test_temperature_alerts_only_above_limit(readings):
    out = temperature_alerts(readings([30.0, 36.0, 34.9, 40.0]))
    assert out["temp_c"].to_list() == [40.0, 36.0]


def test_cooldown_keeps_one_per_slot(readings):
    out = cooldown(temperature_alerts(readings([36.0, 36.5, 37.0, 36.0])))
    assert out.height == 2


def test_humidity_alert_needs_thirty_minutes(readings):
    df = readings([30.0] * 10).with_columns(
        pl.Series("humidity", [85.0, 85.0, 85.0, 85.0, 70.0, 82.0, 83.0, 84.0, 85.0, 86.0])
    )
    out = humidity_alerts(df)
    assert out.height == 0
    longer = df.with_columns(pl.Series("humidity", [70.0] + [90.0] * 9))
    out = humidity_alerts(longer)
    assert out.height == 1
    assert out.row(0, named=True)["peak"] == 90.0


def test_summarize_empty(readings):
    assert summarize(temperature_alerts(readings([20.0]))) == "アラートなし"


def test_format_alert():
    row = {"ts": datetime(2025, 2, 3, 9, 5), "line": "LINE1", "sensor_id": "S1", "temp_c": 36.04}
    assert format_alert(row) == "[LINE1] S1 02/03 09:05 36.0℃"
