import os

REPORT_TZ = os.environ.get("REPORT_TZ", "Europe/Berlin")
EXPORT_DIR = os.environ.get("EXPORT_DIR", "/var/lib/usage/exports")
