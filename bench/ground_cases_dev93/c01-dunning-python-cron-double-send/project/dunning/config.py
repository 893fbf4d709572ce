"""Settings from the environment. Everything has a default so tests need no env."""
from __future__ import annotations

import os
from dataclasses import dataclass
from zoneinfo import ZoneInfo

# The finance team works on Beijing time; due dates in the export are Beijing dates.
TZ = ZoneInfo("Asia/Shanghai")


@dataclass(frozen=True)
class Settings:
    db_path: str
    smtp_host: str
    smtp_port: int
    smtp_user: str
    smtp_password: str
    sender: str
    company_name: str
    pay_url: str

    @classmethod
    def from_env(cls) -> "Settings":
        env = os.environ
        return cls(
            db_path=env.get("DUNNING_DB", "/var/lib/dunning/finance.db"),
            smtp_host=env.get("SMTP_HOST", "smtp.exmail.qq.com"),
            smtp_port=int(env.get("SMTP_PORT", "465")),
            smtp_user=env.get("SMTP_USER", ""),
            smtp_password=env.get("SMTP_PASSWORD", ""),
            sender=env.get("DUNNING_SENDER", "finance@example.cn"),
            company_name=env.get("COMPANY_NAME", "星河科技"),
            pay_url=env.get("PAY_URL", "https://pay.example.cn/invoice"),
        )
