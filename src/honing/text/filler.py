"""Filler and over-polite wording, from the ``[[filler]]`` rows of data/vocab/*.toml.
One table serves the ``filler_phrases`` rule (report) and the balanced transform
(remove / replace), so the two can never disagree."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from honing.text import lexicon
from honing.text.document import Document
from honing.text.literals import CASE_ALIASES


@dataclass(frozen=True, slots=True)
class FillerMatch:
    start: int
    end: int
    text: str
    replacement: str | None  # None: report only
    kind: str  # phrase | leading | greeting | sentence


@dataclass(frozen=True)
class _Row:
    pattern: re.Pattern[str]
    replacement: str | None
    kind: str
    phrase: str = ""

    @property
    def at(self) -> re.Pattern[str]:
        """The pattern without its leading ``^``, for ``match(text, pos)``."""
        return _unanchored(self.pattern)


@cache
def _unanchored(pattern: re.Pattern[str]) -> re.Pattern[str]:
    return re.compile(pattern.pattern.removeprefix("^"), pattern.flags)


_TRAIL = r"[ \t]*[,，、!！.。]*[ \t]*"
# what may follow a whole-sentence filler and goes with it ("Thanks so much!")
SENTENCE_INTENSIFIERS = ("so much", "a lot", "very much")


@cache
def _rows(lang: str) -> tuple[_Row, ...]:
    rows: list[_Row] = []
    for row in lexicon.vocab(lang).get("filler", []):
        phrase = re.escape(row["phrase"])
        word_l, word_r = (r"(?<![\w])", r"(?![\w])") if lang == "en" else ("", "")
        item: dict[str, Any] = row
        if item.get("greeting"):
            pat = re.compile(r"^" + phrase + word_r + _TRAIL, re.I)
            rows.append(_Row(pat, "", "greeting", row["phrase"]))
        elif item.get("sentence"):
            pat = re.compile(r"^" + phrase + word_r + r"(?:\s+(?:" + "|".join(SENTENCE_INTENSIFIERS)
                             + r"))?[ \t]*[!！.。]*\s*$", re.I)
            rows.append(_Row(pat, "", "sentence", row["phrase"]))
            rows.append(_Row(re.compile(word_l + phrase + word_r, re.I), None, "phrase"))
        elif item.get("leading"):
            pat = re.compile(r"^" + phrase + word_r + r"[ \t]*", re.I)
            rows.append(_Row(pat, item.get("replace"), "leading", row["phrase"]))
        else:
            pat = re.compile(word_l + phrase + word_r, re.I)
            rows.append(_Row(pat, item.get("replace"), "phrase"))
    return tuple(rows)


@cache
def _phrase_rows(lang: str) -> dict[str, str | None]:
    """Lowercased phrase -> replacement (None = report only) for rows matched anywhere."""
    out: dict[str, str | None] = {}
    for row in lexicon.vocab(lang).get("filler", []):
        if row.get("greeting") or row.get("leading"):
            continue
        out[row["phrase"].lower()] = None if row.get("sentence") else row.get("replace")
    return out


@cache
def _anchored_by_first(langs: tuple[str, ...]) -> dict[str, tuple[tuple[int, _Row], ...]]:
    """The rows anchored at a sentence start (numbered in table order), by the lower-cased
    first character of their phrase: a sentence tries only the rows that can match it."""
    out: dict[str, list[tuple[int, _Row]]] = {}
    rows = [row for lang in langs for row in _rows(lang) if row.kind in ("greeting", "leading", "sentence")]
    for k, row in enumerate(rows):
        out.setdefault(row.phrase[:1].lower(), []).append((k, row))
    return {key: tuple(v) for key, v in out.items()}


def _rows_for(anchored: dict[str, tuple[tuple[int, _Row], ...]], first: str) -> list[_Row]:
    """The rows whose pattern can match a sentence beginning with ``first``, in table order."""
    if first.isascii():
        return [row for _, row in anchored.get(first.lower(), ())]
    keys = {first, first.lower(), CASE_ALIASES.get(first, first)}
    return [row for _, row in sorted(entry for key in keys for entry in anchored.get(key, ()))]


@cache
def _phrase_table(langs: tuple[str, ...]) -> dict[str, str | None]:
    """:func:`_phrase_rows` of ``langs`` in one table (a later language's row wins)."""
    return {k: v for lang in langs for k, v in _phrase_rows(lang).items()}


def find_fillers(doc: Document, report_only: bool = False) -> list[FillerMatch]:
    """Filler in the prose of ``doc``. With ``report_only`` every reportable match is
    returned; otherwise only matches the balanced transform applies, non-overlapping."""
    matches: list[FillerMatch] = []
    langs = [lang for lang in lexicon.LANGUAGES if lang == "en" or lang in doc.languages]
    table = _phrase_table(tuple(langs))
    phrase_at: dict[int, FillerMatch] = {}  # the longest phrase filler the transform applies, by start
    for h in doc.find("filler"):
        s = doc.sentence_at(h.start)
        if s is None or not s.is_prose:
            continue
        key = h.text.lower()
        match = FillerMatch(h.start, h.end, h.text, table.get(key), "phrase")
        matches.append(match)
        if match.replacement is not None and (h.start not in phrase_at or phrase_at[h.start].end < h.end):
            phrase_at[h.start] = match
    anchored = _anchored_by_first(tuple(langs))
    for s in doc.sentences:
        if not s.is_prose:
            continue
        view = doc.prose[s.start : s.end]
        # list markers and heading hashes are not part of the sentence's wording
        lead = len(view) - len(view.lstrip(" \t-*+•・0123456789.)#"))
        # Anchored rows match where the sentence's wording begins, and again after each
        # filler deleted from that start ("Please, I would like you to… Hello!"): one pass
        # finds what deleting them one by one would uncover, so optimizing twice is a no-op.
        pos = lead
        while pos < len(view):
            start = s.start + pos
            taken = phrase_at.get(start)  # what the transform applies here: the longest match
            for row in _rows_for(anchored, view[pos]):
                m = row.at.match(view, pos)
                if m and m.end() > m.start():
                    match = FillerMatch(start, s.start + m.end(), doc.text[start : s.start + m.end()],
                                        row.replacement, row.kind)
                    matches.append(match)
                    if match.replacement is not None and (taken is None or match.end > taken.end):
                        taken = match
            if taken is None or taken.replacement != "":
                break  # nothing deleted here (kept or rewritten): nothing further is uncovered
            pos = taken.end - s.start
            while pos < len(view) and view[pos] in " \t":
                pos += 1
    matches.sort(key=lambda f: (f.start, -(f.end - f.start)))
    if report_only:
        out: list[FillerMatch] = []
        last = -1
        for f in matches:
            if f.start >= last:
                out.append(f)
                last = f.end
        return out
    applied: list[FillerMatch] = []
    last = -1
    for f in matches:
        if f.replacement is None or f.start < last:
            continue
        applied.append(f)
        last = f.end
    return applied
