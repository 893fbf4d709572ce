"""Retention policy, read from /etc/snapkeep.toml or the environment."""
from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path

DEFAULT_PATH = Path("/etc/snapkeep.toml")


@dataclass(frozen=True)
class Policy:
    keep_days: int = 7
    # Sunday snapshots are kept this many weeks instead (0 = treat like the others)
    keep_weekly: int = 4
    # never leave fewer than this many snapshots behind
    min_keep: int = 3
    target: str = "/var/backups/db"


def load_policy(path: Path = DEFAULT_PATH) -> Policy:
    data: dict = {}
    if path.exists():
        with path.open("rb") as fh:
            data = tomllib.load(fh).get("retention", {})
    env_days = os.environ.get("SNAPKEEP_KEEP_DAYS")
    if env_days:
        data["keep_days"] = int(env_days)
    return Policy(
        keep_days=int(data.get("keep_days", 7)),
        keep_weekly=int(data.get("keep_weekly", 4)),
        min_keep=int(data.get("min_keep", 3)),
        target=str(data.get("target", "/var/backups/db")),
    )
