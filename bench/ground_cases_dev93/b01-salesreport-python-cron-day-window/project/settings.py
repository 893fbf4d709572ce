"""Settings for the daily sales report, read from the environment (see deploy/crontab)."""
from __future__ import annotations

import os
from zoneinfo import ZoneInfo

SHOP_TZ = ZoneInfo("Asia/Tokyo")

DB_URL = os.environ.get("REPORT_DB_URL", "postgresql+psycopg2://report@localhost/shop")

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "25"))
MAIL_FROM = os.environ.get("REPORT_MAIL_FROM", "report@hanamori-shop.jp")

_DEFAULT_RECIPIENTS = "sales@hanamori-shop.jp,keiri@hanamori-shop.jp"
REPORT_RECIPIENTS = [
    addr.strip() for addr in os.environ.get("REPORT_RECIPIENTS", _DEFAULT_RECIPIENTS).split(",") if addr.strip()
]

# Orders in these statuses count as sales in the mail. "pending" and "cancelled" never do.
COUNTED_STATUSES = ("paid", "shipped", "delivered")

# Stores that are closed but still have rows in the stores table.
HIDDEN_STORES = {"S099"}


def env_name() -> str:
    return os.environ.get("REPORT_ENV", "production")


def is_production() -> bool:
    return env_name() == "production"


def subject_prefix() -> str:
    return "" if is_production() else f"[{env_name()}] "


def check_recipients() -> None:
    """Refuse to mail the production list from anywhere but production."""
    if not is_production() and "REPORT_RECIPIENTS" not in os.environ:
        raise RuntimeError(f"REPORT_RECIPIENTS must be set when REPORT_ENV={env_name()}")
