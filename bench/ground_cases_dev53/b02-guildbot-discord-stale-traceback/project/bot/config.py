"""Settings from the environment (Fly secrets in production, .env locally)."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import timedelta, timezone
from pathlib import Path

JST = timezone(timedelta(hours=9), "JST")


def _ids(raw: str) -> tuple[int, ...]:
    return tuple(int(x) for x in raw.split(",") if x.strip())


@dataclass(frozen=True)
class Settings:
    token: str = field(default_factory=lambda: os.environ["DISCORD_TOKEN"])
    guild_id: int = field(default_factory=lambda: int(os.environ["GUILD_ID"]))
    reminder_channel_id: int = field(default_factory=lambda: int(os.environ.get("REMINDER_CHANNEL_ID", "0")))
    digest_channel_id: int = field(default_factory=lambda: int(os.environ.get("DIGEST_CHANNEL_ID", "0")))
    member_role_ids: tuple[int, ...] = field(default_factory=lambda: _ids(os.environ.get("MEMBER_ROLE_IDS", "")))
    data_dir: Path = field(default_factory=lambda: Path(os.environ.get("DATA_DIR", "/data")))


class _Lazy:
    _value: Settings | None = None

    def __getattr__(self, name: str):
        if _Lazy._value is None:
            _Lazy._value = Settings()
        return getattr(_Lazy._value, name)


settings = _Lazy()
