"""Stage 4: extract requirements — the constraints the optimizer must never lose
(SPEC E-5 condition 3). A requirement is a sentence (or list item) that carries a
requirement marker, a number with a unit, or a quoted keyword; its ``terms`` are the
tokens that must survive any transform, in order."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from honing.text import Document, lexicon
from honing.text.segment import words

_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


@dataclass(frozen=True)
class Requirement:
    start: int
    end: int
    text: str
    terms: tuple[str, ...]
    verbatim: bool  # a lexical constraint ("use the word X"): transforms leave it untouched

    def to_dict(self) -> dict[str, object]:
        return {"start": self.start, "end": self.end, "text": self.text, "terms": list(self.terms),
                "verbatim": self.verbatim}


@cache
def removable_fillers(ascii_only: bool = False) -> frozenset[str]:
    """Words that the balanced transform may delete (the filler table's `replace` rows).
    ``ascii_only``: just the ASCII ones, all that an ASCII prompt can contain (and the
    CJK rows need the segmenters, whose import is slow)."""
    out: set[str] = set()
    for lang in lexicon.LANGUAGES:
        for row in lexicon.vocab(lang).get("filler", []):
            if ascii_only and not row["phrase"].isascii():
                continue
            if "replace" in row or row.get("greeting") or row.get("sentence"):
                out.update(w.lower() for w in words(row["phrase"]))
    return frozenset(w for w in out if w.isascii()) if ascii_only else frozenset(out)


def extract(doc: Document) -> tuple[Requirement, ...]:
    fillers = removable_fillers(ascii_only=doc.text.isascii())
    out: list[Requirement] = []
    sentences = [s for s in doc.sentences if s.kind != "block"]
    slices = [(s.start, s.end) for s in sentences]
    markers = lexicon.first_in_slices(doc.text, slices, "requirement", doc.languages)
    verbatims = lexicon.first_in_slices(doc.text, slices, "lexical_constraint", doc.languages)
    for s, marker, verbatim_hit in zip(sentences, markers, verbatims, strict=True):
        has_marker = marker is not None
        has_number = _NUMBER.search(s.text) is not None
        has_quote = doc.protected_at(s.start, s.end) is not None
        if not (has_marker or has_number or has_quote):
            continue
        verbatim = verbatim_hit is not None
        terms = s.words if verbatim else tuple(
            w for w, filler in zip(s.words, map(fillers.__contains__, map(str.lower, s.words)), strict=True) if not filler)
        out.append(Requirement(s.start, s.end, s.text, terms, verbatim))
    return tuple(out)


def missing_terms(requirement: Requirement, candidate: str) -> list[str]:
    """Terms of ``requirement`` not found, in order, in ``candidate`` (empty = preserved).
    Case is ignored: removing a leading filler capitalises the next word."""
    pos = 0
    lost: list[str] = []
    folded = candidate.casefold()
    for term in requirement.terms:
        t = term.casefold()
        i = folded.find(t, pos)
        if i < 0:
            lost.append(term)
            continue
        pos = i + len(t)
    return lost
