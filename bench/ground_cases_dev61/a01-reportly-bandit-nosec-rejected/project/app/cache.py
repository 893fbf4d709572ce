"""In-process cache for rendered reports, keyed by the report's parameters."""
from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from typing import Any


@dataclass
class _Entry:
    value: bytes
    expires: float


@dataclass
class ReportCache:
    ttl: int = 300
    _data: dict[str, _Entry] = field(default_factory=dict)

    @staticmethod
    def key(report: str, params: dict[str, Any]) -> str:
        raw = json.dumps({"report": report, "params": params}, sort_keys=True, default=str)
        return hashlib.md5(raw.encode()).hexdigest()  # nosec B324 - cache key only, not a security use

    def get(self, report: str, params: dict[str, Any]) -> bytes | None:
        entry = self._data.get(self.key(report, params))
        if entry is None or entry.expires < time.monotonic():
            return None
        return entry.value

    def put(self, report: str, params: dict[str, Any], value: bytes) -> None:
        self._data[self.key(report, params)] = _Entry(value, time.monotonic() + self.ttl)

    def clear(self) -> int:
        n = len(self._data)
        self._data.clear()
        return n
