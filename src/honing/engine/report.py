"""The analysis report: a frozen, typed result with a stable JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from honing import __version__
from honing.engine.findings import Finding
from honing.engine.intent import Intent
from honing.engine.pipeline import StageRecord
from honing.engine.requirements import Requirement
from honing.engine.scoring import Score

REPORT_SCHEMA_VERSION = "1"


@dataclass(frozen=True)
class Report:
    text: str
    source: str | None
    language: str
    words: int
    tokens: dict[str, Any]
    score: Score
    findings: tuple[Finding, ...]
    stages: tuple[StageRecord, ...]
    intent: Intent
    requirements: tuple[Requirement, ...]
    suppressed: tuple[str, ...]
    security: dict[str, Any]

    def finding(self, code: str) -> Finding | None:
        return next((f for f in self.findings if f.code == code), None)

    @property
    def codes(self) -> list[str]:
        return [f.code for f in self.findings]

    def to_dict(self, explain_security: bool = False) -> dict[str, Any]:
        """The report as JSON data; ``explain_security`` adds ``security.explain`` (per
        security finding: what matched, the classifier's evidence, the decision path)."""
        security = self.security
        if explain_security:
            from honing.engine.explain import security as explain

            security = {**security, "explain": explain(self)}
        return {
            "schema": REPORT_SCHEMA_VERSION,
            "honing": __version__,
            "source": self.source,
            "language": self.language,
            "words": self.words,
            "tokens": self.tokens,
            "score": self.score.to_dict(),
            "findings": [f.to_dict() for f in self.findings],
            "stages": [{"name": s.name, "label": s.label, "ms": s.ms} for s in self.stages],
            "stage_outputs": {s.name: s.output for s in self.stages},
            "intent": self.intent.to_dict(),
            "requirements": [r.to_dict() for r in self.requirements],
            "suppressed": list(self.suppressed),
            "security": security,
        }
