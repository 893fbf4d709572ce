from __future__ import annotations

from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_env: str = "local"
    database_url: str = "postgresql+asyncpg://order:order@localhost:5432/order"
    # Redis is only a read-through cache for product lookups. When REDIS_URL is
    # empty the cache is disabled and every lookup goes to Postgres.
    redis_url: str = ""
    cache_ttl_seconds: int = 300
    log_level: str = "INFO"


@lru_cache
def get_settings() -> Settings:
    return Settings()
