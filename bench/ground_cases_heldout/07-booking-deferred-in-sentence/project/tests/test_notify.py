from datetime import datetime

from booking.models import Booking, Slot
from booking.notify import build_message, due_reminders


def booking(start):
    return Booking(1, "B会議室", "sato@example.co.jp", Slot(start, start.replace(hour=start.hour + 1)))


def test_due_the_day_before():
    b = booking(datetime(2024, 6, 4, 10))
    assert due_reminders([b], now=datetime(2024, 6, 3, 10, 30)) == [b]


def test_subject_has_room_and_time():
    msg = build_message(booking(datetime(2024, 6, 4, 10)))
    assert "B会議室" in msg["Subject"] and "06/04 10:00" in msg["Subject"]
