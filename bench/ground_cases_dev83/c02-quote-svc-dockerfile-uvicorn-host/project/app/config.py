from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="QUOTE_", env_file=".env", extra="ignore")

    redis_url: str = "redis://localhost:6379/0"
    upstream_base: str = "https://md.internal/api/v2"
    upstream_timeout: float = 2.5
    cache_ttl_seconds: int = 5
    log_level: str = "INFO"


@lru_cache
def get_settings() -> Settings:
    return Settings()
