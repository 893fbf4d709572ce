"""Expense summaries for the finance team."""
__version__ = "0.4.0"
