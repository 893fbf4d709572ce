from __future__ import annotations

import datetime as dt

from celery import shared_task
from django.conf import settings
from django.utils import timezone
from slack_sdk.errors import SlackApiError

from attendance.models import Shift
from reports.slack import SlackNotifier


def build_blocks(day: dt.date, rows: list[tuple[str, str, str]]) -> list[dict]:
    lines = "\n".join(f"• {name}  {start}〜{end}" for name, start, end in rows) or "出勤記録なし"
    return [
        {"type": "header", "text": {"type": "plain_text", "text": f"{day:%m/%d} の勤怠"}},
        {"type": "section", "text": {"type": "mrkdwn", "text": lines}},
    ]


def yesterday_rows(day: dt.date) -> list[tuple[str, str, str]]:
    shifts = Shift.objects.filter(started_at__date=day).select_related("staff").order_by("started_at")
    fmt = "%H:%M"
    return [
        (s.staff.display_name, timezone.localtime(s.started_at).strftime(fmt),
         timezone.localtime(s.ended_at).strftime(fmt) if s.ended_at else "--:--")
        for s in shifts
    ]


@shared_task(autoretry_for=(SlackApiError,), retry_backoff=60, max_retries=3)
def send_daily_report() -> str:
    day = timezone.localdate() - dt.timedelta(days=1)
    blocks = build_blocks(day, yesterday_rows(day))
    notifier = SlackNotifier()
    return notifier.post(channel=settings.SLACK_REPORT_CHANNEL, blocks=blocks)
