from __future__ import annotations

import logging
from datetime import timedelta

from celery import shared_task
from django.core.mail import EmailMessage
from django.utils import timezone

from orders.models import Office
from reports.exports import weekly_orders_csv

log = logging.getLogger(__name__)


def previous_week_start(office: Office):
    """Monday of last week, in the office's own calendar."""
    today = timezone.localdate(timezone=office.zoneinfo)
    return today - timedelta(days=today.weekday() + 7)


@shared_task
def send_weekly_exports() -> int:
    sent = 0
    for office in Office.objects.filter(is_active=True):
        recipients = office.recipients()
        if not recipients:
            continue
        week_start = previous_week_start(office)
        body = weekly_orders_csv(office, week_start)
        mail = EmailMessage(
            subject=f"[{office.code}] Orders for week of {week_start:%d %b %Y}",
            body="Weekly order export attached.",
            to=recipients,
        )
        mail.attach(f"orders-{office.code}-{week_start:%Y-%m-%d}.csv", body, "text/csv")
        mail.send()
        sent += 1
        log.info("weekly export sent", extra={"office": office.code, "week": str(week_start)})
    return sent
