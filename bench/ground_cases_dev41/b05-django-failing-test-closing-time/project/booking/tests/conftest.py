import datetime as dt

import pytest
from rest_framework.test import APIClient

from booking.models import Clinic, Doctor, OpeningHours

JST = dt.timezone(dt.timedelta(hours=9))


@pytest.fixture
def clinic(db):
    clinic = Clinic.objects.create(name="さくら内科")
    for weekday in range(7):
        OpeningHours.objects.create(
            clinic=clinic, weekday=weekday, opens=dt.time(9), closes=dt.time(18), closed=weekday == 6
        )
    return clinic


@pytest.fixture
def doctor(clinic):
    return Doctor.objects.create(clinic=clinic, name="山田")


@pytest.fixture
def api():
    return APIClient()


def at(day: int, hour: int, minute: int = 0) -> dt.datetime:
    """A time in November 2025, JST (2025-11-20 is a Thursday, 11-23 a Sunday)."""
    return dt.datetime(2025, 11, day, hour, minute, tzinfo=JST)
