import logging
from datetime import timedelta
from smtplib import SMTPException

from celery import shared_task
from django.core.mail import get_connection
from django.utils import timezone

from digest.emails import build_digest_message
from digest.models import Subscriber

log = logging.getLogger(__name__)

BATCH = 200


@shared_task(
    bind=True,
    autoretry_for=(SMTPException, ConnectionError),
    retry_backoff=60,
    retry_jitter=True,
    max_retries=4,
)
def send_weekly_digest(self):
    """Mail this week's digest to every active weekly subscriber."""
    since = timezone.now() - timedelta(days=7)
    subscribers = Subscriber.objects.filter(is_active=True, frequency=Subscriber.WEEKLY).order_by("id")
    sent = 0
    with get_connection() as connection:
        for sub in subscribers.iterator(chunk_size=BATCH):
            message = build_digest_message(sub, since=since, connection=connection)
            if message is None:
                continue
            message.send()
            sent += 1
    log.info("weekly digest sent to %d subscribers (attempt %d)", sent, self.request.retries + 1)
    return sent


@shared_task
def send_monthly_digest():
    since = timezone.now() - timedelta(days=30)
    sent = 0
    with get_connection() as connection:
        for sub in Subscriber.objects.filter(is_active=True, frequency=Subscriber.MONTHLY).iterator():
            message = build_digest_message(sub, since=since, connection=connection)
            if message is not None:
                message.send()
                sent += 1
    return sent
