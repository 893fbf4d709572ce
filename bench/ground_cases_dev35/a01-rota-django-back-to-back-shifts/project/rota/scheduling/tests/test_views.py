from datetime import date, time

import pytest
from django.urls import reverse

from rota.scheduling.models import Shift, Staff

pytestmark = pytest.mark.django_db


@pytest.fixture
def nurse():
    return Staff.objects.create(name="Ines", role="nurse", max_weekly_hours=40)


def test_staff_hours(client, nurse):
    Shift.objects.create(staff=nurse, ward="A", date=date(2025, 3, 4), start_time=time(6), end_time=time(14))
    resp = client.get(reverse("staff-hours", args=[nurse.id]), {"week_start": "2025-03-03"})
    assert resp.status_code == 200
    assert resp.json()["hours"] == 8


def test_staff_hours_week_of(client, nurse):
    resp = client.get(reverse("staff-hours", args=[nurse.id]), {"week_of": "2025-03-03"})
    assert resp.status_code == 200
    assert resp.json()["week_of"] == "2025-03-03"


def test_staff_hours_needs_monday(client, nurse):
    resp = client.get(reverse("staff-hours", args=[nurse.id]), {"week_start": "2025-03-04"})
    assert resp.status_code == 400


def test_take_shift_conflict(client, nurse):
    Shift.objects.create(staff=nurse, ward="A", date=date(2025, 3, 4), start_time=time(6), end_time=time(14))
    clash = Shift.objects.create(ward="B", date=date(2025, 3, 4), start_time=time(10), end_time=time(18))
    resp = client.post(reverse("take-shift", args=[clash.id]), {"staff_id": nurse.id})
    assert resp.status_code == 409
