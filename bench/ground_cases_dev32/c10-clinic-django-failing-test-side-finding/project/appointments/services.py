from django.db import transaction
from django.db.models import F, QuerySet
from django.utils import timezone

from .models import Appointment, Slot

CANCEL_DEADLINE_HOURS = 2  # 就诊前 2 小时内不能在线取消


class BookingError(Exception):
    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def appointments_for(user, doctor_id: int | None = None) -> QuerySet[Appointment]:
    """患者看自己的预约；工作人员看全部。可按医生过滤。"""
    qs = Appointment.objects.select_related("slot", "slot__doctor")
    if not user.is_staff:
        qs = qs.filter(patient=user)
    if doctor_id is not None:
        qs = qs.filter(slot__doctor_id=doctor_id)
    return qs.order_by("-slot__start_at")


@transaction.atomic
def book(patient, slot_id: int) -> Appointment:
    slot = Slot.objects.select_for_update().get(pk=slot_id)
    if slot.start_at <= timezone.now():
        raise BookingError("slot_past", "该时段已过")
    if slot.booked >= slot.capacity:
        raise BookingError("slot_full", "该时段已约满")
    same_day = Appointment.objects.filter(
        patient=patient,
        slot__doctor=slot.doctor,
        slot__start_at__date=timezone.localdate(slot.start_at),
        status=Appointment.Status.BOOKED,
    )
    if same_day.exists():
        raise BookingError("duplicate", "同一医生同一天只能预约一次")
    slot.booked = F("booked") + 1
    slot.save(update_fields=["booked"])
    return Appointment.objects.create(patient=patient, slot=slot)


@transaction.atomic
def cancel(appointment: Appointment, *, by_staff: bool = False) -> Appointment:
    if appointment.status != Appointment.Status.BOOKED:
        raise BookingError("not_cancellable", "当前状态不能取消")
    hours_left = (appointment.slot.start_at - timezone.now()).seconds // 3600
    if not by_staff and hours_left < CANCEL_DEADLINE_HOURS:
        raise BookingError("too_late", f"就诊前 {CANCEL_DEADLINE_HOURS} 小时内不能在线取消，请联系前台")
    appointment.status = Appointment.Status.CANCELLED
    appointment.cancelled_at = timezone.now()
    appointment.save(update_fields=["status", "cancelled_at"])
    Slot.objects.filter(pk=appointment.slot_id).update(booked=F("booked") - 1)
    return appointment
