"""clinic-booking: appointment slots and SMS reminders."""
from zoneinfo import ZoneInfo

CLINIC_TZ = ZoneInfo("Asia/Shanghai")
SLOT_MINUTES = 20
OPEN_HOUR = 8
CLOSE_HOUR = 17
LUNCH = (12, 13)

__all__ = [
    "CLINIC_TZ",
    "SLOT_MINUTES",
    "OPEN_HOUR",
    "CLOSE_HOUR",
    "LUNCH",
]


def version() -> str:
    return "0.9.3"


def is_lunch(hour: int) -> bool:
    start, end = LUNCH
    return start <= hour < end


def working_hours() -> list[int]:
    return [h for h in range(OPEN_HOUR, CLOSE_HOUR) if not is_lunch(h)]


def describe() -> str:
    hours = working_hours()
    return f"clinic open {hours[0]}:00-{hours[-1] + 1}:00, {SLOT_MINUTES} min slots"
