"""ledger-sync: bank CSV exports -> ledger API."""

__version__ = "0.7.2"
