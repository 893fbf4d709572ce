from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PAYOUTS_", env_file=".env", extra="ignore")

    environment: str = "development"
    log_level: str = "INFO"
    log_json: bool = True

    provider_url: str = "https://api.paylane.example/v2"
    provider_api_key: str = ""

    # generic outbound HTTP timeout (webhooks, FX rates)
    http_timeout_s: float = 30.0
    # the payment provider answers in <1s when healthy; anything slower is an incident
    payments_timeout_s: float = 5.0

    max_retries: int = 5
    retry_backoff_base_ms: int = 200


@lru_cache
def get_settings() -> Settings:
    return Settings()
