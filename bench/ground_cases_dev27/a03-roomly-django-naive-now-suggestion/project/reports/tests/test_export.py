from datetime import datetime, timezone

import pytest
from django.urls import reverse

from bookings.models import Booking
from rooms.models import Room

pytestmark = pytest.mark.django_db


@pytest.fixture
def booking(django_user_model):
    user = django_user_model.objects.create_user("ana", "ana@example.com", "pw", first_name="Ana", last_name="Roth")
    room = Room.objects.create(name="Spree", capacity=8)
    return Booking.objects.create(
        room=room, user=user, status=Booking.Status.CONFIRMED,
        start=datetime(2025, 3, 12, 8, 0, tzinfo=timezone.utc),
        end=datetime(2025, 3, 12, 9, 30, tzinfo=timezone.utc),
    )


def _csv(client):
    response = client.get(reverse("export-bookings"), {"from": "2025-03-01", "to": "2025-03-31"})
    assert response.status_code == 200
    return b"".join(response.streaming_content).decode().splitlines()


def test_export_has_header_and_row(admin_client, booking):
    lines = _csv(admin_client)
    assert lines[0].startswith("Booking,Room,Booked by")
    assert f"{booking.pk},Spree,Ana Roth" in lines[1]


def test_export_times_are_local(admin_client, booking):
    row = _csv(admin_client)[1]
    assert "2025-03-12 09:00,2025-03-12 10:30" in row  # 08:00 UTC is 09:00 in Berlin (CET)


def test_export_needs_staff(client, booking):
    response = client.get(reverse("export-bookings"))
    assert response.status_code == 302
