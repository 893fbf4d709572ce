"""Short human durations: "90s", "1h30m", "2d4h"."""

from humantime.format import format_duration
from humantime.parse import DurationError, parse_duration

__all__ = ["DurationError", "format_duration", "parse_duration"]
__version__ = "0.4.0"
