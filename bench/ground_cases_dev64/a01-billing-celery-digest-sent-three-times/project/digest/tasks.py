import logging
from datetime import timedelta

from celery import shared_task
from django.contrib.auth import get_user_model
from django.utils import timezone

from digest import mailer
from django.db import IntegrityError, transaction

from digest.models import DigestDelivery, Invoice, Reminder

log = logging.getLogger(__name__)


def _week_start(now):
    return (now - timedelta(days=now.weekday())).date()


@shared_task(bind=True, acks_late=True)
def send_weekly_digest(self):
    """Monday 06:00 UTC: one digest mail per active user (takes ~35 min for all of them)."""
    week_start = _week_start(timezone.now())
    users = get_user_model().objects.filter(is_active=True).order_by("pk")
    sent = 0
    for user in users.iterator(chunk_size=500):
        try:
            with transaction.atomic():
                DigestDelivery.objects.create(user=user, week_start=week_start)
        except IntegrityError:
            continue  # another run (or a redelivery) already sent this week's digest
        summary = mailer.summarize_week(user, week_start)
        mailer.send_digest(user, summary)
        sent += 1
    log.info("weekly digest done task=%s sent=%s", self.request.id, sent)
    return sent


@shared_task(bind=True, acks_late=True)
def send_invoice_reminders(self):
    """Every 30 minutes: remind customers of overdue invoices, at most MAX_REMINDERS times."""
    today = timezone.now().date()
    overdue = Invoice.objects.filter(paid_at__isnull=True, due_on__lt=today)
    for invoice in overdue.select_related("customer"):
        reminder, _ = Reminder.objects.get_or_create(invoice=invoice)
        if reminder.exhausted:
            continue
        if reminder.last_sent_at and timezone.now() - reminder.last_sent_at < timedelta(days=3):
            continue
        mailer.send_reminder(invoice, reminder.sent_count + 1)
        reminder.sent_count += 1
        reminder.last_sent_at = timezone.now()
        reminder.save()
    return overdue.count()


@shared_task
def purge_old_deliveries():
    cutoff = timezone.now().date() - timedelta(weeks=26)
    from digest.models import DigestDelivery

    deleted, _ = DigestDelivery.objects.filter(week_start__lt=cutoff).delete()
    return deleted
