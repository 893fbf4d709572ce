"""Load trained models from models/price_<version>.joblib."""
from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

import joblib

from app.settings import settings

log = logging.getLogger(__name__)


class UnknownModelVersion(LookupError):
    pass


def model_path(version: str) -> Path:
    return settings.model_dir / f"price_{version}.joblib"


@lru_cache(maxsize=4)
def _load(path: Path):
    log.info("loading %s", path)
    return joblib.load(path)


def get_model(version: str | None = None):
    version = version or settings.default_model_version
    path = model_path(version)
    if not path.exists():
        raise UnknownModelVersion(version)
    return _load(path)


def available_versions() -> list[str]:
    return sorted(p.stem.removeprefix("price_") for p in settings.model_dir.glob("price_*.joblib"))
