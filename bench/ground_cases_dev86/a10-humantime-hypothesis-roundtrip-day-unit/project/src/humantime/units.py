"""Unit sizes in seconds, largest first."""

UNITS: dict[str, int] = {
    "d": 86_400,
    "h": 3_600,
    "m": 60,
    "s": 1,
}

MAX_SECONDS = 365 * 86_400
