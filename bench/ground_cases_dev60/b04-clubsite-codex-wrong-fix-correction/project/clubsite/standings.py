"""League table from match results."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Row:
    team: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0

    @property
    def points(self) -> int:
        return self.won * 3 + self.drawn

    @property
    def goal_diff(self) -> int:
        return self.goals_for - self.goals_against


def _record(row: Row, scored: int, conceded: int) -> None:
    row.played += 1
    row.goals_for += scored
    row.goals_against += conceded
    if scored > conceded:
        row.won += 1
    elif scored == conceded:
        row.drawn += 1
    else:
        row.lost += 1


def load_results(path: Path) -> list[tuple[str, str, int, int]]:
    with path.open(encoding="utf-8") as f:
        return [(r["home"], r["away"], int(r["home_goals"]), int(r["away_goals"]))
                for r in csv.DictReader(f) if r["home_goals"] != ""]


def table(results: list[tuple[str, str, int, int]]) -> list[Row]:
    rows: dict[str, Row] = {}
    for home, away, hg, ag in results:
        _record(rows.setdefault(home, Row(home)), hg, ag)
        _record(rows.setdefault(away, Row(away)), ag, hg)
    # league rule: points, then goal difference, then goals scored
    return sorted(rows.values(), key=lambda r: (-r.points, r.goal_diff, -r.goals_for))
