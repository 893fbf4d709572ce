"""invoicer: monthly invoices from timesheet CSVs."""

__version__ = "0.4.1"
