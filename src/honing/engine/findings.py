"""The findings model (SPEC E-2): one finding per rule per prompt, carrying every
occurrence; its severity is the highest of its occurrences."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from honing.text.spans import Span

DIMENSIONS: tuple[str, ...] = (
    "completeness",
    "specificity",
    "clarity",
    "consistency",
    "output",
    "structure",
    "efficiency",
    "security",
)


class Severity(StrEnum):
    CRITICAL = "critical"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return _RANK[self.value]


_RANK = {"critical": 3, "warning": 2, "info": 1}
SEVERITY_PENALTY: dict[Severity, int] = {Severity.CRITICAL: 30, Severity.WARNING: 10, Severity.INFO: 3}


@dataclass(frozen=True, slots=True)
class Occurrence:
    """One piece of evidence for a finding: where, and how severe this one is."""

    span: Span
    severity: Severity
    note: str = ""

    def __reduce__(self) -> tuple[type[Occurrence], tuple[Any, ...]]:
        return Occurrence, (self.span, self.severity, self.note)  # fast unpickling (batch workers)


@dataclass(frozen=True)
class Finding:
    code: str
    dimension: str
    severity: Severity
    message: str
    occurrences: tuple[Occurrence, ...]
    fix: str | None = None
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def spans(self) -> tuple[Span, ...]:
        return tuple(o.span for o in self.occurrences)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "code": self.code,
            "dimension": self.dimension,
            "severity": self.severity.value,
            "message": self.message,
            "spans": [
                {**o.span.to_dict(), "severity": o.severity.value, **({"note": o.note} if o.note else {})}
                for o in self.occurrences
            ],
            "fix": self.fix,
        }
        if self.details:
            out["details"] = self.details
        return out


@dataclass(frozen=True, slots=True)
class Check:
    """A check that ran (SPEC E-3.5): the rule code, pass/fail, and why."""

    id: str
    passed: bool
    evidence: str

    def __reduce__(self) -> tuple[type[Check], tuple[Any, ...]]:
        return Check, (self.id, self.passed, self.evidence)  # fast unpickling (batch workers)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "passed": self.passed, "evidence": self.evidence}
