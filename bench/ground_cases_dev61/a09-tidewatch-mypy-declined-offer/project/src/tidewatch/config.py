"""User configuration: ~/.config/tidewatch/config.json, overridable by env vars."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

DEFAULT_PATH = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "tidewatch" / "config.json"

DEFAULTS: dict[str, Any] = {
    "base_url": "https://api.tidegauge.example/v2",
    "station": None,
    "timeout": 10.0,
    "units": "m",
}


class ConfigError(Exception):
    """The configuration file exists but cannot be used."""


def load_config(path: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """Defaults, overlaid with the JSON file (if any), overlaid with TIDEWATCH_* env vars."""
    cfg = dict(DEFAULTS)
    file = Path(path) if path else DEFAULT_PATH
    if file.exists():
        try:
            cfg.update(json.loads(file.read_text(encoding="utf-8")))
        except Exception:
            return dict(DEFAULTS)
    for key in DEFAULTS:
        env = os.environ.get(f"TIDEWATCH_{key.upper()}")
        if env is not None:
            cfg[key] = float(env) if key == "timeout" else env
    return cfg
