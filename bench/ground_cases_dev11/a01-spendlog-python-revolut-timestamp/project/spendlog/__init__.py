"""spendlog: import bank CSV exports and summarise spending by month."""

__version__ = "0.3.1"
