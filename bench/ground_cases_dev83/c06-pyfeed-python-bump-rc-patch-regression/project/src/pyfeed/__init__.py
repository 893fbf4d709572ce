from pyfeed.fetch import fetch_feed
from pyfeed.parser import Entry, Feed, parse_feed

__version__ = "2.3.1"

__all__ = ["Entry", "Feed", "fetch_feed", "parse_feed", "__version__"]
