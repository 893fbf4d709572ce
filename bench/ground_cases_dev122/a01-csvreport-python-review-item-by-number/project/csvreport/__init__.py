"""Monthly totals from bank CSV exports."""

__version__ = "0.3.0"
