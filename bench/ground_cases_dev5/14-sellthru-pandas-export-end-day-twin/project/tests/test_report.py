import pandas as pd

from pipeline.report import weekly_report


def test_report_has_one_row_per_day(week):
    out = weekly_report(week, pd.Timestamp("2025-03-03"), pd.Timestamp("2025-03-09"))
    assert out["day"].min() == pd.Timestamp("2025-03-03")


def test_report_includes_end_day(week):
    out = weekly_report(week, pd.Timestamp("2025-03-03"), pd.Timestamp("2025-03-09"))
    assert out["day"].max() == pd.Timestamp("2025-03-09")
    assert len(out) == 7
