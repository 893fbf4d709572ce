from __future__ import annotations

import logging
from datetime import date

from celery import shared_task
from sqlalchemy import func

from app import mailer, render
from app.db import session_scope
from app.models import EmailLog

log = logging.getLogger("notifier.tasks.reports")

REPORT_TO = "marketing@example.jp"
MAX_BACKOFF = 1800


@shared_task(bind=True, max_retries=8)
def build_weekly_report(self) -> int:
    week = render.iso_week(date.today())
    try:
        with session_scope() as db:
            rows = [
                {"kind": kind, "count": count}
                for kind, count in db.query(EmailLog.kind, func.count(EmailLog.id))
                .group_by(EmailLog.kind)
                .all()
            ]
        msg = mailer.build(REPORT_TO, render.subject_for_report(week), render.report_html(rows, week))
        mailer.send(msg)
    except Exception as exc:
        log.exception("weekly report failed")
        raise self.retry(exc=exc, countdown=min(2 ** self.request.retries * 30, MAX_BACKOFF))
    return len(rows)
