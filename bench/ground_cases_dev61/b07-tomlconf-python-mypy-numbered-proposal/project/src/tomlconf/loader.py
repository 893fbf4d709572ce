from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tomlconf.env import apply_env

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


def _read(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        return json.loads(text)
    return tomllib.loads(text)


def _merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def load(path: str | None = None, *, env_prefix: str | None = None) -> dict[str, Any]:
    """Load one file (default: ./config.toml) and apply PREFIX_* overrides."""
    data = _read(Path(path or "config.toml"))
    return apply_env(data, env_prefix) if env_prefix else data


def load_many(*paths: str, env_prefix: str | None = None) -> dict[str, Any]:
    """Load several files, later ones overriding earlier ones."""
    data: dict[str, Any] = {}
    for p in paths:
        data = _merge(data, _read(Path(p)))
    return apply_env(data, env_prefix) if env_prefix else data
