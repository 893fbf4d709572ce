from django.utils import timezone

from . import notifications, payments
from .models import Reservation, Slot


class SlotUnavailable(Exception):
    pass


ACTIVE_STATUSES = [Reservation.Status.CONFIRMED]


def is_available(slot):
    return not slot.reservations.filter(status__in=ACTIVE_STATUSES).exists()


def book_slot(slot_id, *, name, email, phone="", pay_online=False):
    slot = Slot.objects.select_related("stylist").get(pk=slot_id)
    if slot.starts_at <= timezone.now():
        raise SlotUnavailable("この枠は受付を終了しました")
    if not is_available(slot):
        raise SlotUnavailable("この枠はすでに予約されています")

    reservation = Reservation.objects.create(
        slot=slot,
        customer_name=name,
        customer_email=email,
        customer_phone=phone,
        status=Reservation.Status.PENDING if pay_online else Reservation.Status.CONFIRMED,
        confirmed_at=None if pay_online else timezone.now(),
    )
    if pay_online:
        intent = payments.create_intent(reservation)
        reservation.payment_intent_id = intent.id
        reservation.save(update_fields=["payment_intent_id"])
    else:
        notifications.send_confirmation(reservation)
    return reservation


def cancel(reservation):
    if reservation.status == Reservation.Status.CANCELLED:
        return reservation
    reservation.status = Reservation.Status.CANCELLED
    reservation.cancelled_at = timezone.now()
    reservation.save(update_fields=["status", "cancelled_at"])
    if reservation.payment_intent_id:
        payments.refund(reservation.payment_intent_id)
    notifications.send_cancellation(reservation)
    return reservation
