from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_env: str = "dev"
    log_level: str = "INFO"
    database_url: str = "postgresql+asyncpg://pay:pay@localhost:5432/pay"
    db_pool_size: int = 10
    db_pool_timeout: float = 30.0
    payment_api_url: str = "https://sandbox.paynow.example/v2"
    payment_api_key: str = ""
    health_check_timeout: float = 2.0


@lru_cache
def get_settings() -> Settings:
    return Settings()
