import datetime as dt
import logging

from paiban.shifts import Shift, load_shifts

log = logging.getLogger(__name__)
REMIND_BEFORE = dt.timedelta(hours=2)


def due_reminders(shifts: list[Shift], now: dt.datetime | None = None) -> list[Shift]:
    """Shifts that start within REMIND_BEFORE and have not been reminded yet."""
    now = now or dt.datetime.now(dt.UTC).replace(tzinfo=None)
    out = []
    for shift in shifts:
        if shift.reminded:
            continue
        if now <= shift.starts_at <= now + REMIND_BEFORE:
            out.append(shift)
    return out


def run_once(path: str) -> int:
    shifts = load_shifts(path)
    due = due_reminders(shifts)
    for shift in due:
        log.info("remind %s for shift at %s", shift.staff, shift.starts_at)
        shift.reminded = True
    return len(due)


def next_run_at(now: dt.datetime) -> dt.datetime:
    return (now + dt.timedelta(minutes=15)).replace(second=0, microsecond=0)
