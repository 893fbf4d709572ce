from __future__ import annotations

import logging
from datetime import date, timedelta

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from booking.models import Booking, Clinic, Patient, Slot
from booking.notifications import send_sms
from payments.gateway import refund

logger = logging.getLogger(__name__)

CANCEL_DEADLINE = timedelta(hours=24)


class BookingError(Exception):
    pass


def book_slot(patient: Patient, slot_id: int) -> Booking:
    with transaction.atomic():
        # 同時予約で定員を超えないよう行ロックを取る
        slot = Slot.objects.select_for_update().select_related("clinic").get(pk=slot_id)
        if slot.booked_count >= slot.capacity:
            raise BookingError("この枠は満員です")
        slot.booked_count += 1
        slot.save(update_fields=["booked_count"])
        return Booking.objects.create(
            patient=patient,
            slot=slot,
            amount=slot.clinic.deposit_amount,
            status=Booking.Status.CONFIRMED,
        )


def cancel_booking(booking: Booking, *, by_staff: bool = False) -> Booking:
    if booking.status == Booking.Status.CANCELLED:
        raise BookingError("この予約はすでにキャンセルされています")
    now = timezone.now()
    if not by_staff and booking.slot.starts_at - now < CANCEL_DEADLINE:
        raise BookingError("前日以降のキャンセルはお電話でお願いします")
    with transaction.atomic():
        booking.status = Booking.Status.CANCELLED
        booking.cancelled_at = now
        booking.save(update_fields=["status", "cancelled_at"])
        Slot.objects.filter(pk=booking.slot_id).update(booked_count=F("booked_count") - 1)
    if booking.amount and booking.payment_id:
        refund(booking.payment_id, booking.amount)
        logger.info("refunded booking %s (%s yen)", booking.pk, booking.amount)
    return booking


def slots_for_day(clinic: Clinic, day: date | None = None) -> list[Slot]:
    """Open slots of one day (today by default) that have not started yet."""
    day = day or date.today()
    now = timezone.now()
    return list(
        Slot.objects.filter(clinic=clinic, starts_at__date=day, starts_at__gt=now)
        .filter(booked_count__lt=F("capacity"))
        .order_by("starts_at")
    )


def send_reminders(target_day: date) -> int:
    """SMS every patient who has a confirmed booking on target_day."""
    sent = 0
    bookings = Booking.objects.filter(slot__starts_at__date=target_day, status=Booking.Status.CONFIRMED)
    for booking in bookings:
        patient = booking.patient
        clinic = booking.slot.clinic
        at = timezone.localtime(booking.slot.starts_at)
        send_sms(patient.phone, f"{clinic.name}です。明日 {at:%H:%M} からご予約があります。")
        sent += 1
    return sent
