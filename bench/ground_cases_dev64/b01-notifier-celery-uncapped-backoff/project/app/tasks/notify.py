from __future__ import annotations

import logging
import smtplib
from datetime import date

from celery import shared_task

from app import mailer, render
from app.db import session_scope
from app.models import EmailLog, User
from app.articles import top_articles

log = logging.getLogger("notifier.tasks.notify")


@shared_task
def enqueue_weekly_digests() -> int:
    with session_scope() as db:
        ids = [u.id for u in db.query(User).filter(User.digest_opt_in.is_(True))]
    for user_id in ids:
        send_digest_email.delay(user_id, date.today().isoformat())
    log.info("enqueued %d digests", len(ids))
    return len(ids)


@shared_task(bind=True, max_retries=12)
def send_digest_email(self, user_id: int, day: str) -> str | None:
    period = render.iso_week(date.fromisoformat(day))
    with session_scope() as db:
        user = db.get(User, user_id)
        if user is None or not user.digest_opt_in:
            return None
        already = (
            db.query(EmailLog.id)
            .filter_by(user_id=user_id, kind="digest", period_key=period)
            .first()
        )
        if already is not None:
            log.info("digest %s for %s already sent, skipping", period, user_id)
            return None
        articles = top_articles(db, limit=20)
    html = render.digest_html(user, articles)
    msg = mailer.build(user.email, render.subject_for_digest(date.fromisoformat(day)), html)
    try:
        message_id = mailer.send(msg)
    except (smtplib.SMTPException, ConnectionError) as exc:
        log.warning("digest to %s failed (%s), retry %d", user_id, exc, self.request.retries)
        raise self.retry(exc=exc, countdown=2 ** self.request.retries * 30)
    with session_scope() as db:
        db.add(EmailLog(user_id=user_id, kind="digest", period_key=period, message_id=message_id))
    return message_id


@shared_task(bind=True, max_retries=5)
def send_welcome_email(self, user_id: int) -> str | None:
    with session_scope() as db:
        user = db.get(User, user_id)
        if user is None:
            return None
    msg = mailer.build(user.email, "ようこそ！", render.welcome_html(user))
    try:
        return mailer.send(msg)
    except (smtplib.SMTPException, ConnectionError) as exc:
        raise self.retry(exc=exc, countdown=60)
