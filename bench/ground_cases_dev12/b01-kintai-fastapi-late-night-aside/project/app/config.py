"""環境変数からの設定読み込み。"""

from __future__ import annotations

from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="KINTAI_", env_file=".env", extra="ignore")

    database_url: str = "postgresql://kintai:kintai@localhost:5432/kintai"
    # 打刻の丸め単位 (分)。現状は 1 分単位で丸めない。
    rounding_minutes: int = 1
    # 月次締め日。0 は月末締め。
    closing_day: int = 0
    log_level: str = "INFO"
    cors_origins: list[str] = ["http://localhost:5173"]


@lru_cache
def get_settings() -> Settings:
    return Settings()


settings = get_settings()


def is_month_end_closing() -> bool:
    return settings.closing_day == 0


def describe() -> dict[str, str]:
    """/healthz 用の簡易情報。接続文字列は出さない。"""
    return {"closing_day": str(settings.closing_day), "rounding": str(settings.rounding_minutes)}
