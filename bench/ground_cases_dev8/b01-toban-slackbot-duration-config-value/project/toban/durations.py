"""設定ファイルの時間の長さ ("30s", "15m", "2h", "1d") を timedelta にする。"""
from __future__ import annotations

import re
from datetime import timedelta

_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days"}
_PATTERN = re.compile(r"^(\d+)([smhd])$")


def parse_duration(text: str) -> timedelta:
    """"15m" -> timedelta(minutes=15)。単位なし・単位の綴り (min, hour) は受け付けない。"""
    if isinstance(text, int):
        raise TypeError("duration must be a string like '15m', got int")
    m = _PATTERN.match(text.strip())
    if not m:
        raise ValueError(f"unsupported duration: {text!r}")
    value, unit = m.groups()
    return timedelta(**{_UNITS[unit]: int(value)})


def format_duration(delta: timedelta) -> str:
    """timedelta(minutes=90) -> "1h30m"。メッセージ表示用。"""
    total = int(delta.total_seconds())
    parts = []
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        if total >= size:
            parts.append(f"{total // size}{unit}")
            total %= size
    return "".join(parts) or "0s"
