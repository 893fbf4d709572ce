"""Creating and booking slots. Views call these; the rules live here."""
from __future__ import annotations

import datetime as dt

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from booking.models import Clinic, Doctor, Slot


def validate_within_opening_hours(clinic: Clinic, start: dt.datetime, end: dt.datetime) -> None:
    """The slot must lie inside the clinic's opening hours of that day (local time)."""
    local_start = timezone.localtime(start)
    local_end = timezone.localtime(end)
    if local_start.date() != local_end.date():
        raise ValidationError("日をまたぐ枠は作れません")
    hours = clinic.opening_hours_for(local_start.date())
    if hours is None:
        raise ValidationError("休診日です")
    opens, closes = hours
    if local_start.time() < opens or local_end.time() >= closes:
        raise ValidationError(f"営業時間外です（{opens:%H:%M}〜{closes:%H:%M}）")


def create_slot(clinic: Clinic, doctor: Doctor, start: dt.datetime, end: dt.datetime, capacity: int = 1) -> Slot:
    if end <= start:
        raise ValidationError("終了時刻は開始時刻より後にしてください")
    if doctor.clinic_id != clinic.id:
        raise ValidationError("この医師は別のクリニックの所属です")
    validate_within_opening_hours(clinic, start, end)
    overlapping = Slot.objects.filter(doctor=doctor, start__lt=end, end__gt=start).exists()
    if overlapping:
        raise ValidationError("同じ医師の枠と時間が重なっています")
    return Slot.objects.create(clinic=clinic, doctor=doctor, start=start, end=end, capacity=capacity)


@transaction.atomic
def book(slot_id: int) -> Slot:
    updated = Slot.objects.filter(pk=slot_id, booked__lt=F("capacity")).update(booked=F("booked") + 1)
    if not updated:
        raise ValidationError("この枠は満席です")
    return Slot.objects.get(pk=slot_id)


@transaction.atomic
def cancel_booking(slot_id: int) -> Slot:
    updated = Slot.objects.filter(pk=slot_id, booked__gt=0).update(booked=F("booked") - 1)
    if not updated:
        raise ValidationError("キャンセルできる予約がありません")
    return Slot.objects.get(pk=slot_id)
