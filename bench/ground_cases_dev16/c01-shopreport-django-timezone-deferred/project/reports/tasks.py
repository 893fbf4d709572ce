import logging

from celery import shared_task
from django.conf import settings
from django.core.mail import send_mail

from reports.services import daily_summary, yesterday

log = logging.getLogger(__name__)


def render_text(summary) -> str:
    lines = [f"{label}: {value}" for label, value in summary.as_rows()]
    return "\n".join(lines)


@shared_task(bind=True, max_retries=3, default_retry_delay=300)
def send_daily_report(self):
    day = yesterday()
    summary = daily_summary(day)
    try:
        send_mail(
            subject=f"[日报] {day.isoformat()} 订单 {summary.orders} 单",
            message=render_text(summary),
            from_email=None,
            recipient_list=settings.REPORT_RECIPIENTS,
        )
    except OSError as exc:
        log.warning("daily report mail failed: %s", exc)
        raise self.retry(exc=exc)
    log.info("daily report sent for %s", day)
    return summary.orders
