"""Reading and writing ~/.config/dotsync/config.toml."""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


@dataclass
class Config:
    repo: Path
    remote: str = "origin"
    branch: str = "main"
    links: list[str] = field(default_factory=list)


DEFAULTS = {"repo": "~/dotfiles", "remote": "origin", "branch": "main", "links": []}


def config_dir() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "dotsync"


def config_path() -> Path:
    return config_dir() / "config.toml"


def load(path: Path | None = None) -> Config:
    path = path or config_path()
    try:
        with open(path, "rb") as fh:
            raw = tomllib.load(fh)
    except FileNotFoundError:
        raw = {}
    merged = {**DEFAULTS, **raw}
    return Config(
        repo=Path(os.path.expanduser(merged["repo"])),
        remote=merged["remote"],
        branch=merged["branch"],
        links=list(merged["links"]),
    )


def save(cfg: Config, path: Path | None = None) -> None:
    path = path or config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    links = ", ".join(f'"{link}"' for link in cfg.links)
    path.write_text(
        f'repo = "{cfg.repo}"\n'
        f'remote = "{cfg.remote}"\n'
        f'branch = "{cfg.branch}"\n'
        f"links = [{links}]\n",
        encoding="utf-8",
    )
