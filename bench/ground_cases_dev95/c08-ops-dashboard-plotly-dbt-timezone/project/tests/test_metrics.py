import math

import pandas as pd
import pytest

from dashboard import metrics


@pytest.fixture
def wide():
    days = pd.date_range("2025-09-01", periods=14, freq="D")
    return pd.DataFrame({"ios": [100] * 7 + [110] * 7, "android": [200] * 14}, index=days)


def test_total_dau(wide):
    assert metrics.total_dau(wide).iloc[0] == 300


def test_week_over_week(wide):
    assert metrics.week_over_week(metrics.total_dau(wide)) == pytest.approx(10 / 300)


def test_week_over_week_needs_two_weeks(wide):
    assert math.isnan(metrics.week_over_week(metrics.total_dau(wide).iloc[:10]))


def test_retention_matrix():
    df = pd.DataFrame({"cohort_week": pd.to_datetime(["2025-09-01"] * 2), "week_offset": [0, 1],
                       "retained": [50, 20], "cohort_size": [50, 50]})
    m = metrics.retention_matrix(df)
    assert m.loc["2025-09-01", 1] == pytest.approx(0.4)
