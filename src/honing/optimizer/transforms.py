"""Stage 14: the three transform modes of SPEC E-4, as pure functions from a parsed
prompt to a list of changes in original coordinates. Protected spans are never inside
a change (E-6): every candidate edit that would touch one is dropped before it is made.

``conservative``  normalize whitespace; remove exactly duplicated sentences
``balanced``      + filler and over-polite wording (the ``filler`` rows of the vocabularies,
                   the same table the ``filler_phrases`` rule reports from)
``structured``    + sections Task, Context, Requirements, Output format, Input; template
                   variables wrapped in tags (arrange.py)
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from honing.engine.requirements import Requirement, extract
from honing.optimizer.edits import Change, apply, resolve
from honing.text import Document, lexicon, parse
from honing.text.filler import find_fillers
from honing.text.segment import LIST_MARKER

MODES = ("conservative", "balanced", "structured")
MODE_TEXT = {
    "conservative": "normalize whitespace (trailing spaces, runs of spaces, runs of blank lines); remove exactly "
                    "duplicated sentences",
    "balanced": "conservative + remove filler and over-polite wording, or shorten it, from the filler table below",
    "structured": "balanced + arrange the sentences into sections Task, Context, Requirements, Output format, "
                  "Input (headings are reported as changes); wrap template variables in tags",
}
_TRAILING = re.compile(r"[ \t]+(?=\n)")
_INNER_RUN = re.compile(r"(?<=\S)[ \t]{2,}(?=\S)")
_BLANK_RUN = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")
_LEADING_BLANK = re.compile(r"\A(?:[ \t]*\n)+")
_END = re.compile(r"\s+\Z")
CJK_END = "。！？"


# Straight double quotes paired left to right on one line, whatever touches them. The
# analysis pairs quotes strictly ('"stay"Basically' is no quotation there, since the
# closing mark touches a word); the optimizer does not edit inside anything that may be
# one, so that an edit cannot change how the quotes pair and give a second run more to do.
_LOOSE_QUOTE = re.compile(r'"[^"\n]*"')


@lru_cache(maxsize=4)
def _loose_quotes(text: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Starts and ends of the loosely paired quotes of ``text`` (computed once per text:
    every candidate change asks)."""
    spans = [m.span() for m in _LOOSE_QUOTE.finditer(text)] if '"' in text else []
    return tuple(a for a, _ in spans), tuple(b for _, b in spans)


def _in_loose_quote(text: str, start: int, end: int) -> bool:
    """Whether ``[start, end)`` overlaps a loosely paired quote (for an insertion point,
    whether it lies strictly inside one)."""
    starts, ends = _loose_quotes(text)
    k = bisect.bisect_left(ends, start + 1) if start == end else bisect.bisect_right(ends, start)
    if k == len(starts):
        return False
    return starts[k] < start if start == end else starts[k] < end


def _touches_protected(doc: Document, start: int, end: int) -> bool:
    if start == end:
        inside = doc.protected_at(start)
        if inside is not None and inside.start < start:
            return True
        return _in_loose_quote(doc.text, start, end)
    if doc.protected_at(start, end) is not None:
        return True
    return _in_loose_quote(doc.text, start, end)


def _safe(doc: Document, changes: Iterable[Change]) -> list[Change]:
    return [c for c in changes if not _touches_protected(doc, c.start, c.end)]


def whitespace_changes(doc: Document) -> list[Change]:
    text = doc.text
    out: list[Change] = []
    for pattern, after in ((_TRAILING, ""), (_INNER_RUN, " "), (_BLANK_RUN, "\n\n"), (_LEADING_BLANK, "")):
        for m in pattern.finditer(text):
            if m.group(0) != after:
                out.append(Change("whitespace", m.group(0), after, m.start(), m.end()))
    end = _END.search(text)
    if end:
        after = "\n" if "\n" in end.group(0) else ""
        if end.group(0) != after:
            out.append(Change("whitespace", end.group(0), after, end.start(), end.end()))
    return _safe(doc, out)


