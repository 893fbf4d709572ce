"""Hourly rates per client, loaded from a CSV file (client,hourly,since)."""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation
from pathlib import Path


class RateError(ValueError):
    """A rates file that cannot be used, or a client it has no rate for."""


@dataclass
class RateTable:
    default: Decimal | None = None
    _rates: dict[str, Decimal] = field(default_factory=dict)
    _since: dict[str, date] = field(default_factory=dict)

    @classmethod
    def from_csv(cls, path: Path, default: Decimal | None = None) -> RateTable:
        table = cls(default=default)
        with path.open(newline="", encoding="utf-8") as fh:
            for lineno, row in enumerate(csv.DictReader(fh), start=2):
                try:
                    hourly = Decimal(row["hourly"])
                except (InvalidOperation, KeyError) as exc:
                    raise RateError(f"{path}:{lineno}: bad hourly rate {row.get('hourly')!r}") from exc
                if hourly <= 0:
                    raise RateError(f"{path}:{lineno}: hourly rate must be positive")
                client = row["client"]
                table._rates[client] = hourly
                if row.get("since"):
                    table._since[client] = date.fromisoformat(row["since"])
        return table

    def rate_for(self, client: str, day: date) -> Decimal:
        key = client.strip().lower()
        since = self._since.get(key)
        if since is not None and day < since:
            raise RateError(f"no rate for {client!r} before {since.isoformat()}")
        if key not in self._rates and self.default is not None:
            return self.default
        return self._rates[key]

    def clients(self) -> list[str]:
        return sorted(self._rates)

    def __len__(self) -> int:
        return len(self._rates)
