"""Episodes live in episodes/*.toml, one file each."""
from __future__ import annotations

import tomllib
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from castfeed.media import probe_duration

REQUIRED = ("number", "title", "slug", "published", "audio")


def load_episode(path: Path, media_dir: Path, tz: ZoneInfo) -> dict:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    missing = [k for k in REQUIRED if k not in data]
    if missing:
        raise ValueError(f"{path.name}: missing {', '.join(missing)}")
    published = data["published"]
    if isinstance(published, str):
        published = datetime.fromisoformat(published)
    if published.tzinfo is None:
        published = published.replace(tzinfo=tz)
    data["published"] = published
    if "duration" not in data:
        data["duration"] = probe_duration(media_dir / data["audio"])
    data.setdefault("chapters", [])
    return data


def load_episodes(folder: Path, media_dir: Path, tz: ZoneInfo, include_drafts: bool = False) -> list[dict]:
    eps = [load_episode(p, media_dir, tz) for p in sorted(folder.glob("*.toml"))]
    if not include_drafts:
        eps = [e for e in eps if not e.get("draft")]
    return sorted(eps, key=lambda e: e["published"], reverse=True)
