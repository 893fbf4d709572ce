from datetime import datetime, timedelta, timezone

from bookings import jobs
from bookings.models import Booking, Patient
from bookings.reminders import build_email, due_reminders

UTC = timezone.utc
ANA = Patient(1, "Ana", "ana@example.com")


def booking(hour: int, **kw) -> Booking:
    return Booking(id=hour, patient=ANA, clinic="Eastside", starts_at=datetime(2025, 3, 10, hour, 0, tzinfo=UTC), **kw)


def test_cancelled_bookings_are_skipped():
    b = booking(12, cancelled=True)
    assert due_reminders([b], datetime(2025, 3, 9, 12, 0, tzinfo=UTC)) == []


def test_already_reminded_are_skipped():
    b = booking(12, reminder_sent=True)
    assert due_reminders([b], datetime(2025, 3, 9, 12, 0, tzinfo=UTC)) == []


def test_email_names_clinic_and_time():
    msg = build_email(booking(9))
    assert "Eastside" in msg["Subject"]
    assert "10 Mar 2025, 09:00 UTC" in msg.get_content()


def test_naive_start_is_rejected():
    try:
        Booking(id=1, patient=ANA, clinic="x", starts_at=datetime(2025, 1, 1, 9, 0))
    except ValueError:
        return
    raise AssertionError("naive datetime accepted")


class FakeStore:
    def __init__(self, bookings):
        self.bookings = bookings
        self.saved = []

    def upcoming(self):
        return self.bookings

    def save(self, booking):
        self.saved.append(booking)


def test_dry_run_sends_and_saves_nothing(monkeypatch, capsys):
    b = booking(12)
    monkeypatch.setattr(jobs, "due_reminders", lambda bookings, now: bookings)
    store = FakeStore([b])
    assert jobs.run_due(store, datetime(2025, 3, 10, 10, 0, tzinfo=UTC), dry_run=True) == 1
    assert store.saved == [] and not b.reminder_sent
    assert "ana@example.com" in capsys.readouterr().out
