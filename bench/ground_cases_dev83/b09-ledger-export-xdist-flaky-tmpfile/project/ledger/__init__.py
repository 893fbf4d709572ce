"""Export accounting ledger entries for the bookkeeping service."""
