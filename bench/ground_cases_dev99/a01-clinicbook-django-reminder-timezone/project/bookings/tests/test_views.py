import json
from datetime import date, datetime
from unittest import mock
from zoneinfo import ZoneInfo

from django.test import TestCase
from django.urls import reverse

from bookings.models import Appointment, Practitioner

SYDNEY = ZoneInfo("Australia/Sydney")
MONDAY_MORNING = datetime(2025, 3, 10, 7, 0, tzinfo=SYDNEY)


@mock.patch("django.utils.timezone.now", return_value=MONDAY_MORNING)
class AvailabilityViewTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.doc = Practitioner.objects.create(name="Dr Anna Kowalski")

    def test_returns_a_week_by_default(self, _now):
        url = reverse("availability", args=[self.doc.pk])
        body = self.client.get(url, {"from": "2025-03-10"}).json()
        self.assertEqual(len(body["days"]), 7)
        self.assertEqual(body["days"]["2025-03-15"], [])  # Saturday

    def test_days_param_is_capped(self, _now):
        url = reverse("availability", args=[self.doc.pk])
        self.assertEqual(len(self.client.get(url, {"days": "14"}).json()["days"]), 14)
        self.assertEqual(len(self.client.get(url, {"days": "90"}).json()["days"]), 31)

    def test_days_param_must_be_a_number(self, _now):
        url = reverse("availability", args=[self.doc.pk])
        self.assertEqual(self.client.get(url, {"days": "a month"}).status_code, 400)

    def test_unknown_practitioner_is_404(self, _now):
        response = self.client.get(reverse("availability", args=[999]))
        self.assertEqual(response.status_code, 404)

    def test_booking_takes_the_slot(self, _now):
        url = reverse("book", args=[self.doc.pk])
        payload = {"start": "2025-03-10T09:00:00+11:00", "patient_name": "Sam Lee", "patient_phone": "+61400000000"}
        response = self.client.post(url, json.dumps(payload), content_type="application/json")
        self.assertEqual(response.status_code, 201)
        self.assertEqual(response.json()["duration_minutes"], 15)
        again = self.client.post(url, json.dumps(payload), content_type="application/json")
        self.assertEqual(again.status_code, 409)
        self.assertEqual(Appointment.objects.filter(start__date=date(2025, 3, 10)).count(), 1)
