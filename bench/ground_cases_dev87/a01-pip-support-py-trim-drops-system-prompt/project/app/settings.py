from __future__ import annotations

from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PIP_", env_file=".env")

    openai_api_key: str = ""
    model: str = "gpt-4.1-mini"
    temperature: float = 0.3
    max_reply_tokens: int = 800
    # prompt budget for the whole request (system + history + new message)
    max_prompt_tokens: int = 120_000
    redis_url: str = "redis://localhost:6379/0"
    history_ttl_seconds: int = 60 * 60 * 24 * 7


@lru_cache
def get_settings() -> Settings:
    return Settings()
