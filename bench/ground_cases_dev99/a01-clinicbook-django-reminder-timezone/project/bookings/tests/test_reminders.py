from datetime import datetime
from zoneinfo import ZoneInfo

from django.test import TestCase

from bookings.models import Appointment, Practitioner
from bookings.reminders import due_for_reminder, reminder_text

SYDNEY = ZoneInfo("Australia/Sydney")


class DueForReminderTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.doc = Practitioner.objects.create(name="Dr Anna Kowalski")

    def book(self, start, **extra):
        return Appointment.objects.create(
            practitioner=self.doc, patient_name="Sam Lee", patient_phone="+61400000000", start=start, **extra
        )

    def test_picks_tomorrows_appointments(self):
        now = datetime(2025, 3, 10, 12, 0, tzinfo=SYDNEY)
        due = self.book(datetime(2025, 3, 11, 9, 0, tzinfo=SYDNEY))
        self.book(datetime(2025, 3, 12, 9, 0, tzinfo=SYDNEY))
        self.assertEqual(list(due_for_reminder(now)), [due])

    def test_skips_cancelled_and_already_reminded(self):
        now = datetime(2025, 3, 10, 12, 0, tzinfo=SYDNEY)
        self.book(datetime(2025, 3, 11, 9, 0, tzinfo=SYDNEY), status=Appointment.Status.CANCELLED)
        self.book(datetime(2025, 3, 11, 9, 30, tzinfo=SYDNEY), reminder_sent=True)
        self.assertEqual(list(due_for_reminder(now)), [])

    def test_text_uses_first_name_and_local_time(self):
        appt = self.book(datetime(2025, 3, 11, 14, 45, tzinfo=SYDNEY))
        text = reminder_text(appt)
        self.assertIn("Hi Sam,", text)
        self.assertIn("2:45 pm", text)
