from __future__ import annotations

from collections import Counter
from datetime import date, datetime, time, timedelta, timezone

from fastapi import APIRouter, Depends

from clinic.bookings import get_store
from clinic.config import get_settings
from clinic.models import Booking, Status
from clinic.store import BookingStore

router = APIRouter(prefix="/reports", tags=["reports"])


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """Start (inclusive) and end (exclusive) of ``day`` for querying the store."""
    start = datetime.combine(day, time.min, tzinfo=timezone.utc)
    return start, start + timedelta(days=1)


def summarize(bookings: list[Booking]) -> dict:
    by_status = Counter(b.status.value for b in bookings)
    by_provider = Counter(b.provider for b in bookings if b.status is not Status.cancelled)
    booked_minutes = sum(b.minutes for b in bookings if b.status is not Status.cancelled)
    return {
        "total": len(bookings),
        "by_status": dict(by_status),
        "by_provider": dict(by_provider),
        "booked_minutes": booked_minutes,
    }


@router.get("/daily/{day}")
def daily_report(day: date, store: BookingStore = Depends(get_store)) -> dict:
    start, end = day_bounds(day)
    bookings = store.between(start, end)
    report = summarize(bookings)
    report["day"] = day.isoformat()
    report["tz"] = get_settings().clinic_tz
    report["bookings"] = [
        {"id": b.id, "provider": b.provider, "starts_at": b.starts_at.isoformat(), "status": b.status.value}
        for b in bookings
    ]
    return report
