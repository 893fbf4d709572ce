from datetime import date, datetime, time, timezone as dt_tz

import pytest

from slots.cutoffs import earliest_delivery_date, is_working_day
from slots.models import Depot


def depot(**kw):
    return Depot(name="Test", code="TST", timezone=kw.get("tz", "UTC"), cutoff_time=time(15, 0),
                 works_saturday=kw.get("sat", False))


def test_sunday_is_never_a_working_day():
    assert not is_working_day(depot(sat=True), date(2025, 11, 9))


def test_before_cutoff_gets_next_day():
    now = datetime(2025, 11, 4, 10, 0, tzinfo=dt_tz.utc)  # Tuesday
    assert earliest_delivery_date(depot(), now) == date(2025, 11, 5)


def test_after_cutoff_skips_a_day():
    now = datetime(2025, 11, 4, 16, 0, tzinfo=dt_tz.utc)
    assert earliest_delivery_date(depot(), now) == date(2025, 11, 6)


def test_friday_after_cutoff_goes_to_monday():
    now = datetime(2025, 11, 7, 16, 0, tzinfo=dt_tz.utc)
    assert earliest_delivery_date(depot(), now) == date(2025, 11, 10)
