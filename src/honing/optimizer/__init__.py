"""The optimizer: stages 13–17 of SPEC E-1 over the analysis of stages 1–12.

    >>> from honing import optimize
    >>> result = optimize("Hello! Please summarize the report in order to brief the team.")
    >>> result.chosen.text
    'Summarize the report to brief the team.'

Every candidate is validated (SPEC E-5) and the original prompt is always a candidate,
chosen when nothing valid is better for the goal.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from honing.defaults import TOKEN_ALLOWANCE
from honing.engine import Config, Report, analyze, examine, report_for
from honing.engine.batch import collector_paused
from honing.engine.pipeline import STAGE_LABELS, StageRecord
from honing.engine.requirements import Requirement, extract
from honing.errors import HoningError
from honing.optimizer import transforms
from honing.optimizer.arrange import arrange
from honing.optimizer.edits import Change
from honing.optimizer.validate import CONDITIONS, Failure, check
from honing.text import Document, parse
from honing.tokens import count_tokens, estimate_cost

__all__ = ["CONDITIONS", "GOALS", "MODES", "Candidate", "Change", "Failure", "OptimizationResult", "optimize"]

MODES = transforms.MODES
GOALS = ("balanced", "tokens", "quality")


@dataclass(frozen=True)
class Candidate:
    mode: str  # original | conservative | balanced | structured
    text: str
    tokens: int
    score: int
    valid: bool
    failed: tuple[Failure, ...] = ()
    changes: tuple[Change, ...] = ()
    verdict: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"mode": self.mode, "text": self.text, "tokens": self.tokens, "score": self.score,
                "valid": self.valid, "failed": [f.to_dict() for f in self.failed],
                "changes": [c.to_dict() for c in self.changes], "verdict": self.verdict}


@dataclass(frozen=True)
class Plan:
    """Stage 13's decision for one mode."""

    mode: str
    applies: bool
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"mode": self.mode, "applies": self.applies, "reason": self.reason}


@dataclass(frozen=True)
class OptimizationResult:
    goal: str
    model: str
    token_label: str
    original: Candidate
    chosen: Candidate
    candidates: tuple[Candidate, ...]  # the original first, then one per mode that applied
    strategy: tuple[Plan, ...]
    reason: str
    cost: dict[str, Any]
    stages: tuple[StageRecord, ...] = field(default=())

    @property
    def changed(self) -> bool:
        return self.chosen.mode != "original"

    def comparison(self) -> dict[str, Any]:
        return {
            "tokens_saved": self.original.tokens - self.chosen.tokens,
            "cost_saved": self.cost["saved"],
            "score_delta": self.chosen.score - self.original.score,
            "model": self.model,
            "token_label": self.token_label,
            "currency": self.cost["currency"],
            "original_cost": self.cost["original"],
            "chosen_cost": self.cost["chosen"],
            "price_as_of": self.cost["price_as_of"],
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "goal": self.goal,
            "original": {"text": self.original.text, "tokens": self.original.tokens, "score": self.original.score},
            "chosen": {"mode": self.chosen.mode, "text": self.chosen.text, "tokens": self.chosen.tokens,
                       "score": self.chosen.score},
            "reason": self.reason,
            "candidates": [c.to_dict() for c in self.candidates],
            "strategy": [p.to_dict() for p in self.strategy],
            "comparison": self.comparison(),
            "stages": [s.to_dict() for s in self.stages],
        }


def _strategy(doc: Document) -> str | None:
    """Stage 13, before any transform: a reason that rules out every mode, or ``None``.
    (Whether a mode then has anything to do is recorded by stage 14.)"""
    hit = transforms.asks_for_verbatim_repeat(doc)
    if hit is not None:
        return f"the prompt asks for its own words to be repeated ({hit.text!r}): any edit would change them"
    return None


