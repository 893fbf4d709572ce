"""Worker settings, read once from the environment."""
from __future__ import annotations

import os
from dataclasses import dataclass, field


def _queues(raw: str) -> list[str]:
    return [q.strip() for q in raw.split(",") if q.strip()]


@dataclass(frozen=True)
class Settings:
    redis_url: str = "redis://localhost:6379/0"
    queues: list[str] = field(default_factory=lambda: ["default"])
    poll_seconds: float = 1.0
    max_attempts: int = 5
    sentry_dsn: str | None = None


def load() -> Settings:
    env = os.environ
    return Settings(
        redis_url=env.get("REDIS_URL", Settings.redis_url),
        queues=_queues(env.get("WORKER_QUEUES", "default")),
        poll_seconds=float(env.get("WORKER_POLL_SECONDS", "1.0")),
        max_attempts=int(env.get("WORKER_MAX_ATTEMPTS", "5")),
        sentry_dsn=env.get("SENTRY_DSN") or None,
    )


def describe(settings: Settings) -> str:
    host = settings.redis_url.split("@")[-1]
    return f"redis={host} queues={','.join(settings.queues)} attempts={settings.max_attempts}"
