"""What grounding hands back: the references it resolved, the evidence ledger, the items
and their audit, and the record of one run's stages and notes."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from honing.errors import HoningError
from honing.grounding import audit as audit_mod
from honing.grounding import (
    vocab,
)
from honing.grounding.compose import FORMS, Item, Source
from honing.grounding.project import Project

LEVELS = ("off", "normal", "advanced", "extreme")


class GroundError(HoningError):
    """A setting out of range or an unusable sentence."""


@dataclass(frozen=True)
class Reference:
    phrase: str | None
    resolved: bool
    turn: int | None
    path: str | None
    start_line: int | None
    end_line: int | None
    symbol: str | None
    reason: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"phrase": self.phrase, "resolved": self.resolved, "turn": self.turn, "path": self.path,
                "start_line": self.start_line, "end_line": self.end_line, "symbol": self.symbol,
                "reason": self.reason}


@dataclass(frozen=True)
class Evidence:
    path: str
    start_line: int
    end_line: int
    sha256: str
    conclusion: str

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "start_line": self.start_line, "end_line": self.end_line,
                "sha256": self.sha256, "conclusion": self.conclusion}


@dataclass(frozen=True)
class GroundResult:
    level: str
    form: str
    sentence: str
    text: str
    items: tuple[Item, ...]
    references: tuple[Reference, ...]
    evidence: tuple[Evidence, ...]
    context: dict[str, Any]
    observer: str | None
    audit: audit_mod.Audit
    stages: tuple[tuple[str, float | None], ...]
    notes: tuple[str, ...] = ()
    engine: str = "deterministic"

    def to_dict(self, *, timings: bool = True) -> dict[str, Any]:
        return {
            "level": self.level,
            "form": self.form,
            "engine": self.engine,
            "sentence": self.sentence,
            "text": self.text,
            "items": [i.to_dict() for i in self.items],
            "references": [r.to_dict() for r in self.references],
            "evidence": [e.to_dict() for e in self.evidence],
            "context": self.context,
            "observer": self.observer,
            "audit": self.audit.to_dict(),
            "notes": list(self.notes),
            "stages": [{"name": n, "ms": (round(ms, 3) if timings and ms is not None else None)}
                       for n, ms in self.stages],
            "version": vocab.version(),
        }


@dataclass
class _Run:
    """What one run has gathered so far (private to :func:`ground`)."""

    stages: list[tuple[str, float | None]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    ledger: dict[tuple[str, int, int], Evidence] = field(default_factory=dict)
    on_stage: Callable[[str, float], None] | None = None
    _last: float = field(default_factory=time.perf_counter)

    def stage(self, name: str) -> None:
        now = time.perf_counter()
        self.stages.append((name, (now - self._last) * 1000))
        self._last = now
        if self.on_stage is not None:
            self.on_stage(name, round(self.stages[-1][1] or 0.0, 3))

    def cite(self, project: Project, path: str, start: int, end: int, conclusion: str) -> Source:
        key = (path, start, end)
        if key not in self.ledger:
            self.ledger[key] = Evidence(path, start, end, project.sha256(path, start, end), conclusion)
        return Source("file", path=path, start_line=start, end_line=end)


def _validate(sentence: str, turns: int, level: str, form: str) -> None:
    if not sentence.strip():
        raise GroundError("the sentence is empty: give the request the user typed")
    if level not in LEVELS:
        raise GroundError(f"unknown level '{level}'; choose one of {', '.join(LEVELS)}")
    if form not in FORMS:
        raise GroundError(f"unknown form '{form}'; choose one of {', '.join(FORMS)}")
    if isinstance(turns, bool) or not isinstance(turns, int) or not 0 <= turns <= 10:
        raise GroundError(f"turns must be a whole number from 0 to 10 (got {turns!r})")
