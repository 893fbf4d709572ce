from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    openai_api_key: str
    redis_url: str
    tutor_model: str
    feedback_model: str
    cache_enabled: bool
    cache_ttl_seconds: int


def load_settings() -> Settings:
    return Settings(
        openai_api_key=os.environ.get("OPENAI_API_KEY", ""),
        redis_url=os.environ.get("REDIS_URL", "redis://localhost:6379/1"),
        tutor_model=os.environ.get("TUTOR_MODEL", "gpt-4o-mini"),
        feedback_model=os.environ.get("FEEDBACK_MODEL", "gpt-4o"),
        cache_enabled=os.environ.get("CACHE_ENABLED", "1") == "1",
        cache_ttl_seconds=int(os.environ.get("CACHE_TTL_SECONDS", str(60 * 60 * 24))),
    )
