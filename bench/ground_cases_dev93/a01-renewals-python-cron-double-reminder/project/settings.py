"""Job settings, read from the environment (see deploy/renewals.env on the host)."""
from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    db_path: str
    tz: str
    reminder_days: int
    smtp_host: str
    smtp_port: int
    mail_from: str
    account_url: str


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    return int(raw) if raw else default


def load_settings() -> Settings:
    return Settings(
        db_path=os.environ.get("RENEWALS_DB", "/srv/renewals/data/billing.sqlite3"),
        tz=os.environ.get("RENEWALS_TZ", "Europe/Berlin"),
        reminder_days=_int("REMINDER_DAYS", 7),
        smtp_host=os.environ.get("SMTP_HOST", "localhost"),
        smtp_port=_int("SMTP_PORT", 25),
        mail_from=os.environ.get("MAIL_FROM", "billing@acme.example"),
        account_url=os.environ.get("ACCOUNT_URL", "https://app.acme.example/account/billing"),
    )
