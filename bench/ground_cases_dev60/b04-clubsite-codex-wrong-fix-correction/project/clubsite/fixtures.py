"""Upcoming fixtures (data/fixtures.csv)."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

OUR_TEAM = "FCみなと"


@dataclass
class Fixture:
    kickoff: datetime
    home: str
    away: str
    ground: str

    @property
    def is_home(self) -> bool:
        return self.home == OUR_TEAM

    @property
    def opponent(self) -> str:
        return self.away if self.is_home else self.home


def load_fixtures(path: Path) -> list[Fixture]:
    out = []
    with path.open(encoding="utf-8") as f:
        for r in csv.DictReader(f):
            # the league CSV gives kickoff in UTC, ISO 8601 with Z
            kickoff = datetime.fromisoformat(r["kickoff"].replace("Z", "+00:00"))
            out.append(Fixture(kickoff, r["home"], r["away"], r["ground"]))
    return sorted(out, key=lambda fx: fx.kickoff)


def ours(fixtures: list[Fixture]) -> list[Fixture]:
    return [fx for fx in fixtures if OUR_TEAM in (fx.home, fx.away)]