def _removal(doc: Document, start: int, end: int, kind: str) -> Change:
    """Remove ``text[start:end]`` with the spacing around it, so that no double space,
    trailing space or empty line is left behind."""
    text = doc.text
    while end < len(text) and text[end] in " \t":
        end += 1
    line_start = start == 0 or text[start - 1] == "\n"
    if end == len(text) or text[end] == "\n":
        if line_start and end < len(text):
            end += 1  # the whole line goes
        elif line_start and start > 0:
            # the last line goes with the line break before it: a text that ended without
            # a final newline does not gain one
            start -= 2 if text[start - 2 : start] == "\r\n" else 1
        else:
            while start > 0 and text[start - 1] in " \t":
                start -= 1
    return Change(kind, text[start:end], "", start, end)


_TERMINAL = ".!?。！？"
_COMMA_AFTER = re.compile(r"[,，、][ \t]*")
_ENDS_CLAUSE = re.compile(r"[ \t]*(?:[.!?。！？]|\n|\Z)")


def _comma_before(text: str, start: int) -> int:
    """The length of the comma and space right before ``start`` (", ", "，", "、"), or 0;
    looked at directly, since a search back from each filler would rescan the text."""
    if text[max(0, start - 2) : start] == ", ":
        return 2
    return 1 if text[start - 1 : start] in ("，", "、") else 0


def clear_boundary(doc: Document, i: int) -> bool:
    """Whether sentence ``i`` certainly ends where sentence ``i + 1`` starts: a line break
    between them, or terminal punctuation followed by white space. Other boundaries (a
    closing bracket or quote, CJK sentences run together) depend on the splitter, so no
    transform drops or moves a sentence across them."""
    if i < 0 or i + 1 >= len(doc.sentences):
        return True
    a, b = doc.sentences[i], doc.sentences[i + 1]
    gap = doc.text[a.end : b.start]
    if "\n" in gap:
        return True
    if a.text.rstrip()[-1:] in CJK_END and not gap.strip():
        return True  # 。！？ end a sentence whether or not a space follows: CJK runs sentences together
    return bool(gap) and gap.isspace() and a.text.rstrip()[-1:] in _TERMINAL


def units(doc: Document) -> list[tuple[int, int]]:
    """Runs of sentences (first, last index) separated only by clear boundaries."""
    out: list[tuple[int, int]] = []
    first: int | None = None
    for s in doc.sentences:
        first = s.index if first is None else first
        if clear_boundary(doc, s.index):
            out.append((first, s.index))
            first = None
    return out


def duplicate_changes(doc: Document) -> list[Change]:
    seen: set[str] = set()
    out: list[Change] = []
    for s in doc.sentences:
        # three words, or, for text without spaces, six characters: 'テストを書いてください。'
        substantial = len(s.words) >= 3 or (not s.text.isascii() and len("".join(s.text.split())) >= 6)
        if not s.is_prose or s.kind != "sentence" or not substantial:
            continue
        if doc.protected_at(s.start, s.end) is not None:
            continue  # a sentence that carries protected material is never dropped
        if not (clear_boundary(doc, s.index - 1) and clear_boundary(doc, s.index)):
            continue  # "…sea.Write …", "…]  (Note.)": where a sentence starts is a guess; leave it
        key = " ".join(s.text.split())
        if key in seen:
            out.append(_removal(doc, s.start, s.end, "duplicate"))
        seen.add(key)
    return out


def _match_case(before: str, after: str) -> str:
    if after and before[:1].isupper():
        return after[:1].upper() + after[1:]
    return after