def _plan(doc: Document, requirements: tuple[Requirement, ...]) -> tuple[
        list[Plan], dict[str, tuple[str, list[Change]]], Document | None]:
    """Stage 14: each mode's candidate, or why it has none, and the tidied text the
    structured candidate is built on (parsed; None when nothing is left of it)."""
    plans: list[Plan] = []
    made: dict[str, tuple[str, list[Change]]] = {}
    cons = transforms.conservative(doc, requirements)
    if not cons.changes:
        plans.append(Plan("conservative", False, "nothing to tidy: no extra whitespace and no duplicated sentence"))
    elif not cons.text.strip():
        plans.append(Plan("conservative", False, "the changes would leave nothing"))
    else:
        kinds = sorted({c.kind for c in cons.changes})
        plans.append(Plan("conservative", True, f"{len(cons.changes)} change(s): {', '.join(kinds)}"))
        made["conservative"] = (cons.text, cons.changes)
    bal = transforms.balanced(doc, requirements)
    if bal.text == cons.text:
        plans.append(Plan("balanced", False, "no filler or over-polite wording beyond the conservative changes"))
    elif not bal.text.strip():
        plans.append(Plan("balanced", False, "the prompt is only filler and greetings: removing it would leave nothing"))
    else:
        n = sum(1 for c in bal.changes if c.kind not in ("whitespace", "duplicate"))
        plans.append(Plan("balanced", True, f"{n} filler or over-polite phrase(s) to remove"))
        made["balanced"] = (bal.text, bal.changes)
    tidy = parse(bal.text) if bal.text.strip() else None
    if doc.has_sections:
        plans.append(Plan("structured", False, "the prompt already has sections"))
    elif tidy is None or sum(1 for s in tidy.sentences if s.kind != "block") < 2:
        plans.append(Plan("structured", False, "a single sentence: sections would add only headings"))
    else:
        arranged = arrange(tidy)
        if arranged is None:
            plans.append(Plan("structured", False, "every sentence falls into one section"))
        else:
            names = ", ".join(arranged.sections)
            plans.append(Plan("structured", True, f"sections {names}"))
            changes = bal.located(doc.text, arranged.changes)
            made["structured"] = (arranged.text, changes)
    return plans, made, tidy


def _select(goal: str, original: Candidate, valid: list[Candidate], forced: bool) -> tuple[Candidate, str]:
    if forced and valid:
        return valid[0], f"mode {valid[0].mode} was requested and its candidate is valid"
    if goal == "tokens":
        best = min(valid, key=lambda c: c.tokens, default=None)
        if best is not None and best.tokens < original.tokens:
            return best, f"fewest tokens ({best.tokens} vs {original.tokens})"
        return original, "no valid candidate has fewer tokens than the original"
    if goal == "quality":
        best = max(valid, key=lambda c: (c.score, -c.tokens), default=None)
        if best is not None and (best.score, -best.tokens) > (original.score, -original.tokens):
            return best, f"highest score ({best.score} vs {original.score})"
        return original, "no valid candidate scores higher than the original"
    limit = original.tokens * TOKEN_ALLOWANCE
    within = [c for c in valid if c.tokens <= limit]
    best = max(within, key=lambda c: (c.score, -c.tokens), default=None)
    if best is not None and (best.score, -best.tokens) > (original.score, -original.tokens):
        return best, (f"highest score within {TOKEN_ALLOWANCE:.0%} of the original's tokens "
                      f"({best.score} vs {original.score}; {best.tokens} vs {original.tokens} tokens)")
    return original, f"no valid candidate within {TOKEN_ALLOWANCE:.0%} of the original's tokens is better"


def optimize(text: str, *, goal: str = "balanced", modes: Iterable[str] | None = None, model: str | None = None,
             config: Config | None = None, timings: bool = True) -> OptimizationResult:
    """Run stages 1–17 over ``text`` and return every candidate, its verdict and the chosen one.

    Line endings are a property of the file, not of the prompt: a text whose every line
    ends in CRLF is optimized as LF text and every candidate is given CRLF back, with the
    changes' offsets and the token counts taken on the CRLF text."""
    lf = text.replace("\r\n", "\n")
    with collector_paused():
        if lf == text or "\r" in lf or lf.count("\n") != text.count("\r\n"):
            # no CRLF, or mixed with LF or lone CRs: read as it was written
            return _optimize(text, goal=goal, modes=modes, model=model, config=config, timings=timings)
        return _with_crlf(_optimize(lf, goal=goal, modes=modes, model=model, config=config, timings=timings), text)


