"""Feeds list and settings in the platform's config dir (platformdirs)."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from platformdirs import user_config_dir, user_music_dir

APP = "podfetch"


@dataclass
class Settings:
    feeds: list[str] = field(default_factory=list)
    download_dir: str = str(Path(user_music_dir()) / "Podcasts")
    keep_last: int = 20


def config_file() -> Path:
    return Path(user_config_dir(APP)) / "config.json"


def load() -> Settings:
    path = config_file()
    if not path.exists():
        return Settings()
    data = json.loads(path.read_text(encoding="utf-8"))
    return Settings(**{k: v for k, v in data.items() if k in Settings.__dataclass_fields__})


def save(settings: Settings) -> None:
    path = config_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(asdict(settings), indent=2), encoding="utf-8")
