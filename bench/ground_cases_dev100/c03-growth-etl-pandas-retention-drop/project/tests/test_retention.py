from datetime import date

import pandas as pd
import pytest

from etl.retention import active_users, new_users, retention


def ev(user, name, when):
    return {"user_id": user, "event_name": name, "event_time": pd.Timestamp(when, tz="UTC"),
            "platform": "ios", "app_version": "5.2.0"}


@pytest.fixture
def events():
    return pd.DataFrame([
        ev(1, "register", "2025-11-03 04:00"),
        ev(2, "register", "2025-11-03 05:00"),
        ev(3, "register", "2025-11-02 06:00"),
        ev(1, "login", "2025-11-04 04:00"),
        ev(1, "search", "2025-11-04 05:00"),
        ev(3, "login", "2025-11-04 06:00"),
        ev(2, "pay_success", "2025-11-10 03:00"),
    ])


def test_new_users_takes_first_signup_day(events):
    cohort = new_users(events)
    assert dict(zip(cohort["user_id"], cohort["cohort_day"])) == {
        1: date(2025, 11, 3), 2: date(2025, 11, 3), 3: date(2025, 11, 2)}


def test_active_users_one_row_per_day(events):
    active = active_users(events)
    assert len(active[active["user_id"] == 1]) == 1


def test_day1_and_day7(events):
    result = retention(events, date(2025, 11, 3), (1, 7)).set_index("offset")
    assert result.loc[1, "retained"] == 1
    assert result.loc[1, "ratio"] == pytest.approx(0.5)
    assert result.loc[7, "retained"] == 1


def test_small_cohort_is_nan(events):
    result = retention(events, date(2025, 11, 3), (1,), min_cohort=50)
    assert result["ratio"].isna().all()
