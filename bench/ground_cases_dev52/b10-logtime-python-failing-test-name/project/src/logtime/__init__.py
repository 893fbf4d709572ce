"""Find, parse and normalize timestamps in log lines."""
from logtime.models import Stamp
from logtime.parser import find_timestamp, parse_apache, parse_date, parse_iso, parse_syslog
from logtime.tz import as_utc

__all__ = ["Stamp", "as_utc", "find_timestamp", "parse_apache", "parse_date", "parse_iso", "parse_syslog"]
__version__ = "0.7.0"
