import datetime as dt

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from shifts.models import Location, Shift


@pytest.fixture
def location(db):
    return Location.objects.create(name="Camden")


@pytest.fixture
def alice(db):
    return get_user_model().objects.create_user("alice", first_name="Alice", last_name="Ng")


@pytest.fixture
def make_shift(location):
    def make(start_hour, end_hour, assignee=None, day=dt.date(2025, 5, 12)):
        tz = timezone.get_current_timezone()
        return Shift.objects.create(
            location=location,
            role="bar",
            start=dt.datetime.combine(day, dt.time(start_hour), tzinfo=tz),
            end=dt.datetime.combine(day, dt.time(end_hour), tzinfo=tz),
            assignee=assignee,
        )
    return make
