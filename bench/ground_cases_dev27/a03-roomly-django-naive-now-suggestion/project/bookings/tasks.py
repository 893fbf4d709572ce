"""Periodic jobs for bookings (scheduled by celery beat, see CELERY_BEAT_SCHEDULE)."""
from __future__ import annotations

import logging
from datetime import datetime, timedelta

from celery import shared_task
from django.core.mail import send_mail
from django.db import transaction
from django.utils import timezone

from bookings.models import Booking

log = logging.getLogger(__name__)

REMINDER_LEAD = timedelta(hours=24)


@shared_task
def release_unconfirmed_holds(dry_run: bool = False) -> int:
    """Free rooms held by bookings that were not confirmed in time.

    With dry_run, only log what would be released."""
    expired = Booking.objects.filter(status=Booking.Status.HELD, held_until__lt=datetime.now())
    count = 0
    for booking in expired.select_related("room"):
        if dry_run:
            log.info("would release hold %s on %s", booking.pk, booking.room.name)
            count += 1
            continue
        with transaction.atomic():
            booking.status = Booking.Status.RELEASED
            booking.save(update_fields=["status"])
        log.info("released hold %s on %s", booking.pk, booking.room.name)
        count += 1
    return count


@shared_task
def send_reminders() -> int:
    """Email everyone whose booking starts within the next 24 hours, once."""
    now = timezone.now()
    due = Booking.objects.filter(
        status=Booking.Status.CONFIRMED,
        reminder_sent=False,
        start__gte=now,
        start__lt=now + REMINDER_LEAD,
    ).select_related("room", "user")
    sent = 0
    for booking in due:
        local_start = timezone.localtime(booking.start)
        send_mail(
            subject=f"Reminder: {booking.room.name} at {local_start:%H:%M}",
            message=f"You booked {booking.room.name} on {local_start:%A %d %B, %H:%M}.",
            from_email=None,
            recipient_list=[booking.user.email],
        )
        booking.reminder_sent = True
        booking.save(update_fields=["reminder_sent"])
        sent += 1
    return sent
