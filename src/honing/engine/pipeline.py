"""The analysis pipeline: stages 1–12 of SPEC E-1, in order, each named, labeled and
timed, its output kept for diagnostics (E-1.4)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from honing import data
from honing.engine import intent as intent_mod
from honing.engine import requirements as req_mod
from honing.engine.config import Config, inline_suppressions
from honing.engine.findings import Check, Finding, Occurrence, Severity
from honing.engine.registry import rules
from honing.engine.rule import Context, Outcome, Rule
from honing.text import Document, parse

STAGE_LABELS: dict[str, str] = dict(data.load("stages.toml")["labels"])
ANALYSIS_STAGES: tuple[str, ...] = tuple(list(STAGE_LABELS)[:12])
OPTIMIZATION_STAGES: tuple[str, ...] = tuple(list(STAGE_LABELS)[12:])


@dataclass(frozen=True)
class StageRecord:
    name: str
    label: str
    ms: float | None
    output: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "label": self.label, "ms": self.ms, "output": self.output}


@dataclass(frozen=True)
class Analysis:
    """Everything stages 1–12 produced; the report is built from it."""

    doc: Document
    intent: intent_mod.Intent
    requirements: tuple[req_mod.Requirement, ...]
    findings: list[Finding]
    checks: dict[str, list[Check]]
    stages: list[StageRecord]
    tokens: Any
    suppressed: list[str]


def _finding(rule: Rule, outcome: Outcome, config: Config) -> Finding:
    default = rule.default_severity()
    occurrences = tuple(Occurrence(h.span(), h.severity or default, h.note) for h in outcome.hits)
    severity = max((o.severity for o in occurrences), key=lambda s: s.rank, default=default)
    if outcome.details.get("severity"):
        severity = Severity(outcome.details["severity"])
    if rule.code in config.severity:
        severity = config.severity[rule.code]
        occurrences = tuple(Occurrence(o.span, severity, o.note) for o in occurrences)
    details = {k: v for k, v in outcome.details.items() if k != "severity"}
    return Finding(rule.code, rule.dimension, severity, outcome.message or rule.summary, occurrences, rule.fix, details)


@lru_cache(maxsize=32)
def _plan(off: frozenset[str]) -> tuple[dict[str, tuple[Rule, ...]], dict[str, int]]:
    """The rules each stage runs, in table order, with ``off`` left out; and every rule's
    place in the table (findings of one severity are listed in that order)."""
    all_rules = rules()
    by_stage: dict[str, list[Rule]] = {}
    for code, r in all_rules.items():
        if code not in off:
            by_stage.setdefault(r.stage, []).append(r)
    return {stage: tuple(rs) for stage, rs in by_stage.items()}, {code: k for k, code in enumerate(all_rules)}


def run(text: str, config: Config | None = None, *, timings: bool = True,
        count_tokens: Callable[[str, str], Any] | None = None,
        on_stage: Callable[[StageRecord], None] | None = None) -> Analysis:
    """Stages 1–12 over ``text``; ``on_stage`` is told of each stage as it finishes
    (the server streams them)."""
    config = config or Config()
    all_rules = rules()
    inline = inline_suppressions(text) if "<!--" in text else set()  # the comment's opening is required
    suppressed = sorted(
        code for code in inline & set(all_rules)
        if all_rules[code].dimension != "security" or config.allow_inline_security_suppression
    )
    by_stage, order = _plan(config.disable | frozenset(suppressed))

    stages: list[StageRecord] = []
    findings: list[Finding] = []
    checks: dict[str, list[Check]] = {}
    state: dict[str, Any] = {}

    def clock() -> float:
        return time.perf_counter() if timings else 0.0

    def record(name: str, started: float, output: dict[str, Any]) -> None:
        ms = round((time.perf_counter() - started) * 1000, 3) if timings else None
        stages.append(StageRecord(name, STAGE_LABELS[name], ms, output))
        if on_stage is not None:
            on_stage(stages[-1])

    t = clock()
    doc = parse(text)
    record("parse", t, {"sentences": len(doc.sentences), "protected": len(doc.protected),
                        "language": doc.language, "words": doc.word_count})

    def run_rules(stage: str, ctx: Context) -> list[str]:
        fired = []
        for r in by_stage.get(stage, ()):
            outcome = r.check(ctx)
            if outcome.failed:
                f = _finding(r, outcome, config)
                findings.append(f)
                fired.append(r.code)
                evidence = "; ".join(f"{o.span.text[:60]!r}@{o.span.start}" for o in f.occurrences[:5]) or f.message
                checks.setdefault(r.dimension, []).append(Check(r.code, False, evidence))
            else:
                checks.setdefault(r.dimension, []).append(Check(r.code, True, outcome.passed_because))
        return fired

    ctx: Context | None = None
    for name in ANALYSIS_STAGES[1:]:
        t = clock()
        output: dict[str, Any] = {}
        if name == "intent":
            state["intent"] = intent_mod.detect(doc)
            output["intent"] = state["intent"].to_dict()
        elif name == "requirements":
            state["requirements"] = req_mod.extract(doc)
            output["count"] = len(state["requirements"])
        elif name == "structure":
            output.update(headings=doc.heading_count, list_items=doc.list_item_count,
                          line_breaks=doc.line_break_count)
        elif name == "tokens" and count_tokens is not None:
            state["tokens"] = count_tokens(text, config.model)
            output["tokens"] = state["tokens"].to_dict()
        if ctx is None or ctx.intent is not state.get("intent") or ctx.requirements is not state.get("requirements", ()):
            ctx = Context(doc, state.get("intent"), state.get("requirements", ()), config.thresholds)
        fired = run_rules(name, ctx)
        output["fired"] = fired
        record(name, t, output)

    findings.sort(key=lambda f: (-f.severity.rank, order[f.code]))
    return Analysis(doc, state["intent"], state["requirements"], findings, checks, stages,
                    state.get("tokens"), suppressed)
