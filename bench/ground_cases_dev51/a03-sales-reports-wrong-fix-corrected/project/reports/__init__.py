"""Finance exports for the shop: weekly and monthly sales CSVs."""
