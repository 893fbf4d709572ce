from datetime import date, datetime

from django.test import TestCase
from django.utils import timezone

from reservations.availability import free_seats
from reservations.models import Reservation, Restaurant


class AvailabilityTests(TestCase):
    def test_evening_booking_takes_seats_in_its_local_slot(self):
        r = Restaurant.objects.create(name="Sunset Grill", manager_email="m@sunset.test", seats=40)
        Reservation.objects.create(restaurant=r, guest_name="Cy", party_size=6,
                                   starts_at=timezone.make_aware(datetime(2025, 5, 15, 19, 30)))
        slots = free_seats(r, date(2025, 5, 15))
        self.assertEqual(slots["19:30"], 34)
        self.assertEqual(slots["17:00"], 40)
