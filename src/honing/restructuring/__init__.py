"""Restructure (SPEC E-7): turn a rough request into a sectioned engineering prompt in
which every line says where it came from — ``prompt`` (the user's words), ``engine``
(fixed guidance from ``data/guidance.toml``) or ``codebase`` (project facts).

    >>> from honing import restructure
    >>> r = restructure("fix the login bug and make the tests pass and don't touch the API")
    >>> [(s.name, [l.text for l in s.lines if l.label == "prompt"]) for s in r.sections][1:2]
    [('Objective', ['Fix the login bug'])]

1. tidy with the balanced optimizer mode (the same code, not a copy);
2. split run-on sentences (``split.py``);
3. sort each clause into Role, Objective, Context, Requirements, Constraints, Expected
   output (the clause classifier shared with the structured optimizer mode);
4. for software tasks only, add the guidance of the detected intent and topics, leaving
   out what the user already wrote, and a default output format unless the user gave one.

Headings and guidance are written in the request's language (English, Japanese or Chinese;
``guidance.request_language``); ``Section.name`` stays the English key, ``Section.title``
is the displayed heading.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from honing.engine import clauses, examine
from honing.engine.batch import collector_paused
from honing.engine.findings import Severity
from honing.engine.intent import TOPICS
from honing.optimizer import transforms
from honing.restructuring import guidance
from honing.restructuring.codebase import Fact, gather
from honing.restructuring.split import split_sentence
from honing.text import lexicon, parse

__all__ = ["LABELS", "SECTIONS", "Fact", "Line", "RestructureResult", "Section", "gather", "restructure"]

SECTIONS = ("Role", "Objective", "Context", "Requirements", "Constraints", "Expected output")
LABELS = ("prompt", "engine", "codebase")
_SECTION_OF_ROLE = {
    "persona": "Role",
    "task": "Objective",
    "context": "Context",
    "input": "Context",
    "requirement": "Requirements",
    "constraint": "Constraints",
    "output": "Expected output",
}
_BULLETED = ("Context", "Requirements", "Constraints")
# Every one-liner is "too short" and names no format; a one-line request is still clear
# (and comes back unchanged) when nothing else at warning level or above is found.
_ONE_LINER_FINDINGS = frozenset({"too_short", "missing_output_format", "missing_length_guidance"})


@dataclass(frozen=True)
class Line:
    text: str
    label: str  # prompt | engine | codebase
    source: str | None = None  # codebase: the file; engine: the guidance key

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"text": self.text, "label": self.label}
        if self.source:
            d["source"] = self.source
        return d


@dataclass(frozen=True)
class Section:
    name: str  # the English key, stable for tools: one of SECTIONS
    lines: tuple[Line, ...]
    title: str = ""  # the displayed heading, in the request's language; the name when empty

    @property
    def heading(self) -> str:
        return self.title or self.name

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "title": self.heading, "lines": [ln.to_dict() for ln in self.lines]}


@dataclass(frozen=True)
class RestructureResult:
    original: str
    changed: bool
    text: str
    intent: str
    is_code: bool
    topics: tuple[str, ...]
    sections: tuple[Section, ...]
    skipped: tuple[str, ...]  # guidance left out, and why
    guidance_version: str
    language: str = "en"  # of the headings and guidance: en | ja | zh

    def to_dict(self) -> dict[str, Any]:
        return {"changed": self.changed, "text": self.text, "language": self.language, "intent": self.intent,
                "is_code": self.is_code, "topics": list(self.topics), "sections": [s.to_dict() for s in self.sections],
                "skipped": list(self.skipped), "guidance_version": self.guidance_version}


_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def closed_fences(text: str) -> str:
    """``text`` with a code fence it opens and never closes closed at its end: rendered
    under a heading, an open fence would swallow every section after it."""
    opened: str | None = None
    for line in text.split("\n"):
        m = _FENCE.match(line)
        if m is None:
            continue
        marker = m.group(1)
        if opened is None:
            if marker[0] == "`" and "`" in line.strip()[len(marker):]:
                continue  # "```npm test``` exits with 1" is inline code: an info string holds no backtick
            opened = marker
        elif marker[0] == opened[0] and len(marker) >= len(opened) and not line.strip()[len(marker):].strip():
            opened = None
    return text if opened is None else text.rstrip("\n") + "\n" + opened


def _render(sections: Iterable[Section]) -> str:
    blocks = []
    for s in sections:
        rows = []
        for ln in s.lines:
            text = closed_fences(ln.text)
            multi = "\n" in text
            rows.append(text if multi or s.name not in _BULLETED else f"- {text}")
        blocks.append(f"## {s.heading}\n" + "\n".join(rows))
    return "\n\n".join(blocks) + "\n"


def _facts(codebase: Iterable[Fact | str | Mapping[str, str]] | None) -> list[Fact]:
    out = []
    for item in codebase or ():
        if isinstance(item, Fact):
            out.append(item)
        elif isinstance(item, str):
            out.append(Fact(item, "caller"))
        else:
            out.append(Fact(str(item["text"]), str(item.get("source", "caller"))))
    return out


# when a group holds several roles, the one it is filed under
_ROLE_RANK = ("task", "requirement", "constraint", "output", "persona", "context", "input")


def _anchored(units: list[tuple[str, str, bool]]) -> list[tuple[str, str]]:
    """Clauses with each sentence that refers to a neighbouring block kept next to it:
    the group is one entry, filed under the most telling role among its sentences."""
    groups = clauses.anchored_groups([u[1] for u in units], [u[2] for u in units])
    out: list[tuple[str, str]] = []
    for g in sorted(set(groups)):
        members = [u for u, k in zip(units, groups, strict=True) if k == g]
        if len(members) == 1:
            out.append((members[0][0], members[0][1]))
            continue
        roles = [m[0] for m in members if not m[2]] or ["input"]
        role = min(roles, key=_ROLE_RANK.index)
        out.append((role, "\n".join(m[1].strip() for m in members)))
    return out


def intent_topics(clause: str, languages: frozenset[str]) -> list[str]:
    """The topics (auth, api, …) a single clause names."""
    return [t for t in TOPICS if lexicon.any_match(clause, f"topic.{t}", languages) is not None]


_HEDGE = re.compile(r"[,\s]+(?:i guess|i think|i suppose|or something|or whatever|maybe)[.!]?\s*$", re.IGNORECASE)


def _tidy_hedge(piece: str) -> str:
    """'Add tests i guess' → 'Add tests': a trailing hedge is not part of the task."""
    cut = _HEDGE.sub("", piece)
    return cut if cut.strip() else piece


def restructure(text: str, *, scaffold: bool = True,
                codebase: Iterable[Fact | str | Mapping[str, str]] | None = None) -> RestructureResult:
    """Restructure ``text``; ``codebase`` facts (strings, ``Fact`` or ``{text, source}``)
    become ``codebase`` lines of the Context section."""
    with collector_paused():
        return _restructure(text, scaffold=scaffold, codebase=codebase)


def _restructure(text: str, *, scaffold: bool,
                 codebase: Iterable[Fact | str | Mapping[str, str]] | None) -> RestructureResult:
    analysis = examine(text, timings=False)
    doc, intent = analysis.doc, analysis.intent
    language = guidance.request_language(doc)
    tidy = transforms.balanced(doc, analysis.requirements).text
    tidy_doc = parse(tidy) if tidy.strip() else doc

    units: list[tuple[str, str, bool]] = []  # (role, text, block)
    task_seen = False
    for s in tidy_doc.sentences:
        block = s.kind == "block" or not s.is_prose
        if s.kind == "heading" and s.text.lstrip().startswith(("#", "【")):
            continue  # the user's markdown headings give way to the standard ones
        pieces = [s.text] if block or s.kind == "heading" else split_sentence(s.text, s.start, tidy_doc)
        for piece in pieces:
            role = clauses.classify(piece, tidy_doc.languages, block=block, task_seen=task_seen)
            if role == "task" and task_seen:
                role = "requirement"  # the first instruction is the objective; later ones are requirements
            task_seen = task_seen or role == "task"
            units.append((role, piece if block else _tidy_hedge(piece), block))
    clauses_found = _anchored(units)

    serious = [f for f in analysis.findings
               if f.severity.rank >= Severity.WARNING.rank and f.code not in _ONE_LINER_FINDINGS]
    if len(clauses_found) == 1 and "\n" not in text.strip() and not serious:
        role, piece = clauses_found[0]
        name = _SECTION_OF_ROLE[role]
        section = Section(name, (Line(text.strip(), "prompt"),), guidance.heading(name, language))
        return RestructureResult(text, False, text, intent.name, intent.is_code, intent.topics, (section,),
                                 ("a clear one-line request is returned unchanged",), guidance.version(), language)

    lines: dict[str, list[Line]] = {name: [] for name in SECTIONS}
    for role, piece in clauses_found:
        lines[_SECTION_OF_ROLE[role]].append(Line(piece, "prompt"))

    skipped: list[str] = []
    if scaffold:
        for fact in _facts(codebase):
            lines["Context"].append(Line(f"{fact.text} ({fact.source})", "codebase", fact.source))
    if scaffold and intent.is_code:
        if not lines["Role"]:
            r = guidance.role(intent.name, language)
            if r:
                lines["Role"].append(Line(r, "engine", f"intent.{intent.name}"))
        # a topic the user put off limits ("don't touch the API") gets no guidance: every
        # line of it would ask to change or test-drive what the user said to leave alone
        banned = {t: ln.text for ln in lines["Constraints"] if ln.label == "prompt"
                  for t in intent_topics(ln.text, tidy_doc.languages)}
        for item in guidance.items(intent.name, intent.topics, language):
            topic = item.key.split(".", 1)[1] if item.key.startswith("topic.") else None
            if topic in banned:
                skipped.append(f"{item.key} {item.kind}: the request says {banned[topic]!r}")
                continue
            phrase = item.covered_by(text)
            if phrase:
                skipped.append(f"{item.key} {item.kind}: the request already says {phrase!r}")
                continue
            lines["Requirements"].append(Line(item.text, "engine", item.key))
        if lines["Expected output"]:
            skipped.append(f"intent.{intent.name} output: the request states its own output format")
        else:
            out = guidance.output(intent.name, language)
            if out:
                lines["Expected output"].append(Line(out, "engine", f"intent.{intent.name}"))
    elif scaffold:
        skipped.append(f"no guidance: {intent.name} is not a software task")

    sections = tuple(Section(name, tuple(lines[name]), guidance.heading(name, language))
                     for name in SECTIONS if lines[name])
    if len(clauses_found) == 1 and all(ln.label == "prompt" for s in sections for ln in s.lines):
        # one clause and nothing to add: a lone heading would not improve it
        return RestructureResult(text, False, text, intent.name, intent.is_code, intent.topics, sections,
                                 (*skipped, "a one-clause request with nothing to add is returned unchanged"),
                                 guidance.version(), language)
    rendered = _render(sections)
    return RestructureResult(text, rendered != text, rendered, intent.name, intent.is_code, intent.topics, sections,
                             tuple(skipped), guidance.version(), language)
