from datetime import datetime, timedelta, timezone
from decimal import Decimal

import pytest

from appointments.cancellation import refund_amount
from appointments.models import Appointment

NOW = datetime(2025, 3, 10, 9, 0, tzinfo=timezone.utc)


def appt(hours_ahead, paid="80.00"):
    return Appointment(starts_at=NOW + timedelta(hours=hours_ahead), paid_amount=Decimal(paid))


def test_cancel_exactly_24h_before_full_refund():
    assert refund_amount(appt(24), now=NOW) == Decimal("80.00")


def test_cancel_48h_before_full_refund():
    assert refund_amount(appt(48), now=NOW) == Decimal("80.00")


def test_cancel_2h_before_half_refund():
    assert refund_amount(appt(2), now=NOW) == Decimal("40.00")


def test_cancel_after_start_no_refund():
    assert refund_amount(appt(-1), now=NOW) == Decimal("0")
