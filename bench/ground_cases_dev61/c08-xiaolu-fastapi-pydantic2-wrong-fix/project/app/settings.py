from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    database_url: str = "sqlite:///./dev.db"
    sms_sign_name: str = "小鹿打卡"
    invite_bonus_points: int = 50
    allowed_origins: list[str] = Field(default_factory=lambda: ["http://localhost:5173"])
    debug: bool = False

    model_config = SettingsConfigDict(env_prefix="XL_", env_file=".env")


@lru_cache
def get_settings() -> Settings:
    return Settings()


def is_local(settings: Settings) -> bool:
    """True for the developer setup (SQLite file database)."""
    return settings.database_url.startswith("sqlite")


def describe(settings: Settings) -> dict:
    """Non-secret settings for the /healthz page."""
    data = settings.model_dump()
    data.pop("database_url", None)
    return data
