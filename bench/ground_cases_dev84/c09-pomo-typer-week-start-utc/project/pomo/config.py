from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


@dataclass
class Config:
    work_minutes: int = 25
    sound: bool = True


def config_file() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "pomo" / "config.toml"


def load_config() -> Config:
    path = config_file()
    if not path.exists():
        return Config()
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    return Config(
        work_minutes=int(data.get("work_minutes", 25)),
        sound=bool(data.get("sound", True)),
    )
