"""tidewatch: fetch and parse tide gauge readings."""
from tidewatch.client import Client
from tidewatch.config import load_config
from tidewatch.parse import Reading, parse_line

__all__ = ["Client", "Reading", "load_config", "parse_line"]
__version__ = "0.6.1"