def filler_changes(doc: Document, requirements: tuple[Requirement, ...]) -> list[Change]:
    text = doc.text
    frozen = [(r.start, r.end) for r in requirements if r.verbatim]
    out: list[Change] = []
    for f in find_fillers(doc):
        if any(a <= f.start < b for a, b in frozen):
            continue  # "use the word 'please'": a lexical constraint is left as written
        after = f.replacement or ""
        sentence = doc.sentence_at(f.start)
        if f.kind in ("sentence", "greeting", "leading") and not after:
            if f.kind == "sentence" or (sentence is not None and f.end >= sentence.end):
                out.append(_removal(doc, f.start, f.end, f.kind if f.kind != "sentence" else "filler"))
                continue
            end = f.end
            nxt = text[end : end + 1]
            if f.text[:1].isupper() and nxt.isalpha() and nxt.islower() and nxt.isascii() and doc.protected_at(end) is None:
                out.append(Change(f.kind, text[f.start : end + 1], nxt.upper(), f.start, end + 1))
            else:
                out.append(Change(f.kind, f.text, "", f.start, end))
            continue
        if after:
            out.append(Change("filler", f.text, _match_case(f.text, after), f.start, f.end))
            continue
        start, end = f.start, f.end
        # a filler opens its sentence when only a list marker comes before it ("1. Please use")
        marker = LIST_MARKER.match(text, sentence.start) if sentence is not None else None
        opens = sentence is not None and f.start in (sentence.start, marker.end() if marker else -1)
        comma = _COMMA_AFTER.match(text, end)
        lead = 0 if opens else _comma_before(text, start)
        if lead and (comma is not None or _ENDS_CLAUSE.match(text, end)):
            # set off by commas: "It is, basically, done." -> "It is done."; "Fix the bug,
            # basically." -> "Fix the bug."
            stop = end + 1 if comma is not None else end
            out.append(Change("filler", text[start - lead : stop], "", start - lead, stop))
            continue
        keep_space = False  # whether the spacing around the filler is already settled
        if comma is not None:
            keep_space = opens  # the space before an opening filler belongs to the sentence before
            if doc.protected_at(end, comma.end()) is None:
                # "Basically, write…" / "So basically, write…": the filler's comma goes with
                # it, and the space after the comma stands for the one the filler had
                end = comma.end()
                keep_space = keep_space or comma.group(0)[-1:] in " \t"
        if not keep_space:
            if end < len(text) and text[end] == " " and (opens or start == 0 or text[start - 1] != " "):
                while end < len(text) and text[end] in " \t":
                    end += 1
            elif start > 0 and text[start - 1] == " ":
                start -= 1
        nxt = text[end : end + 1]
        if (opens and f.text[:1].isupper() and nxt.isalpha() and nxt.islower() and nxt.isascii()
                and doc.protected_at(end) is None):
            # a filler that opened the sentence: the next word takes its capital
            out.append(Change("filler", text[start : end + 1], nxt.upper(), start, end + 1))
            continue
        out.append(Change("filler", text[start:end], "", start, end))
    return out


def _conservative_round(doc: Document, requirements: tuple[Requirement, ...]) -> list[Change]:
    return resolve(_safe(doc, duplicate_changes(doc) + whitespace_changes(doc)))


def _balanced_round(doc: Document, requirements: tuple[Requirement, ...]) -> list[Change]:
    return resolve(_safe(doc, duplicate_changes(doc) + filler_changes(doc, requirements) + whitespace_changes(doc)))


@dataclass(frozen=True)
class Result:
    """A transformed text and its changes in the coordinates of the original prompt:
    ``apply(original, changes) == text`` always holds."""

    text: str
    changes: list[Change]

    def to_original(self, original: str, later: Iterable[Change]) -> list[Change]:
        """Changes made to ``self.text`` (``later``), rewritten over the original prompt and
        merged with the changes they touch. Linear in the number of changes (plus sorting)."""
        idx = _Index(self.changes)
        groups: list[list[Any]] = []  # [start, end, [later changes]] in original offsets
        for c in sorted(later, key=lambda c: (c.start, c.end)):
            s = idx.old(c.start, left=True)
            e = max(s, idx.old(c.end, left=False))
            if groups and s < groups[-1][1]:
                groups[-1][1] = max(groups[-1][1], e)
                groups[-1][2].append(c)
            else:
                groups.append([s, e, [c]])
        touched: set[int] = set()
        merged: list[Change] = []
        for group in groups:
            s, e, cs = group
            while True:
                hit = idx.touching(s, e)
                ns = min([s] + [self.changes[i].start for i in hit])
                ne = max([e] + [self.changes[i].end for i in hit])
                if (ns, ne) == (s, e):
                    break
                s, e = ns, ne
            touched.update(hit)
            a, b = idx.new(s), idx.new(e)
            after = apply(self.text[a:b], [Change(c.kind, c.before, c.after, c.start - a, c.end - a) for c in cs])
            first = min(hit, default=None)
            kind = self.changes[first].kind if first is not None and self.changes[first].start <= s else cs[0].kind
            merged.append(Change(kind, original[s:e], after, s, e))
        kept = [x for i, x in enumerate(self.changes) if i not in touched]
        return sorted(kept + merged, key=lambda x: (x.start, x.end))

    def located(self, original: str, later: Iterable[Change]) -> list[Change]:
        """Changes that cannot be made in place (headings, moved sentences), located in the
        original: a moved sentence reports its original words as ``before``."""
        idx = _Index(self.changes)
        out = []
        for c in later:
            s = idx.old(c.start, left=True)
            e = s if c.start == c.end else idx.old(c.end, left=False)
            before = original[s:e] if c.kind == "reorder" else c.before
            out.append(Change(c.kind, before, c.after, s, max(s, e)))
        return sorted(self.changes + out, key=lambda x: (x.start, x.end))


