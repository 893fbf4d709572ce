"""Column names and report settings shared by the weekly sales jobs."""
from pathlib import Path

DATA_DIR = Path("/data/sales")
OUT_DIR = Path("/data/reports")

DATE_COL = "order_date"
AMOUNT_COL = "amount"
REGION_KEY = "region_name"
CHANNEL_KEY = "channel"

# regions merged into "其他" in the summary table
MINOR_REGIONS = {"海外", "未知"}
