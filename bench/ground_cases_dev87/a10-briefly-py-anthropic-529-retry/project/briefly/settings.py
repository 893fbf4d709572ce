from __future__ import annotations

import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Settings:
    api_key: str = field(default_factory=lambda: os.environ.get("ANTHROPIC_API_KEY", ""))
    model: str = field(default_factory=lambda: os.environ.get("BRIEFLY_MODEL", "claude-sonnet-4-5"))
    max_tokens: int = int(os.environ.get("BRIEFLY_MAX_TOKENS", "1500"))
    redis_url: str = os.environ.get("REDIS_URL", "redis://localhost:6379/2")
    max_attempts: int = 4


SETTINGS = Settings()
