"""Monthly billing for Kakeibo Cloud: invoices, credit notes and the accounting CSV."""
