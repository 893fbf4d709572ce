import logging
from datetime import date, datetime, timedelta

from celery.utils.log import get_task_logger
from sqlalchemy import delete, select

from app import mailer
from app.celery_app import celery
from app.content import fallback_items, top_items_for
from app.db import session_scope
from app.models import DigestLog, User, week_start_of

log = get_task_logger(__name__)


@celery.task
def fan_out_digests():
    week = week_start_of(date.today())
    with session_scope() as s:
        ids = s.scalars(select(User.id).where(User.digest_enabled.is_(True))).all()
    for uid in ids:
        send_weekly_digest.delay(uid, week.isoformat())
    log.info("queued %d digests for week %s", len(ids), week)


def _already_sent(s, user_id: int, week_start: date) -> bool:
    found = s.scalar(
        select(DigestLog.id).where(DigestLog.user_id == user_id, DigestLog.week_start == week_start)
    )
    return found is not None


RETRY_CAP_SECONDS = 3600


def _backoff(retries: int) -> int:
    return min(30 * 2 ** retries, RETRY_CAP_SECONDS)


@celery.task(bind=True, max_retries=8)
def send_weekly_digest(self, user_id: int, week: str, message_id: str | None = None):
    week_start = date.fromisoformat(week)
    if message_id is None:
        try:
            with session_scope() as s:
                if _already_sent(s, user_id, week_start):
                    log.info("digest user=%s week=%s already sent, skipping", user_id, week)
                    return
                user = s.get(User, user_id)
                items = top_items_for(s, user_id, week_start) or fallback_items(s, week_start)
                html = mailer.render_digest(user.name, items)
                email = user.email
            message_id = mailer.send(email, "本周摘要", html)
            log.info("sent digest user=%s week=%s", user_id, week)
        except Exception as exc:
            log.warning("digest user=%s failed before send: %r, retrying", user_id, exc)
            raise self.retry(exc=exc, countdown=_backoff(self.request.retries))
    try:
        with session_scope() as s:
            s.add(DigestLog(user_id=user_id, week_start=week_start, message_id=message_id))
    except Exception as exc:
        # the mail is out: retry only the bookkeeping, never the send
        log.warning("digest user=%s sent but not logged: %r", user_id, exc)
        raise self.retry(exc=exc, args=(user_id, week, message_id), countdown=_backoff(self.request.retries))


@celery.task
def purge_old_logs(days: int = 180):
    cutoff = datetime.utcnow() - timedelta(days=days)
    with session_scope() as s:
        s.execute(delete(DigestLog).where(DigestLog.sent_at < cutoff))
