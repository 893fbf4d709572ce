from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    accounts_url: str = os.environ.get("ACCOUNTS_URL", "http://accounts.internal:8000")
    accounts_timeout_s: float = float(os.environ.get("ACCOUNTS_TIMEOUT_S", "2.0"))
    accounts_retries: int = int(os.environ.get("ACCOUNTS_RETRIES", "3"))
    smtp_host: str = os.environ.get("SMTP_HOST", "localhost")
    sms_enabled: bool = os.environ.get("SMS_ENABLED", "1") == "1"


settings = Settings()
