from datetime import timedelta

from celery import shared_task
from django.utils import timezone

from reports.mailer import send_report
from reports.metrics import daily_summary
from reports.models import ReportSnapshot


@shared_task
def send_daily_report():
    yesterday = timezone.localdate() - timedelta(days=1)
    summary = daily_summary(yesterday)
    send_report(summary)
    ReportSnapshot.objects.update_or_create(day=yesterday, defaults={"payload": summary})
    return summary


@shared_task
def purge_old_snapshots(keep_days: int = 400):
    cutoff = timezone.localdate() - timedelta(days=keep_days)
    deleted, _ = ReportSnapshot.objects.filter(day__lt=cutoff).delete()
    return deleted
