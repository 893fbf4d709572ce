"""Settings from the environment."""
from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    dsn: str
    export_dir: Path
    log_level: int


def load_settings() -> Settings:
    return Settings(
        dsn=os.environ["WAREHOUSE_DSN"],
        export_dir=Path(os.environ.get("EXPORT_DIR", "/data/exports")),
        log_level=getattr(logging, os.environ.get("LOG_LEVEL", "INFO").upper(), logging.INFO),
    )
