from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from django.contrib.auth import get_user_model
from django.test import TestCase
from django.utils import timezone

from booking.models import Booking, Doctor
from booking.services import BookingError, cancel_booking, create_booking, overlaps

TZ = ZoneInfo("Asia/Shanghai")


def at(h, m=0, day=10):
    return datetime(2025, 6, day, h, m, tzinfo=TZ)


class OverlapTests(TestCase):
    def test_disjoint(self):
        self.assertFalse(overlaps(at(9), at(10), at(11), at(12)))

    def test_partial(self):
        self.assertTrue(overlaps(at(9), at(10, 30), at(10), at(11)))

    def test_adjacent_not_overlapping(self):
        self.assertFalse(overlaps(at(10), at(10, 30), at(10, 30), at(11)))


class CreateBookingTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        User = get_user_model()
        cls.patient = User.objects.create_user("p1", password="x")
        cls.doctor = Doctor.objects.create(name="王医生", department="内科")

    def test_conflict_rejected(self):
        create_booking(self.patient, self.doctor, at(10), at(10, 30))
        with self.assertRaises(BookingError):
            create_booking(self.patient, self.doctor, at(10, 15), at(10, 45))


class CancelBookingTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        User = get_user_model()
        cls.patient = User.objects.create_user("p2", password="x")
        cls.staff = User.objects.create_user("s1", password="x", is_staff=True)
        cls.doctor = Doctor.objects.create(name="李医生", department="儿科")

    def _booking(self, hours_ahead):
        start = timezone.now() + timedelta(hours=hours_ahead)
        return Booking.objects.create(patient=self.patient, doctor=self.doctor, start_at=start,
                                      end_at=start + timedelta(minutes=30), status=Booking.Status.CONFIRMED)

    def test_cancel_sets_cancelled_at(self):
        b = self._booking(hours_ahead=24)
        cancel_booking(b, self.patient)
        b.refresh_from_db()
        self.assertEqual(b.status, Booking.Status.CANCELLED)
        self.assertIsNotNone(b.cancelled_at)

    def test_cannot_cancel_within_deadline(self):
        b = self._booking(hours_ahead=1)
        with self.assertRaises(BookingError):
            cancel_booking(b, self.patient)

    def test_staff_can_cancel_within_deadline(self):
        b = self._booking(hours_ahead=1)
        cancel_booking(b, self.staff)
        b.refresh_from_db()
        self.assertEqual(b.status, Booking.Status.CANCELLED)
