"""Stage 15: the five conditions of SPEC E-5. Each check is written independently of
the transform that made the candidate, so a bug in a transform shows up here as a named
failure with its evidence instead of as a silently lost requirement.

1. ``protected_spans``  every protected span still present, byte for byte
2. ``sentences``        every original sentence still present, after the mode's own
                        normalization (whitespace; in balanced and structured also the
                        removable filler of the vocabularies; variable tags unwrapped)
3. ``requirements``     every extracted requirement's terms still present, in order
4. ``new_findings``     no warning or critical finding the original did not have
5. ``tokens``           conservative and balanced: no more tokens than the original
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from honing.engine.findings import Finding, Severity
from honing.engine.requirements import Requirement, missing_terms
from honing.text import Document, lexicon
from honing.text.filler import SENTENCE_INTENSIFIERS

CONDITION_TEXT = {
    "protected_spans": "every protected span (code, quotes, URLs, XML blocks, variables, references) is still "
                       "present, byte for byte",
    "sentences": "every original sentence is still present after the mode's own normalization",
    "requirements": "every extracted requirement's terms are still present, in order",
    "new_findings": "no warning or critical finding that the original did not have",
    "tokens": "conservative and balanced: no more tokens than the original",
}
CONDITIONS = tuple(CONDITION_TEXT)

_VARIABLE_TAG = re.compile(r"<([A-Za-z][\w-]{0,40})>(\{\{[^{}\n]{1,100}\}\}|\$\{[^{}\n]{1,100}\}|\{%[^\n]{1,200}?%\}|\{[A-Za-z_][\w.-]{0,60}\})</\1>")


@dataclass(frozen=True, slots=True)
class Failure:
    condition: str
    evidence: str

    def to_dict(self) -> dict[str, Any]:
        return {"condition": self.condition, "evidence": self.evidence}


@cache
def _filler_table() -> tuple[tuple[re.Pattern[str], ...], dict[str, str]]:
    """The removable filler rows of every language as one pattern per script (English on
    word boundaries) and a phrase -> replacement table."""
    table: dict[str, str] = {}
    latin: list[str] = []
    other: list[str] = []
    for lang in lexicon.LANGUAGES:
        for row in lexicon.vocab(lang).get("filler", []):
            if "replace" in row or row.get("greeting") or row.get("sentence"):
                phrase = row["phrase"].casefold()
                table[phrase] = row.get("replace", "").casefold()
                (latin if lang == "en" else other).append(phrase)
                if row.get("sentence") and lang == "en":
                    # "Thanks so much!" goes as a whole, as the balanced transform removes it
                    for extra in SENTENCE_INTENSIFIERS:
                        table[f"{phrase} {extra}"] = ""
                        latin.append(f"{phrase} {extra}")
    patterns = []
    if latin:
        patterns.append(re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, sorted(latin, key=len, reverse=True))) + r")(?!\w)"))
    if other:
        patterns.append(re.compile("|".join(map(re.escape, sorted(other, key=len, reverse=True)))))
    return tuple(patterns), table


def sentence_key(text: str, *, fillers: bool) -> str:
    """What must survive of a sentence: its letters and digits, case-folded, with variable
    tags unwrapped and (``fillers``) removable filler phrases applied."""
    t = _VARIABLE_TAG.sub(r"\2", text).casefold()
    if fillers:
        patterns, table = _filler_table()
        for pattern in patterns:
            t = pattern.sub(lambda m: table[m.group(0)], t)
    return "".join(ch for ch in t if ch.isalnum())


def check(*, mode: str, original: Document, requirements: tuple[Requirement, ...], candidate: str,
          original_findings: tuple[Finding, ...], candidate_findings: tuple[Finding, ...],
          original_tokens: int, candidate_tokens: int) -> list[Failure]:
    failures: list[Failure] = []
    need = Counter(original.text[p.start : p.end] for p in original.protected)
    for span, count in need.items():
        found = candidate.count(span)
        if found < count:
            failures.append(Failure("protected_spans", f"{span[:80]!r} appears {found}× instead of {count}×"))

    fillers = mode != "conservative"
    whole = sentence_key(candidate, fillers=fillers)
    for s in original.sentences:
        key = sentence_key(s.text, fillers=fillers)
        if key and key not in whole:
            failures.append(Failure("sentences", f"sentence {s.index + 1} is missing: {s.text[:120]!r}"))

    for r in requirements:
        lost = missing_terms(r, candidate)
        if lost:
            failures.append(Failure("requirements", f"{r.text[:120]!r} lost {', '.join(map(repr, lost[:5]))}"))

    def serious(findings: tuple[Finding, ...]) -> dict[str, int]:
        return {f.code: f.severity.rank for f in findings if f.severity.rank >= Severity.WARNING.rank}

    before, after = serious(original_findings), serious(candidate_findings)
    for f in candidate_findings:
        if f.code in after and after[f.code] > before.get(f.code, 0):
            failures.append(Failure("new_findings", f"{f.severity.value} {f.code}: {f.message}"))

    if mode in ("conservative", "balanced") and candidate_tokens > original_tokens:
        failures.append(Failure("tokens", f"{candidate_tokens} tokens > {original_tokens} in the original"))
    return failures
