from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    database_url: str
    timezone: str
    company_name: str
    pdf_font: str
    export_encoding: str


def load_settings() -> Settings:
    return Settings(
        database_url=os.environ.get("DATABASE_URL", "sqlite:///./billing.db"),
        timezone=os.environ.get("APP_TIMEZONE", "Asia/Tokyo"),
        company_name=os.environ.get("COMPANY_NAME", "株式会社サンプル"),
        pdf_font=os.environ.get("PDF_FONT", "HeiseiKakuGo-W5"),
        export_encoding=os.environ.get("EXPORT_ENCODING", "utf-8-sig"),
    )


settings = load_settings()
