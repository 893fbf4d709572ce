"""League table: three points for a win, one for a draw."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from league.results import Result

WIN, DRAW = 3, 1


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
        return self.won * WIN + self.drawn * DRAW

    @property
    def goal_difference(self) -> int:
        return self.goals_for - self.goals_against


def _add(row: Row, scored: int, conceded: int) -> None:
    row.played += 1
    row.goals_for += scored
    row.goals_against += conceded
    if scored > conceded:
        row.won += 1
    elif scored == conceded:
        row.drawn += 1
    else:
        row.lost += 1


def standings(results: Iterable[Result]) -> list[Row]:
    rows: dict[str, Row] = {}
    for r in results:
        home = rows.setdefault(r.home, Row(r.home))
        away = rows.setdefault(r.away, Row(r.away))
        _add(home, r.home_goals, r.away_goals)
        _add(away, r.away_goals, r.home_goals)
    return sorted(rows.values(), key=lambda row: (row.points, row.goal_difference), reverse=True)
