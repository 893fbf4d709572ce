from __future__ import annotations

import os
from dataclasses import dataclass


def _int_env(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return default
    try:
        return int(raw)
    except ValueError:
        raise RuntimeError(f"{name} must be an integer, got {raw!r}") from None


@dataclass(frozen=True)
class Settings:
    max_upload_mb: int
    allowed_extensions: tuple[str, ...]
    storage_root: str

    @property
    def max_content_length(self) -> int:
        return self.max_upload_mb * 1024 * 1024


def load_settings() -> Settings:
    return Settings(
        max_upload_mb=_int_env("MAX_UPLOAD_MB", 25),
        allowed_extensions=(".pdf",),
        storage_root=os.environ.get("UPLOAD_DIR", "").strip() or "/srv/uploads",
    )
