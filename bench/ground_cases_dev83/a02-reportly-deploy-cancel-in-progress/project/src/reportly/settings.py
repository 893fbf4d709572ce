"""Runtime settings, read from the environment once at import."""
from __future__ import annotations

import os
from pathlib import Path

DATABASE_URL = os.environ.get("REPORTLY_DATABASE_URL", "postgresql://localhost/reportly")
EXPORT_DIR = Path(os.environ.get("REPORTLY_EXPORT_DIR", "/tmp/reportly-exports"))
KEEP_DAYS = int(os.environ.get("REPORTLY_KEEP_DAYS", "30"))
TIMEZONE = os.environ.get("REPORTLY_TZ", "Europe/Amsterdam")
