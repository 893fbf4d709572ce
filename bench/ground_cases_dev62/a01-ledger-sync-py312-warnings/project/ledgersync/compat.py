"""Small helpers that smooth over differences between environments."""
from __future__ import annotations

import os
from typing import Optional

_TRUE = {"y", "yes", "t", "true", "on", "1"}
_FALSE = {"n", "no", "f", "false", "off", "0"}


def strtobool(value: str) -> bool:
    """Drop-in for distutils.util.strtobool (removed in Python 3.12)."""
    v = value.lower()
    if v in _TRUE:
        return True
    if v in _FALSE:
        return False
    raise ValueError(f"invalid truth value {value!r}")


def env_flag(name: str, default: bool = False) -> bool:
    """Read a boolean feature flag from the environment ("1", "yes", "true" ...)."""
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return bool(strtobool(raw.strip()))
    except ValueError:
        raise ValueError(f"{name} must be a boolean, got {raw!r}") from None


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    return int(raw)


def env_str(name: str, default: Optional[str] = None) -> Optional[str]:
    raw = os.environ.get(name)
    return raw if raw else default


DRY_RUN = env_flag("LEDGER_DRY_RUN")
BATCH_SIZE = env_int("LEDGER_BATCH_SIZE", 500)
API_BASE = env_str("LEDGER_API_BASE", "https://bank.example.com/export/v2")
