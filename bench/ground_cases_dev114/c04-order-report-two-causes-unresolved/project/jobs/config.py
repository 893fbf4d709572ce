"""Settings for the daily report job (read from the environment)."""
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    dsn: str
    timezone: str
    webhook_url: str
    out_dir: str


def load_settings() -> Settings:
    return Settings(
        dsn=os.environ.get("REPORT_DSN", "postgresql://report@db.internal:5432/shop"),
        timezone=os.environ.get("REPORT_TZ", "Asia/Shanghai"),
        webhook_url=os.environ.get("REPORT_WEBHOOK", "https://oapi.dingtalk.com/robot/send?access_token=5f1c0e9a7d"),
        out_dir=os.environ.get("REPORT_OUT", "/data/reports"),
    )
