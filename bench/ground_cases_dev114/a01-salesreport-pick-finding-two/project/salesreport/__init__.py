"""Weekly sales summary from the shop's CSV export."""

__version__ = "0.3.0"
