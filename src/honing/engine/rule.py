"""The rule framework: a rule is a row of ``data/rules.toml`` plus a small check function
in ``honing/engine/rules/<code>.py``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from honing.engine.findings import Severity
from honing.text import Document
from honing.text.spans import Span


@dataclass(frozen=True, slots=True)
class Hit:
    """One occurrence a check found. ``severity`` None means the rule's severity."""

    start: int
    end: int
    text: str
    severity: Severity | None = None
    note: str = ""

    @classmethod
    def of(cls, doc: Document, start: int, end: int, severity: Severity | None = None, note: str = "") -> Hit:
        return cls(start, end, doc.text[start:end], severity, note)

    def span(self) -> Span:
        return Span(self.start, self.end, self.text)


@dataclass(frozen=True)
class Outcome:
    """What a check returns: hits (the rule fired) or a reason it passed."""

    hits: tuple[Hit, ...] = ()
    passed_because: str = ""
    message: str | None = None
    details: dict[str, Any] = field(default_factory=dict)
    fired: bool | None = None  # absence rules fire with no span

    @property
    def failed(self) -> bool:
        return self.fired if self.fired is not None else bool(self.hits)


@dataclass(frozen=True)
class Context:
    """What earlier stages produced, handed to every check."""

    doc: Document
    intent: Any
    requirements: Any
    thresholds: dict[str, float]


CheckFn = Callable[[Context], Outcome]


@dataclass(frozen=True)
class Rule:
    code: str
    dimension: str
    severity: str  # critical | warning | info | by_risk
    stage: str
    summary: str
    what: str
    why: str
    example: str
    fixed: str
    fix: str
    check: CheckFn

    def default_severity(self) -> Severity:
        return Severity.INFO if self.severity == "by_risk" else Severity(self.severity)
