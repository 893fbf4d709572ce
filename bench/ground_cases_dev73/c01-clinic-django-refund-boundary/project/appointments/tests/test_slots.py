from datetime import date, time

import pytest

from appointments.models import Clinic, OpeningHours
from appointments.slots import generate_slots


@pytest.fixture
def clinic(db):
    c = Clinic.objects.create(name="Praxis Mitte", timezone="Europe/Berlin", slot_minutes=30)
    for wd in range(0, 6):
        OpeningHours.objects.create(clinic=c, weekday=wd, opens=time(9), closes=time(12))
    return c


def test_six_slots_in_the_morning(clinic):
    slots = generate_slots(clinic, date(2025, 1, 15))
    assert len(slots) == 6
    assert slots[0].isoformat() == "2025-01-15T08:00:00+00:00"


def test_first_slot_after_dst_switch(clinic):
    slots = generate_slots(clinic, date(2025, 3, 31))
    assert slots[0].isoformat() == "2025-03-31T07:00:00+00:00"


def test_closed_on_sunday(clinic):
    assert generate_slots(clinic, date(2025, 1, 19)) == []
