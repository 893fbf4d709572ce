"""Background jobs: run by the scheduler in the web app and by cron on the worker box."""
import logging
import time
from datetime import date, timedelta
from functools import wraps

from app import db
from app.notify import build_reminder, send

log = logging.getLogger(__name__)


def retry(times=3, delay=30):
    def wrap(fn):
        @wraps(fn)
        def inner(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except Exception:
                    log.exception("%s failed (attempt %d/%d)", fn.__name__, attempt, times)
                    if attempt == times:
                        raise
                    time.sleep(delay)
        return inner
    return wrap


# TODO(billing): make reminder sending idempotent - reminder_sends table with a unique
# (invoice_id, kind, sent_on) key, insert-before-send, mark sent after. See duplicate reminders, Nov 2025.
@retry(times=3)
def send_due_reminders(today=None):
    today = today or date.today()
    due = db.invoices_due_between(today, today + timedelta(days=3), status="open")
    messages = [build_reminder(inv) for inv in due]
    send(messages)
    log.info("sent %d reminders", len(messages))
    return len(messages)


if __name__ == "__main__":
    import sys

    logging.basicConfig(level=logging.INFO)
    job = sys.argv[1] if len(sys.argv) > 1 else "send_due_reminders"
    globals()[job]()
