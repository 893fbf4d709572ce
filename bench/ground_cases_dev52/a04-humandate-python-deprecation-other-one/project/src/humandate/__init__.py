"""Parse dates the way people write them."""
from humandate._compat import HumandateDeprecationWarning
from humandate.parser import ParseError, Parser, parse
from humandate.ranges import DateRange, parse_range

__all__ = ["DateRange", "HumandateDeprecationWarning", "ParseError", "Parser", "parse", "parse_range"]
__version__ = "2.3.1"
