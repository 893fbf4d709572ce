from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_env: str = "local"
    log_level: str = "INFO"
    log_json: bool = True
    psp_base_url: str = "https://sandbox.psp.example.com"
    psp_api_key: str = ""
    psp_timeout_seconds: float = 8.0


@lru_cache
def get_settings() -> Settings:
    return Settings()
