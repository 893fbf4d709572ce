from datetime import date, datetime
from datetime import timezone as dt_timezone

from django.test import TestCase

from reservations.models import Reservation, Restaurant
from reservations.reports import build_digest


class DigestTests(TestCase):
    def setUp(self):
        self.r = Restaurant.objects.create(name="Sunset Grill", manager_email="m@sunset.test")

    def test_counts_confirmed_reservations_of_the_day(self):
        Reservation.objects.create(restaurant=self.r, guest_name="Ana", party_size=4,
                                   starts_at=datetime(2025, 5, 15, 12, 0, tzinfo=dt_timezone.utc))
        Reservation.objects.create(restaurant=self.r, guest_name="Bo", party_size=2,
                                   starts_at=datetime(2025, 5, 15, 13, 0, tzinfo=dt_timezone.utc),
                                   status=Reservation.Status.CANCELLED)
        digest = build_digest(self.r, date(2025, 5, 15))
        self.assertEqual((digest.parties, digest.covers), (1, 4))

    def test_empty_day(self):
        digest = build_digest(self.r, date(2025, 5, 16))
        self.assertEqual((digest.parties, digest.covers), (0, 0))
