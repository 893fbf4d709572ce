"""Cancelling an appointment and what the patient gets back."""
from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from .models import Appointment

CENT = Decimal("0.01")
FULL_REFUND_HOURS = 24
LATE_REFUND_RATE = Decimal("0.5")


class CancellationError(Exception):
    pass


def refund_amount(appt, now=None):
    now = now or timezone.now()
    hours_left = (appt.starts_at - now).total_seconds() / 3600
    if hours_left > FULL_REFUND_HOURS:
        return appt.paid_amount
    if hours_left > 0:
        return (appt.paid_amount * LATE_REFUND_RATE).quantize(CENT)
    return Decimal("0")


@transaction.atomic
def cancel_appointment(appointment_id, now=None):
    appt = Appointment.objects.select_for_update().get(pk=appointment_id)
    if appt.status == Appointment.CANCELLED:
        raise CancellationError("already cancelled")
    appt.refunded_amount = refund_amount(appt, now)
    appt.status = Appointment.CANCELLED
    appt.save(update_fields=["status", "refunded_amount"])
    return appt