class _Index:
    """Offsets between an original text and ``apply(original, changes)`` (sorted,
    non-overlapping changes), by binary search."""

    def __init__(self, changes: list[Change]) -> None:
        self.changes = changes
        self.starts = [x.start for x in changes]
        self.ends = [x.end for x in changes]
        self.new_starts: list[int] = []
        self.shift_before: list[int] = []
        self.shift_after: list[int] = []
        shift = 0
        for x in changes:
            self.new_starts.append(x.start + shift)
            self.shift_before.append(shift)
            shift += len(x.after) - (x.end - x.start)
            self.shift_after.append(shift)
        self.total = shift

    def new(self, pos: int) -> int:
        """Edited offset of original offset ``pos`` (not inside a change)."""
        j = bisect.bisect_right(self.ends, pos)
        return pos + (self.shift_after[j - 1] if j else 0)

    def old(self, pos: int, *, left: bool) -> int:
        """Original offset of edited offset ``pos``. A position inside a change's
        replacement maps to that change's start (``left``) or end; a deletion at ``pos``
        lies before a left boundary and after a right one."""
        k = bisect.bisect_left(self.new_starts, pos)
        if k:
            x = self.changes[k - 1]
            end = self.new_starts[k - 1] + len(x.after)
            if x.after and (pos < end or (pos == end and not left)):
                return x.start if left else x.end
        m = bisect.bisect_right(self.new_starts, pos)
        for i in range(k, m):
            x = self.changes[i]
            if not x.after:
                if not left:
                    return pos - self.shift_before[i]
                continue
            return x.start if left else x.end
        return pos - (self.shift_before[m] if m < len(self.changes) else self.total)

    def touching(self, s: int, e: int) -> list[int]:
        """Indexes of changes overlapping ``[s, e)`` (an insertion strictly inside counts)."""
        out = []
        i = max(0, bisect.bisect_left(self.starts, s) - 1)
        while i < len(self.changes) and self.starts[i] < e:
            x = self.changes[i]
            if (x.start < e and x.end > s) or (x.start == x.end and s < x.start < e):
                out.append(i)
            i += 1
        return out


_ROUNDS = 4


def _settle(doc: Document, requirements: tuple[Requirement, ...],
            one_round: Callable[[Document, tuple[Requirement, ...]], list[Change]]) -> Result:
    """Apply ``one_round`` until it finds nothing more, so that a removal that uncovers
    another ("I would like you to please fix") is finished in one run and optimizing the
    output again changes nothing."""
    first = one_round(doc, requirements)
    result = Result(apply(doc.text, first), first)
    for _ in range(_ROUNDS - 1):
        if not result.text.strip():
            break
        again = parse(result.text)
        idx = _Index(result.changes)
        # what was protected in the user's prompt stays protected, even where an edit has
        # changed how the text around it parses
        more = [c for c in one_round(again, extract(again))
                if not _touches_protected(doc, idx.old(c.start, left=True), idx.old(c.end, left=False))]
        if not more:
            break
        result = Result(apply(result.text, more), result.to_original(doc.text, more))
    return result


def conservative(doc: Document, requirements: tuple[Requirement, ...] = ()) -> Result:
    return _settle(doc, requirements, _conservative_round)


def balanced(doc: Document, requirements: tuple[Requirement, ...] = ()) -> Result:
    return _settle(doc, requirements, _balanced_round)



def asks_for_verbatim_repeat(doc: Document) -> lexicon.Hit | None:
    """The prompt asks the model to repeat (part of) it word for word: any edit would
    change what must be repeated, so no mode applies. The whole text is read, quotes and
    material included: a request to repeat that sits in them still freezes the prompt,
    which errs on the side of leaving it alone."""
    return lexicon.any_match(doc.text, "verbatim_request", doc.languages)
