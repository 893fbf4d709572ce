"""Reading match results entered by the age-group managers."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date
from pathlib import Path


@dataclass(frozen=True)
class Result:
    played_on: date
    home: str
    away: str
    home_goals: int
    away_goals: int
    status: str

    @property
    def winner(self) -> str | None:
        if self.home_goals == self.away_goals:
            return None
        return self.home if self.home_goals > self.away_goals else self.away


def load_results(path: Path) -> list[Result]:
    out = []
    with path.open(newline="") as f:
        for row in csv.DictReader(f):
            out.append(Result(
                played_on=date.fromisoformat(row["date"]),
                home=row["home"].strip(),
                away=row["away"].strip(),
                home_goals=int(row["home_goals"] or 0),
                away_goals=int(row["away_goals"] or 0),
                status=row.get("status", "played").strip() or "played",
            ))
    return sorted(out, key=lambda r: r.played_on)
