"""Protected spans (SPEC E-6.1): code, quotations, URLs, XML-like blocks, template
variables, context references, and material (the text the prompt works on, issue 19). They are found once, never overlap, and every
transform restores them byte for byte.

Every scan here is linear in the text: bounded repetition, no nested quantifiers, and
paired delimiters matched with ``str.find`` / ``bisect`` rather than backtracking."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Any

from honing.text import material


@dataclass(frozen=True, slots=True)
class Span:
    """A stretch of the original text: character offsets and the text itself."""

    start: int
    end: int
    text: str

    def __reduce__(self) -> tuple[type[Span], tuple[Any, ...]]:
        return Span, (self.start, self.end, self.text)  # fast unpickling (batch workers)

    def to_dict(self) -> dict[str, object]:
        return {"start": self.start, "end": self.end, "text": self.text}


@dataclass(frozen=True, slots=True)
class ProtectedSpan:
    kind: str  # code_block | triple_quote | xml_block | inline_code | url | reference | variable | quote | material
    start: int
    end: int

    def __reduce__(self) -> tuple[type[ProtectedSpan], tuple[Any, ...]]:
        return ProtectedSpan, (self.kind, self.start, self.end)  # fast unpickling (batch workers)

    def contains(self, pos: int) -> bool:
        return self.start <= pos < self.end


PROTECTED_KINDS = (
    "code_block",
    "triple_quote",
    "xml_block",
    "inline_code",
    "url",
    "reference",
    "variable",
    "quote",
    "material",
)

_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})", re.M)
_XML_OPEN = re.compile(r"<([A-Za-z][\w.:-]{0,40})(?:\s[^<>\n]{0,400})?>")
_XML_CLOSE = re.compile(r"</([A-Za-z][\w.:-]{0,40})\s*>")
_INLINE_CODE = re.compile(r"(`{1,2})[^`\n]{1,500}?\1")
_INLINE_TRIPLE = re.compile(r"(?<!`)(`{3,})(?!`)[^`\n]{1,500}?(?<!`)\1(?!`)")
URL_RE = re.compile(r"\b(?:https?|ftp)://[^\s<>\"'`\]\)}（）「」、。，]{1,2000}|\bwww\.[A-Za-z0-9-]{1,63}\.[^\s<>\"'`\]\)}]{1,2000}")
REFERENCE_RE = re.compile(
    r"@(?<![\w.@]@)(?:(?:file|folder|url|result|git):(?:\"[^\"\n]{1,500}\"|[^\s\"'`]{1,1000})|diff\b|staged\b)"
)
VARIABLE_RE = re.compile(
    r"\{\{[^{}\n]{1,100}\}\}|\$\{[^{}\n]{1,100}\}|\{%[^\n]{1,200}?%\}|(?<![{$\w])\{[A-Za-z_][\w.-]{0,60}\}(?!\})"
)
_QUOTES = [
    # the look-behind comes after the opening quote so that re can jump to each quote
    re.compile(r"\"(?<![\w\"]\")[^\"\n]{1,2000}\"(?![\w\"])"),
    re.compile(r"“[^”\n]{1,2000}”"),
    re.compile(r"「[^」]{1,2000}」"),
    re.compile(r"『[^』]{1,2000}』"),
    re.compile(r"'(?<![\w'’]')(?=\S)[^'\n]{1,300}(?<=\S)'(?![\w'])"),
]
_QUOTE_OPENERS = ('"', "“", "「", "『", "'")  # the character each quote pattern needs
_TRAILING_PUNCT = ".,;:!?。，、；：！？"

_PRIORITY = {kind: i for i, kind in enumerate(PROTECTED_KINDS)}


def _fenced_blocks(text: str) -> list[tuple[int, int]]:
    """Fenced code blocks; an unclosed fence runs to the end of the text."""
    blocks: list[tuple[int, int]] = []
    pos = 0
    while True:
        m = _FENCE.search(text, pos)
        if m is None:
            return blocks
        fence = m.group(1)
        line_end = text.find("\n", m.end())
        if line_end < 0:
            blocks.append((m.start(), len(text)))
            return blocks
        closer = re.compile(r"^[ \t]{0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$", re.M)
        c = closer.search(text, line_end + 1)
        end = len(text) if c is None else c.end()
        blocks.append((m.start(), end))
        pos = end
        if c is None:
            return blocks


def _triple_quotes(text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for q in ('"""', "'''"):
        pos = 0
        while True:
            a = text.find(q, pos)
            if a < 0:
                break
            b = text.find(q, a + 3)
            if b < 0:
                break
            out.append((a, b + 3))
            pos = b + 3
    return out


