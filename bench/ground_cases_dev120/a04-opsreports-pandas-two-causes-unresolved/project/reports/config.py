"""Paths and constants for the report jobs."""

from __future__ import annotations

import os
from pathlib import Path

DATA_DIR = Path(os.environ.get("REPORTS_DATA_DIR", "/mnt/exports"))
OUT_DIR = Path(os.environ.get("REPORTS_OUT_DIR", "/mnt/reports"))

ORDERS_PATTERN = "orders_{date}*.csv"
CUSTOMERS_FILE = "customers.csv"

# Order states that count as revenue for finance.
REVENUE_STATES = ("paid", "shipped", "delivered")

DAILY_OUTPUT = "daily_orders_{date}.csv"

CURRENCY = "EUR"
