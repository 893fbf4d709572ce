from __future__ import annotations

import logging
from datetime import date
from smtplib import SMTPException

from sqlalchemy.exc import OperationalError

from app.celery_app import celery_app
from app.db import session_scope
from app.mail import render_template, send_mail
from app.queries import digest_recipients, mark_digest_sent, week_highlights

log = logging.getLogger(__name__)


def iso_week(today: date | None = None) -> str:
    year, week, _ = (today or date.today()).isocalendar()
    return f"{year}-W{week:02d}"


@celery_app.task(
    bind=True,
    autoretry_for=(OperationalError, SMTPException),
    default_retry_delay=600,
    max_retries=3,
)
def send_weekly_digests(self) -> int:
    week = iso_week()
    sent = 0
    with session_scope() as session:
        recipients = digest_recipients(session, week)
        highlights = week_highlights(session, week)
        log.info("digest %s: %d recipients", week, len(recipients))
        for r in recipients:
            html = render_template("digest.html", first_name=r.first_name, plan=r.plan, highlights=highlights)
            send_mail(to=r.email, subject=f"Your week on Lumen ({week})", html=html)
            sent += 1
        mark_digest_sent(session, [r.id for r in recipients], week)
    log.info("digest %s: sent %d", week, sent)
    return sent
