from datetime import date, datetime

from plantsense.daily import daily_summary, line_peaks


def test_daily_summary_splits_on_local_midnight(frame):
    df = frame([
        (datetime(2025, 2, 3, 23, 0), "S1", "LINE1", 30.0, 50.0),
        (datetime(2025, 2, 4, 1, 0), "S1", "LINE1", 20.0, 60.0),
    ])
    out = daily_summary(df)
    assert out["day"].to_list() == [date(2025, 2, 3), date(2025, 2, 4)]
    assert out["max_temp"].to_list() == [30.0, 20.0]


def test_line_peaks_picks_hottest_sensor(frame):
    df = frame([
        (datetime(2025, 2, 3, 10, 0), "S1", "LINE1", 30.0, 50.0),
        (datetime(2025, 2, 3, 11, 0), "S2", "LINE1", 33.0, 50.0),
    ])
    peaks = line_peaks(daily_summary(df))
    assert peaks.row(0, named=True)["sensor_id"] == "S2"


def test_daily_summary_counts_readings_per_sensor(frame):
    df = frame([
        (datetime(2025, 2, 3, 9, 0), "S1", "LINE1", 25.0, 40.0),
        (datetime(2025, 2, 3, 10, 0), "S1", "LINE1", 26.0, 42.0),
        (datetime(2025, 2, 3, 10, 0), "S2", "LINE1", 24.0, 45.0),
    ])
    out = daily_summary(df)
    assert out["readings"].to_list() == [2, 1]
    assert out["mean_humidity"].to_list() == [41.0, 45.0]
