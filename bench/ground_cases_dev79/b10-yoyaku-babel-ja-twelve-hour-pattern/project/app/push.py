"""Texts for push notifications (reservation reminders)."""
from zoneinfo import ZoneInfo

from babel.dates import format_datetime

from app.i18n import gettext, normalize
from app.models import Reservation

# CLDR patterns per locale; others use Babel's "short" format
WHEN_PATTERNS = {
    "ja": "M月d日(E) h:mm",
}


def reminder_title(reservation: Reservation) -> str:
    locale = normalize(reservation.user.locale)
    return gettext(locale, "Reservation reminder")


def reminder_body(reservation: Reservation) -> str:
    locale = normalize(reservation.user.locale)
    tz = ZoneInfo(reservation.user.timezone)
    pattern = WHEN_PATTERNS.get(locale, "short")
    when = format_datetime(reservation.starts_at, pattern, tzinfo=tz, locale=locale)
    return gettext(
        locale,
        "%(shop)s at %(when)s, party of %(size)d",
        shop=reservation.shop_name,
        when=when,
        size=reservation.party_size,
    )


def build_payload(reservation: Reservation) -> dict:
    return {
        "to": reservation.user.push_token,
        "title": reminder_title(reservation),
        "body": reminder_body(reservation),
        "data": {"reservation_id": reservation.id},
    }
