"""Settings from the environment."""
from __future__ import annotations

import os
from dataclasses import dataclass, field


def _env(name: str, default: str) -> str:
    return os.environ.get(name, default)


@dataclass(frozen=True)
class Settings:
    broker_url: str = field(default_factory=lambda: _env("BROKER_URL", "redis://redis:6379/0"))
    result_backend: str = field(default_factory=lambda: _env("RESULT_BACKEND", "redis://redis:6379/1"))
    database_url: str = field(default_factory=lambda: _env("DATABASE_URL", "postgresql://scoring@db/analytics"))
    model_path: str = field(default_factory=lambda: _env("MODEL_PATH", "/models/churn-2025-08.joblib"))
    chunk_size: int = field(default_factory=lambda: int(_env("CHUNK_SIZE", "2000")))
    high_risk_threshold: float = field(default_factory=lambda: float(_env("HIGH_RISK_THRESHOLD", "0.35")))
    log_level: str = field(default_factory=lambda: _env("LOG_LEVEL", "INFO"))
    sentry_dsn: str = field(default_factory=lambda: _env("SENTRY_DSN", ""))
    # psycopg2 connections are opened per task; keep this below max_connections / worker count
    db_pool_size: int = field(default_factory=lambda: int(_env("DB_POOL_SIZE", "4")))

    def __post_init__(self) -> None:
        if self.chunk_size <= 0:
            raise ValueError("CHUNK_SIZE must be positive")


settings = Settings()
