"""预约相关的业务逻辑。视图只调用这里的函数，不直接改模型。"""
from __future__ import annotations

from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from .models import Booking, Doctor


class BookingError(Exception):
    pass


CANCEL_DEADLINE = timedelta(hours=2)


def overlaps(start_a, end_a, start_b, end_b) -> bool:
    """两个时间段是否重叠。"""
    return start_a < end_b and start_b < end_a


def has_conflict(doctor: Doctor, start_at, end_at, exclude_id: int | None = None) -> bool:
    qs = Booking.objects.filter(doctor=doctor, status=Booking.Status.CONFIRMED,
                                start_at__date=start_at.date())
    if exclude_id is not None:
        qs = qs.exclude(pk=exclude_id)
    return any(overlaps(start_at, end_at, b.start_at, b.end_at) for b in qs)


@transaction.atomic
def create_booking(patient, doctor: Doctor, start_at, end_at) -> Booking:
    if end_at <= start_at:
        raise BookingError("结束时间必须晚于开始时间")
    if has_conflict(doctor, start_at, end_at):
        raise BookingError("该时段已被预约")
    return Booking.objects.create(patient=patient, doctor=doctor, start_at=start_at, end_at=end_at,
                                  status=Booking.Status.CONFIRMED)


@transaction.atomic
def reschedule_booking(booking: Booking, start_at, end_at) -> Booking:
    if has_conflict(booking.doctor, start_at, end_at, exclude_id=booking.pk):
        raise BookingError("该时段已被预约")
    booking.start_at = start_at
    booking.end_at = end_at
    booking.save(update_fields=["start_at", "end_at"])
    return booking


@transaction.atomic
def cancel_booking(booking: Booking, by_user, reason: str = "") -> Booking:
    now = timezone.now()
    if booking.status != Booking.Status.CONFIRMED:
        raise BookingError("只有已确认的预约可以取消")
    if booking.start_at - now < CANCEL_DEADLINE and not by_user.is_staff:
        raise BookingError("开始前 2 小时内不能取消，请联系前台")
    booking.status = Booking.Status.CANCELLED
    booking.cancelled_at = now
    booking.cancelled_by = by_user
    booking.cancel_reason = reason[:200]
    booking.save(update_fields=["status", "cancel_reason", "cancelled_by"])
    return booking
