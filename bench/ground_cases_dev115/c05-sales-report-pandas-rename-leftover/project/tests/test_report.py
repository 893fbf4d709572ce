import pandas as pd
import pytest

from jobs.config import AMOUNT_COL, REGION_KEY
from jobs.report import week_over_week


def frame(rows):
    return pd.DataFrame(rows, columns=[REGION_KEY, AMOUNT_COL])


def test_growth_is_positive_and_drop_is_negative():
    this = frame([("华东", 120.0), ("华南", 80.0)])
    last = frame([("华东", 100.0), ("华南", 100.0)])
    out = week_over_week(this, last)
    assert out.loc["华东", "环比"] == pytest.approx(0.2)
    assert out.loc["华南", "环比"] == pytest.approx(-0.2)


def test_minor_regions_are_merged():
    this = frame([("海外", 10.0), ("未知", 5.0), ("华北", 50.0)])
    last = frame([("海外", 10.0), ("华北", 50.0)])
    out = week_over_week(this, last)
    assert out.loc["其他", "本周"] == pytest.approx(15.0)
