"""The closing summary of a batch, tallied chunk by chunk in bounded memory: counts,
a score histogram (0-100), finding codes, token and cost totals, and tokens per row in
power-of-two bins."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any


def token_bin(n: int) -> int:
    """The lower bound of the power-of-two bin holding ``n`` (0, 1, 2, 4, 8, …)."""
    return 0 if n <= 0 else 1 << (n.bit_length() - 1)


@dataclass
class Tally:
    """Running totals over output tables (one ``add`` per chunk)."""

    models: tuple[str, ...]
    rows: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    scores: Counter[int] = field(default_factory=Counter)
    grades: Counter[str] = field(default_factory=Counter)
    findings: Counter[str] = field(default_factory=Counter)
    severities: Counter[str] = field(default_factory=Counter)
    tokens: Counter[str] = field(default_factory=Counter)
    cost: dict[str, float] = field(default_factory=dict)
    tokens_per_row: Counter[int] = field(default_factory=Counter)
    tokens_saved: int = 0

    def add(self, table: Any) -> None:
        names = set(table.column_names)
        self.rows += table.num_rows
        self.errors.update(e for e in table.column("error").to_pylist() if e is not None)
        if "score" in names:
            self.scores.update(s for s in table.column("score").to_pylist() if s is not None)
        if "grade" in names:
            self.grades.update(g for g in table.column("grade").to_pylist() if g is not None)
        if "finding_codes" in names:
            for codes, severities in zip(table.column("finding_codes").to_pylist(),
                                         table.column("finding_severities").to_pylist(), strict=True):
                self.findings.update(set(codes or ()))
                self.severities.update(severities or ())
        if "tokens_saved" in names:
            self.tokens_saved += sum(n for n in table.column("tokens_saved").to_pylist() if n is not None)
        per_row = "tokens_before" if "tokens_before" in names else f"tokens_{self.models[0]}"
        for i, m in enumerate(self.models):
            column = f"tokens_{m}"
            if column in names:
                counts = [n for n in table.column(column).to_pylist() if n is not None]
                self.tokens[m] += sum(counts)
            if f"cost_{m}" in names:
                costs = [c for c in table.column(f"cost_{m}").to_pylist() if c is not None]
                self.cost[m] = self.cost.get(m, 0.0) + sum(costs)
            if i == 0 and per_row in names:
                self.tokens_per_row.update(token_bin(n) for n in table.column(per_row).to_pylist() if n is not None)


@dataclass(frozen=True)
class Summary:
    """What a batch did. ``scores`` maps a score to the number of rows with it; ``cost``
    is the input cost per model in ``currency`` at the catalog's dated prices."""

    op: str
    output: str
    errors_path: str
    rows: int
    processed: int
    errors: int
    errors_by_reason: dict[str, int]
    chunks: int
    resumed_chunks: int
    seconds: float
    engine: str
    models: tuple[str, ...]
    scores: dict[int, int]
    grades: dict[str, int]
    findings: dict[str, int]  # code → rows with that finding, most frequent first
    severities: dict[str, int]
    tokens: dict[str, int]
    cost: dict[str, float]
    currency: str
    tokens_per_row: dict[int, int]  # power-of-two bin → rows (first model; optimize: before)
    tokens_saved: int | None = None
    report: str | None = None
    resumed_rows: int = 0  # rows of the chunks an interrupted run had finished

    @property
    def rows_per_second(self) -> float:
        """Rows processed by this run per second (resumed rows were not)."""
        return (self.rows - self.resumed_rows) / self.seconds if self.seconds > 0 else 0.0

    @classmethod
    def from_tally(cls, t: Tally, **rest: Any) -> Summary:
        errors = sum(t.errors.values())
        return cls(rows=t.rows, processed=t.rows - errors, errors=errors,
                   errors_by_reason=dict(t.errors.most_common()), models=t.models,
                   scores=dict(sorted(t.scores.items())), grades=dict(t.grades.most_common()),
                   findings=dict(sorted(t.findings.items(), key=lambda kv: (-kv[1], kv[0]))),
                   severities=dict(t.severities.most_common()), tokens=dict(t.tokens),
                   cost={m: round(c, 6) for m, c in t.cost.items()},
                   tokens_per_row=dict(sorted(t.tokens_per_row.items())),
                   tokens_saved=t.tokens_saved if rest.get("op") == "optimize" else None, **rest)

    def score_quantile(self, q: float) -> int | None:
        """The score at quantile ``q`` (0-1) of the rows that have one."""
        total = sum(self.scores.values())
        if not total:
            return None
        rank = max(1, round(q * total))
        seen = 0
        for score, n in sorted(self.scores.items()):
            seen += n
            if seen >= rank:
                return score
        return max(self.scores)  # pragma: no cover - the loop always reaches the rank

    @property
    def mean_score(self) -> float | None:
        total = sum(self.scores.values())
        return sum(s * n for s, n in self.scores.items()) / total if total else None

    def to_dict(self) -> dict[str, Any]:
        return {"op": self.op, "output": self.output, "errors_path": self.errors_path, "engine": self.engine,
                "rows": self.rows, "processed": self.processed, "errors": self.errors,
                "errors_by_reason": self.errors_by_reason, "chunks": self.chunks,
                "resumed_chunks": self.resumed_chunks, "resumed_rows": self.resumed_rows, "seconds": round(self.seconds, 3),
                "rows_per_second": round(self.rows_per_second, 1), "models": list(self.models),
                "score": {"mean": None if self.mean_score is None else round(self.mean_score, 2),
                          "median": self.score_quantile(0.5), "p10": self.score_quantile(0.1),
                          "p90": self.score_quantile(0.9), "histogram": {str(k): v for k, v in self.scores.items()}},
                "grades": self.grades, "findings": self.findings, "severities": self.severities,
                "tokens": self.tokens, "cost": self.cost, "currency": self.currency,
                "tokens_per_row": {str(k): v for k, v in self.tokens_per_row.items()},
                "tokens_saved": self.tokens_saved, "report": self.report}