def _with_crlf(result: OptimizationResult, text: str) -> OptimizationResult:
    import bisect

    lf = text.replace("\r\n", "\n")
    breaks = [i for i, ch in enumerate(lf) if ch == "\n"]

    def at(pos: int) -> int:  # an offset in the LF text → the same place in the CRLF text
        return pos + bisect.bisect_left(breaks, pos)

    def crlf(s: str) -> str:
        return s.replace("\n", "\r\n")

    def convert(c: Candidate) -> Candidate:
        body = text if c.mode == "original" else crlf(c.text)
        changes = tuple(Change(ch.kind, crlf(ch.before), crlf(ch.after), at(ch.start), at(ch.end))
                        for ch in c.changes)
        return Candidate(c.mode, body, count_tokens(body, result.model).count, c.score, c.valid, c.failed,
                         changes, c.verdict)

    candidates = tuple(convert(c) for c in result.candidates)
    chosen = next(c for c in candidates if c.mode == result.chosen.mode)
    before = estimate_cost(text, result.model, output_tokens=0)
    after = estimate_cost(chosen.text, result.model, output_tokens=0)
    cost = dict(result.cost, original=before.input_cost, chosen=after.input_cost,
                saved=round(before.input_cost - after.input_cost, 10))
    return OptimizationResult(result.goal, result.model, result.token_label, candidates[0], chosen, candidates,
                              result.strategy, result.reason, cost, result.stages)


