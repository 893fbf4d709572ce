"""Runtime settings, read once from the environment."""
from __future__ import annotations

import os
from dataclasses import dataclass, field


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    return int(raw)


def _env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    return float(raw)


@dataclass(frozen=True)
class Settings:
    carrier_url: str = field(default_factory=lambda: os.environ.get("CARRIER_URL", "https://api.parcelhub.eu/v2"))
    carrier_token: str = field(default_factory=lambda: os.environ.get("CARRIER_TOKEN", ""))
    batch_size: int = field(default_factory=lambda: _env_int("SHIPSYNC_BATCH_SIZE", 100))
    max_attempts: int = field(default_factory=lambda: _env_int("SHIPSYNC_MAX_ATTEMPTS", 4))
    backoff_base: float = field(default_factory=lambda: _env_float("SHIPSYNC_BACKOFF_BASE", 0.5))
    request_timeout: float = field(default_factory=lambda: _env_float("SHIPSYNC_TIMEOUT", 10.0))
    dry_run: bool = field(default_factory=lambda: os.environ.get("SHIPSYNC_DRY_RUN") == "1")


def load() -> Settings:
    settings = Settings()
    if not settings.carrier_token and not settings.dry_run:
        raise RuntimeError("CARRIER_TOKEN is not set (set SHIPSYNC_DRY_RUN=1 to run without it)")
    return settings
