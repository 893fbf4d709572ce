"""The chunk function: input rows in, one output row each out — the same function on
every engine (the local process pool and a Dask cluster), so their outputs agree row
for row. Pure: no files, no clock, no global state; a row that cannot be processed
becomes an output row that says why, never an exception."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from honing.engine.config import Config
from honing.engine.findings import DIMENSIONS
from honing.tokens.catalog import DEFAULT_MODEL

OPS = ("analyze", "optimize", "tokens", "cost")
MAX_CHARS = 100_000

# why a row was not processed: the `error` column and the errors file
REASONS = {
    "empty": "the text is empty or whitespace only",
    "not_text": "the value is not text",
    "too_large": "the text is longer than the limit (--max-chars)",
    "missing_field": "the row has no such field",
    "bad_json": "the line is not a JSON object",
    "bad_csv": "the CSV record does not have the header's number of fields",
    "not_utf8": "the bytes are not UTF-8",
    "failed": "the engine raised an error on this row",
}


@dataclass(frozen=True)
class Task:
    """What to do with every row: the operation and its settings (sent with each chunk)."""

    op: str = "analyze"
    models: tuple[str, ...] = (DEFAULT_MODEL,)
    full: bool = False
    max_chars: int = MAX_CHARS
    goal: str = "balanced"
    config: Config = field(default_factory=Config)

    def settings(self) -> dict[str, Any]:
        """The settings as plain JSON data (the resume manifest compares them)."""
        c = self.config
        return {"op": self.op, "models": list(self.models), "full": self.full, "max_chars": self.max_chars,
                "goal": self.goal, "config": {
                    "disable": sorted(c.disable), "severity": {k: str(v) for k, v in sorted(c.severity.items())},
                    "thresholds": dict(sorted(c.thresholds.items())), "model": c.model,
                    "allow_inline_security_suppression": c.allow_inline_security_suppression}}


@dataclass(frozen=True)
class RowIn:
    """One input row: its place in the input, its id, and the raw value of the text
    field (``problem`` is set when the reader could not get a value at all)."""

    row: int
    id: str | None
    file: str
    file_row: int
    value: Any
    problem: tuple[str, str] | None = None  # (reason, detail)


def columns(task: Task) -> list[tuple[str, str]]:
    """The output columns of ``task`` as (name, type) — types named as in Arrow."""
    head = [("row", "int64"), ("id", "string"), ("file", "string"), ("file_row", "int64"), ("error", "string"),
            ("error_detail", "string"), ("chars", "int64")]
    per_model_tokens = [(f"tokens_{m}", "int64") for m in task.models]
    per_model_cost = [(f"cost_{m}", "float64") for m in task.models]
    if task.op == "analyze":
        body = [("score", "int32"), ("grade", "string"), *[(f"score_{d}", "int32") for d in DIMENSIONS],
                ("finding_codes", "list<string>"), ("finding_severities", "list<string>"),
                ("injection_risk", "int32"), ("language", "string"), ("intent", "string"),
                *per_model_tokens, *per_model_cost]
    elif task.op == "optimize":
        body = [("score", "int32"), ("mode", "string"), ("chosen_score", "int32"), ("text", "string"),
                ("changes", "int32"), ("tokens_before", "int64"), ("tokens_after", "int64"),
                ("tokens_saved", "int64"), ("cost_saved", "float64")]
    elif task.op == "tokens":
        body = per_model_tokens
    else:
        body = [*per_model_tokens, *per_model_cost]
    return head + body + ([("report", "string")] if task.full and task.op in ("analyze", "optimize") else [])


def _problem(r: RowIn, task: Task) -> tuple[str, str] | None:
    if r.problem is not None:
        return r.problem
    if r.value is None:
        return "empty", "the value is null"
    if not isinstance(r.value, str):
        return "not_text", f"the value is {type(r.value).__name__}, not a string"
    if not r.value.strip():
        return "empty", REASONS["empty"]
    if len(r.value) > task.max_chars:
        return "too_large", f"{len(r.value):,} characters, over the limit of {task.max_chars:,} (--max-chars)"
    return None


def _dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def _analyze(text: str, task: Task) -> dict[str, Any]:
    from honing import analyze, estimate_cost

    report = analyze(text, config=task.config, timings=False)
    out: dict[str, Any] = {
        "score": report.score.overall, "grade": report.score.grade,
        **{f"score_{d}": report.score.dimensions[d].score for d in DIMENSIONS},
        "finding_codes": [f.code for f in report.findings],
        "finding_severities": [f.severity.value for f in report.findings],
        "injection_risk": int(report.security.get("injection_risk", 0)),
        "language": report.language, "intent": report.intent.name,
    }
    for m in task.models:
        estimate = estimate_cost(text, m)
        out[f"tokens_{m}"] = estimate.input_tokens
        out[f"cost_{m}"] = estimate.input_cost
    if task.full:
        data = report.to_dict()
        data.pop("stages", None)  # timings are off; the stage list adds nothing per row
        out["report"] = _dumps(data)
    return out


def _optimize(text: str, task: Task) -> dict[str, Any]:
    from honing import optimize

    result = optimize(text, goal=task.goal, model=task.models[0], config=task.config, timings=False)
    comparison = result.comparison()
    out: dict[str, Any] = {
        "score": result.original.score, "mode": result.chosen.mode, "chosen_score": result.chosen.score,
        "text": result.chosen.text, "changes": len(result.chosen.changes),
        "tokens_before": result.original.tokens, "tokens_after": result.chosen.tokens,
        "tokens_saved": comparison["tokens_saved"], "cost_saved": comparison["cost_saved"],
    }
    if task.full:
        data = result.to_dict()
        data.pop("stages", None)
        out["report"] = _dumps(data)
    return out


def _count(text: str, task: Task) -> dict[str, Any]:
    from honing import count_tokens, estimate_cost

    out: dict[str, Any] = {}
    for m in task.models:
        if task.op == "cost":
            estimate = estimate_cost(text, m)
            out[f"tokens_{m}"], out[f"cost_{m}"] = estimate.input_tokens, estimate.input_cost
        else:
            out[f"tokens_{m}"] = count_tokens(text, m).count
    return out


_OPERATIONS = {"analyze": _analyze, "optimize": _optimize, "tokens": _count, "cost": _count}


def process_row(r: RowIn, task: Task) -> dict[str, Any]:
    """The output row of one input row (only the columns that have a value)."""
    out: dict[str, Any] = {"row": r.row, "id": r.id, "file": r.file, "file_row": r.file_row}
    problem = _problem(r, task)
    if isinstance(r.value, str):
        out["chars"] = len(r.value)
    if problem is not None:
        out["error"], out["error_detail"] = problem
        return out
    try:
        out.update(_OPERATIONS[task.op](r.value, task))
    except Exception as exc:  # a bug on one row must not stop a corpus of millions
        out["error"], out["error_detail"] = "failed", f"{type(exc).__name__}: {exc}"
    return out


def process_rows(rows: Sequence[RowIn], task: Task) -> list[dict[str, Any]]:
    """Every row of a chunk, in order, with the cyclic collector paused (see engine.batch)."""
    from honing.engine.batch import collector_paused

    with collector_paused():
        return [process_row(r, task) for r in rows]
