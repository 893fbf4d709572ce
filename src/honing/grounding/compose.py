"""The five gaps (SPEC G-4) filled from evidence, as items, and the items rendered in a
delivery form (G-8). Every item carries its source or an explicit mark; the text of an
item is built only from the user's words, the history, and lines the tools read."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

GAPS = ("request", "reference", "acceptance", "constraint", "decision", "entry", "anchor")
KINDS = ("sentence", "history", "file", "free_choice", "interpreted", "unresolved")
FORMS = ("ptc", "conversational", "auto")


@dataclass(frozen=True)
class Source:
    kind: str
    turn: int | None = None
    path: str | None = None
    start_line: int | None = None
    end_line: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:  # the JSON contract names these six kinds only
            raise ValueError(f"unknown source kind {self.kind!r}")

    def tag(self) -> str:
        if self.kind == "sentence":
            return "[source: your request]"
        if self.kind == "history":
            return f"[source: turn {self.turn}]"
        if self.kind == "file":
            span = f"{self.start_line}" if self.start_line == self.end_line else f"{self.start_line}-{self.end_line}"
            return f"[source: {self.path}:{span}]"
        return {"free_choice": "[free choice]", "interpreted": "[interpreted]", "unresolved": "[unresolved]"}[self.kind]

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "turn": self.turn, "path": self.path, "start_line": self.start_line,
                "end_line": self.end_line}


@dataclass(frozen=True)
class Item:
    label: str
    text: str
    gap: str
    source: Source

    def __post_init__(self) -> None:
        if self.gap not in GAPS:  # the JSON contract names these seven gaps only
            raise ValueError(f"unknown gap {self.gap!r}")
        object.__setattr__(self, "text", shown(self.text))  # (a line read from a file as much as a quote)

    def line(self) -> str:
        return f"{self.label}: {self.text} {self.source.tag()}"

    def to_dict(self) -> dict[str, Any]:
        return {"text": f"{self.label}: {self.text}", "gap": self.gap, "source": self.source.to_dict()}


# The audit reads the rendered text back: an item line, its label, and its tag.
TAG = re.compile(r"\s\[(source: (?:your request|turn (\d+)|(.+?):(\d+)(?:-(\d+))?)|free choice|interpreted|"
                 r"unresolved)\]\s*$")
ITEM = re.compile(r"^\s*(?:[-*]|\d+[.)])\s+(.*\S)\s*$")

# conversational form: the working order, a permutation of GAPS
_ORDER = {gap: i for i, gap in enumerate(("request", "reference", "entry", "constraint", "decision", "acceptance",
                                          "anchor"))}


def render(items: list[Item], form: str) -> str:
    """``ptc``: an unordered checklist for a programmatic consumer doing one pass.
    ``conversational``: the same items as numbered steps, in working order. The form
    changes organization only, never which items are there (G-6.6)."""
    if form == "conversational":
        ordered = sorted(items, key=lambda i: _ORDER[i.gap])
        return "\n".join(f"{n}. {item.line()}" for n, item in enumerate(ordered, 1))
    return "\n".join(f"- {item.line()}" for item in items)


# characters no item carries raw into an agent's context or a terminal: control characters (NUL, ESC), and the
# bidirectional marks, overrides and isolates that make text read otherwise than it runs ("Trojan source")
_HIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def shown(text: str) -> str:
    """``text`` with each hidden character written as its escape (``\\u202e``)."""
    return _HIDDEN.sub(lambda m: f"\\u{ord(m.group()):04x}", text) if _HIDDEN.search(text) else text


def code_span(text: str) -> str:
    """``text`` as Markdown code: between single backticks, or, when it holds backticks itself (a JavaScript template
    string), between a run of one more of them with a space inside each end, as CommonMark reads it."""
    if "`" not in text:
        return f"`{text}`"
    fence = "`" * (max(len(run) for run in re.findall(r"`+", text)) + 1)
    return f"{fence} {text} {fence}"


def quote(text: str, limit: int = 200) -> str:
    """``text`` on one line between quotation marks, cut at ``limit``; a hidden character shows as its escape."""
    flat = shown(" ".join(text.split()))  # (CR, FF and the like are white space first)
    if len(flat) > limit:
        flat = flat[: limit - 1].rstrip() + "…"
    return f"“{flat}”"
