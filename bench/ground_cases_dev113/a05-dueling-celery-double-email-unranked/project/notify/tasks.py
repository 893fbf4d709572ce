import logging

from celery import shared_task
from django.db import transaction

from notify.models import Reminder
from notify.mailer import send_reminder_email

log = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=3, default_retry_delay=60, acks_late=True)
def send_reminder(self, reminder_id: int) -> None:
    reminder = Reminder.objects.get(pk=reminder_id)
    if reminder.sent_at is not None:
        log.info("reminder %s already sent", reminder_id)
        return
    try:
        send_reminder_email(reminder)
    except Exception as exc:  # SMTP hiccups, provider 5xx
        log.warning("reminder %s failed: %s", reminder_id, exc)
        raise self.retry(exc=exc)
    reminder.mark_sent()


@shared_task
def queue_due_reminders() -> int:
    count = 0
    with transaction.atomic():
        for reminder in Reminder.objects.due().select_for_update(skip_locked=True):
            send_reminder.delay(reminder.pk)
            count += 1
    log.info("queued %d reminders", count)
    return count
