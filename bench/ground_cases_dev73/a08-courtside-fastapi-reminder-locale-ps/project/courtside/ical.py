"""Per-member iCal feed (members subscribe to it in Google/Apple Calendar)."""
from datetime import datetime, timedelta, timezone

from icalendar import Calendar, Event

from courtside.models import Booking
from courtside.settings import CLUB_NAME, CLUB_TZ


def to_utc(local: datetime) -> datetime:
    """Stored booking times are naive club-local; attach the club zone (DST-aware) and convert."""
    return local.replace(tzinfo=CLUB_TZ).astimezone(timezone.utc)


def member_feed(bookings: list[Booking]) -> bytes:
    cal = Calendar()
    cal.add("prodid", f"-//{CLUB_NAME}//courtside//NL")
    cal.add("version", "2.0")
    cal.add("x-wr-calname", f"{CLUB_NAME} banen")
    for b in bookings:
        if b.cancelled:
            continue
        ev = Event()
        start = to_utc(b.starts_at)
        ev.add("uid", f"booking-{b.id}@courtside")
        ev.add("summary", f"Tennis baan {b.court.number}")
        ev.add("dtstart", start)
        ev.add("dtend", start + timedelta(minutes=b.minutes))
        ev.add("dtstamp", datetime.now(timezone.utc))
        cal.add_component(ev)
    return cal.to_ical()
