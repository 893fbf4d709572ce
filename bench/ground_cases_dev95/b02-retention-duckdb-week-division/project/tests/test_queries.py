from datetime import date

import pandas as pd
import pytest

from retention.fixtures import warehouse
from retention.run import run_query

START, END = date(2025, 1, 1), date(2025, 2, 1)
# DATE columns come back from DuckDB as datetime64
JAN6, JAN13, JAN20 = pd.Timestamp("2025-01-06"), pd.Timestamp("2025-01-13"), pd.Timestamp("2025-01-20")


@pytest.fixture
def con():
    return warehouse()


def test_weekly_active_counts_each_user_once(con):
    df = run_query(con, "weekly_active", START, END)
    assert df.set_index("week")["wau"].to_dict() == {
        JAN6: 3,
        JAN13: 4,
        JAN20: 2,
    }


def test_weekly_active_by_platform(con):
    df = run_query(con, "weekly_active", START, END).set_index("week")
    assert df.loc[JAN13, ["wau_ios", "wau_android", "wau_web"]].tolist() == [2, 0, 3]


def test_cohort_day0_is_everyone(con):
    df = run_query(con, "cohort", START, END)
    day0 = df[df["day_n"] == 0].set_index("cohort_week")
    assert day0["retention"].tolist() == [1.0, 1.0]


def test_cohort_day7(con):
    df = run_query(con, "cohort", START, END)
    day7 = df[df["day_n"] == 7].set_index("cohort_week")["retained"].to_dict()
    assert day7 == {JAN6: 2, JAN13: 1}


def test_cohort_respects_max_day(con):
    df = run_query(con, "cohort", START, END, max_day=7)
    assert df["day_n"].max() == 7


def test_weekly_buckets(con):
    df = run_query(con, "cohort_weekly", START, END)
    first = df[df["cohort_week"] == JAN6].set_index("week_n")["retained"].to_dict()
    assert first == {0: 3, 1: 2, 2: 1}
