"""Next-day cut-offs: which delivery dates a depot can still promise."""
from datetime import date, timedelta
from zoneinfo import ZoneInfo

from django.utils import timezone


def local_now(depot, now=None):
    """The current moment on the depot's wall clock."""
    now = now or timezone.now()
    return now.astimezone(ZoneInfo(depot.timezone))


def cutoff_passed(depot, now=None):
    """True once today's next-day cut-off at this depot is behind us."""
    return (now or timezone.now()).time() >= depot.cutoff_time


def is_working_day(depot, day: date) -> bool:
    if day.weekday() == 6:
        return False
    if day.weekday() == 5:
        return depot.works_saturday
    return True


def earliest_delivery_date(depot, now=None) -> date:
    """Tomorrow if the order beats the cut-off, else the day after; skips closed days."""
    today = local_now(depot, now).date()
    days = 2 if cutoff_passed(depot, now) else 1
    candidate = today + timedelta(days=days)
    while not is_working_day(depot, candidate):
        candidate += timedelta(days=1)
    return candidate