def _xml_blocks(text: str) -> list[tuple[int, int]]:
    closes: dict[str, list[int]] = {}
    for m in _XML_CLOSE.finditer(text):
        closes.setdefault(m.group(1).lower(), []).append(m.start())
    if not closes:
        return []
    out: list[tuple[int, int]] = []
    for m in _XML_OPEN.finditer(text):
        positions = closes.get(m.group(1).lower())
        if not positions:
            continue
        i = bisect.bisect_left(positions, m.end())
        if i == len(positions):
            continue
        close_end = text.find(">", positions[i]) + 1
        out.append((m.start(), close_end))
    return out


def _trim_url(text: str, start: int, end: int) -> int:
    while end > start and text[end - 1] in _TRAILING_PUNCT:
        end -= 1
    # an unbalanced closing bracket belongs to the prose, not the URL
    segment = text[start:end]
    if segment.endswith(")") and segment.count("(") < segment.count(")"):
        end -= 1
    return end


def find_protected_spans(text: str) -> tuple[ProtectedSpan, ...]:
    """All protected spans of ``text``, sorted and non-overlapping (outermost wins)."""
    found: list[ProtectedSpan] = []
    found += [ProtectedSpan("code_block", a, b) for a, b in _fenced_blocks(text)]
    found += [ProtectedSpan("triple_quote", a, b) for a, b in _triple_quotes(text)]
    found += [ProtectedSpan("xml_block", a, b) for a, b in _xml_blocks(text)]
    if "`" in text:
        # a one-line ```python x = 1``` first: its backticks never pair with another span's
        # across the prose between them, and the whitespace inside it is kept as written
        found += [ProtectedSpan("inline_code", m.start(), m.end()) for m in _INLINE_TRIPLE.finditer(text)]
        found += [ProtectedSpan("inline_code", m.start(), m.end()) for m in _INLINE_CODE.finditer(text)]
    # patterns that open with a look-behind or a word boundary scan every position:
    # they run only when the character or word they need is in the text at all
    for m in URL_RE.finditer(text) if ("://" in text or "www." in text) else ():
        end = _trim_url(text, m.start(), m.end())
        if end > m.start():
            found.append(ProtectedSpan("url", m.start(), end))
    for m in REFERENCE_RE.finditer(text) if "@" in text else ():
        end = m.end()
        if not m.group(0).endswith('"'):
            end = _trim_url(text, m.start(), end)
        found.append(ProtectedSpan("reference", m.start(), end))
    if "{" in text:
        found += [ProtectedSpan("variable", m.start(), m.end()) for m in VARIABLE_RE.finditer(text)]
    for opener, pattern in zip(_QUOTE_OPENERS, _QUOTES, strict=True):
        if opener in text:
            found += [ProtectedSpan("quote", m.start(), m.end()) for m in pattern.finditer(text)]
    kept = _select(found)
    stretches = material.spans(text)
    if not stretches:
        return kept
    # material around the spans already found: those keep their own kind (a code block in
    # an email is still a code block), the text between them becomes material
    out = list(kept)
    for a, b in stretches:
        pos = a
        for p in kept:
            if p.end <= pos or p.start >= b:
                continue
            if p.start > pos:
                out.append(ProtectedSpan("material", pos, p.start))
            pos = max(pos, p.end)
        if pos < b:
            out.append(ProtectedSpan("material", pos, b))
    out.sort(key=lambda p: p.start)
    return tuple(out)


def _select(spans: list[ProtectedSpan]) -> tuple[ProtectedSpan, ...]:
    """Keep a non-overlapping subset: earliest start first, then the longest, then the
    highest-priority kind. A span overlapping an already kept one is dropped."""
    spans.sort(key=lambda s: (s.start, -(s.end - s.start), _PRIORITY[s.kind]))
    kept: list[ProtectedSpan] = []
    last_end = -1
    for s in spans:
        if s.end <= s.start or s.start < last_end:
            continue
        kept.append(s)
        last_end = s.end
    return tuple(kept)


def blank_protected(text: str, spans: tuple[ProtectedSpan, ...]) -> str:
    """The text with each protected span replaced by spaces (newlines kept), so offsets
    into the result are offsets into the original. Lexical rules scan this view."""
    if not spans:
        return text
    parts: list[str] = []
    pos = 0
    for s in spans:
        parts.append(text[pos : s.start])
        chunk = text[s.start : s.end]
        parts.append("\n".join(" " * len(line) for line in chunk.split("\n")))
        pos = s.end
    parts.append(text[pos:])
    return "".join(parts)
