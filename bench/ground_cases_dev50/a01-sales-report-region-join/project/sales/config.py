"""Paths and lookup tables shared by the report jobs."""
from __future__ import annotations

from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = BASE_DIR / "data"
OUTPUT_DIR = BASE_DIR / "out"

# Finance reports in UTC for now (see FIN-212 for per-region local time).
REPORT_TZ = "UTC"

COUNTRY_TO_REGION = {
    "DE": "EMEA",
    "AT": "EMEA",
    "CH": "EMEA",
    "FR": "EMEA",
    "NL": "EMEA",
    "GB": "EMEA",
    "ES": "EMEA",
    "IT": "EMEA",
    "PL": "EMEA",
    "SE": "EMEA",
    "US": "NA",
    "CA": "NA",
    "MX": "LATAM",
    "BR": "LATAM",
    "AR": "LATAM",
    "CL": "LATAM",
    "JP": "APAC",
    "AU": "APAC",
    "SG": "APAC",
    "IN": "APAC",
}

SEGMENTS = ["self_serve", "smb", "enterprise"]
# Column order finance uses in the by_region sheet; anything else goes after these.
REGION_ORDER = ["EMEA", "NA", "APAC", "LATAM", "OTHER"]