def _optimize(text: str, *, goal: str, modes: Iterable[str] | None, model: str | None, config: Config | None,
              timings: bool) -> OptimizationResult:
    if goal not in GOALS:
        raise HoningError(f"unknown goal {goal!r}; choose one of {', '.join(GOALS)}")
    wanted = tuple(dict.fromkeys(modes)) if modes is not None else MODES
    unknown = [m for m in wanted if m not in MODES]
    if unknown:
        raise HoningError(f"unknown mode {unknown[0]!r}; choose from {', '.join(MODES)}")
    config = config or Config()
    model = model or config.model
    stages: list[StageRecord] = []

    def record(name: str, started: float, output: dict[str, Any]) -> None:
        ms = round((time.perf_counter() - started) * 1000, 3) if timings else None
        stages.append(StageRecord(name, STAGE_LABELS[name], ms, output))

    reports: dict[str, Report] = {}
    tokens: dict[str, int] = {}

    def evaluate(candidate_text: str) -> tuple[Report, int]:
        if candidate_text not in reports:
            reports[candidate_text] = analyze(candidate_text, config=config, timings=False)
            tokens[candidate_text] = count_tokens(candidate_text, model).count
        return reports[candidate_text], tokens[candidate_text]

    analysis = examine(text, config=config, timings=timings)
    base = report_for(analysis, config=config)
    reports[text] = base
    counted = count_tokens(text, model)
    tokens[text] = counted.count
    original = Candidate("original", text, counted.count, base.score.overall, True, verdict="the original prompt")

    t = time.perf_counter()
    doc, requirements = analysis.doc, analysis.requirements
    blocked = _strategy(doc)
    strategy_ms = time.perf_counter() - t
    t = time.perf_counter()
    made: dict[str, tuple[str, list[Change]]] = {}
    tidy: Document | None = None
    if blocked is not None:
        plans = [Plan(m, False, blocked) for m in MODES]
    else:
        plans, made, tidy = _plan(doc, requirements)
    plans = [p if p.mode in wanted or not p.applies else Plan(p.mode, False, "not requested") for p in plans]
    made = {m: v for m, v in made.items() if m in wanted}
    transform_ms = time.perf_counter() - t
    stages.append(StageRecord("strategy", STAGE_LABELS["strategy"],
                              round(strategy_ms * 1000, 3) if timings else None,
                              {"plans": [p.to_dict() for p in plans]}))
    stages.append(StageRecord("transform", STAGE_LABELS["transform"],
                              round(transform_ms * 1000, 3) if timings else None,
                              {m: len(ch) for m, (_, ch) in made.items()}))

    t = time.perf_counter()
    judged: list[tuple[str, str, list[Change], Report, int, list[Failure]]] = []
    for mode, (candidate_text, changes) in made.items():
        report, n = evaluate(candidate_text)
        failures = check(mode=mode, original=doc, requirements=requirements, candidate=candidate_text,
                         original_findings=base.findings, candidate_findings=report.findings,
                         original_tokens=original.tokens, candidate_tokens=n)
        if mode == "structured" and failures and tidy is not None and tidy.text != text:
            # The sections are built on the balanced text. Deleting filler there can move a
            # sentence boundary ("{{x}} please\nFix…" is one sentence, "{{x}}\nFix…" two), so
            # checked against the original the sections look as if they broke a sentence,
            # while checked against their own input they keep it whole. The structured
            # candidate is then valid when the balanced text keeps everything of the original
            # and the sections keep everything of the balanced text; otherwise optimizing the
            # output a second time would find sections the first run refused.
            tidy_report, tidy_n = evaluate(tidy.text)
            first = check(mode="balanced", original=doc, requirements=requirements, candidate=tidy.text,
                          original_findings=base.findings, candidate_findings=tidy_report.findings,
                          original_tokens=original.tokens, candidate_tokens=tidy_n)
            second = check(mode=mode, original=tidy, requirements=extract(tidy), candidate=candidate_text,
                           original_findings=base.findings, candidate_findings=report.findings,
                           original_tokens=original.tokens, candidate_tokens=n)
            if not first and not second:
                failures = []
        judged.append((mode, candidate_text, changes, report, n, failures))
    record("validation", t, {m: [f.to_dict() for f in fails] for m, _, _, _, _, fails in judged})

    t = time.perf_counter()
    candidates: list[Candidate] = []
    for mode, candidate_text, changes, report, n, failures in judged:
        verdict = ("valid" if not failures
                   else "rejected: " + ", ".join(dict.fromkeys(f.condition for f in failures)))
        candidates.append(Candidate(mode, candidate_text, n, report.score.overall, not failures, tuple(failures),
                                    tuple(changes), verdict))
    record("evaluation", t, {c.mode: c.score for c in candidates})

    t = time.perf_counter()
    valid = [c for c in candidates if c.valid]
    chosen, reason = _select(goal, original, valid, forced=modes is not None and len(wanted) == 1)
    before = estimate_cost(text, model, output_tokens=0)
    after = estimate_cost(chosen.text, model, output_tokens=0) if chosen is not original else before
    cost = {"original": before.input_cost, "chosen": after.input_cost,
            "saved": round(before.input_cost - after.input_cost, 10), "currency": before.currency,
            "price_as_of": before.price_as_of}
    record("comparison", t, {"tokens_saved": original.tokens - chosen.tokens, "cost_saved": cost["saved"],
                             "score_delta": chosen.score - original.score})
    marked = [Candidate(c.mode, c.text, c.tokens, c.score, c.valid, c.failed, c.changes,
                        ("chosen: " + reason) if c is chosen else c.verdict) for c in candidates]
    chosen = next((c for c in marked if c.mode == chosen.mode), original)
    if chosen is original:
        original = Candidate("original", text, original.tokens, original.score, True, verdict="chosen: " + reason)
        chosen = original
    return OptimizationResult(goal, model, counted.label, original, chosen, (original, *marked), tuple(plans),
                              reason, cost, tuple(base.stages) + tuple(stages))
