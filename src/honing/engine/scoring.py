"""Scoring (SPEC E-3): penalties per finding, clamp, cap at 50 on any critical, per-dimension
scores, structure applicable from 120 words (in the prompt's own count: see
``rules/wall_of_text.structure_min_words``), grade bands."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from honing.engine.findings import DIMENSIONS, SEVERITY_PENALTY, Check, Finding, Severity

CRITICAL_CAP = 50
STRUCTURE_MIN_WORDS = 120
GRADES: tuple[tuple[int, str], ...] = ((85, "excellent"), (70, "good"), (50, "needs_improvement"), (0, "poor"))


def grade(score: int) -> str:
    return next(name for floor, name in GRADES if score >= floor)


@dataclass(frozen=True)
class DimensionScore:
    score: int | None
    applicable: bool
    checks: tuple[Check, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"score": self.score, "applicable": self.applicable, "checks": [c.to_dict() for c in self.checks]}


@dataclass(frozen=True)
class Score:
    overall: int
    grade: str
    dimensions: dict[str, DimensionScore]
    structure_min_words: int = STRUCTURE_MIN_WORDS  # where the structure dimension starts to apply

    def to_dict(self) -> dict[str, Any]:
        return {"overall": self.overall, "grade": self.grade,
                "dimensions": {k: v.to_dict() for k, v in self.dimensions.items()}}


def score(findings: list[Finding], checks: dict[str, list[Check]], words: int,
          structure_min_words: int = STRUCTURE_MIN_WORDS) -> Score:
    structure_applies = words >= structure_min_words
    counted = [f for f in findings if f.dimension != "structure" or structure_applies]
    overall = max(0, min(100, 100 - sum(SEVERITY_PENALTY[f.severity] for f in counted)))
    if any(f.severity is Severity.CRITICAL for f in counted):
        overall = min(overall, CRITICAL_CAP)
    dims: dict[str, DimensionScore] = {}
    for d in DIMENSIONS:
        applicable = d != "structure" or structure_applies
        penalty = sum(SEVERITY_PENALTY[f.severity] for f in counted if f.dimension == d)
        dims[d] = DimensionScore(max(0, min(100, 100 - penalty)) if applicable else None, applicable,
                                 tuple(checks.get(d, [])))
    return Score(overall, grade(overall), dims, structure_min_words)
