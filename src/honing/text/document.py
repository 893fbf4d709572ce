"""The text model: one parse of the prompt that every stage reads (stage 1, ``parse``)."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from honing.errors import EmptyPromptError
from honing.text import lexicon
from honing.text.lang import profile
from honing.text.segment import HEADING, LIST_MARKER, sentence_bounds, words
from honing.text.spans import ProtectedSpan, blank_protected, find_protected_spans

_NON_PROSE_KINDS = frozenset({"code_block", "triple_quote", "xml_block", "material"})
_SECTION_TAG = re.compile(r"^\s*<[A-Za-z][\w.-]{0,40}>\s*$", re.M)


@dataclass(frozen=True, slots=True)
class Sentence:
    index: int
    start: int
    end: int
    text: str
    words: tuple[str, ...]
    prose_words: tuple[str, ...]
    is_prose: bool
    kind: str  # sentence | list_item | heading | block

    def to_dict(self) -> dict[str, object]:
        return {"index": self.index, "start": self.start, "end": self.end, "kind": self.kind,
                "words": len(self.words), "prose": self.is_prose}


@dataclass(frozen=True)
class Document:
    """A parsed prompt. ``prose`` is the text with protected spans blanked to spaces, so an
    offset into ``prose`` is an offset into ``text``."""

    text: str
    protected: tuple[ProtectedSpan, ...]
    prose: str
    sentences: tuple[Sentence, ...]
    language: str
    languages: frozenset[str]
    word_count: int
    content_word_count: int
    line_break_count: int
    list_item_count: int
    heading_count: int
    _starts: list[int] = field(repr=False, compare=False, default_factory=list)
    _sentence_starts: list[int] = field(repr=False, compare=False, default_factory=list)
    _indexes: dict[str, lexicon.Index] = field(repr=False, compare=False, default_factory=dict)
    _hit_spans: dict[str, frozenset[tuple[int, int]]] = field(repr=False, compare=False, default_factory=dict)

    @property
    def has_sections(self) -> bool:
        return self.heading_count > 0 or any(p.kind == "xml_block" for p in self.protected)

    def protected_at(self, start: int, end: int | None = None) -> ProtectedSpan | None:
        """The protected span overlapping offset ``start`` (or ``[start, end)``)."""
        end = start + 1 if end is None else end
        i = bisect.bisect_right(self._starts, start) - 1
        if i >= 0 and self.protected[i].end > start:
            return self.protected[i]
        if i + 1 < len(self.protected) and self.protected[i + 1].start < end:
            return self.protected[i + 1]
        return None

    def sentence_at(self, pos: int) -> Sentence | None:
        i = bisect.bisect_right(self._sentence_starts, pos) - 1
        if i >= 0 and self.sentences[i].start <= pos < max(self.sentences[i].end, pos + 1):
            return self.sentences[i]
        return None

    def find(self, category: str) -> list[lexicon.Hit]:
        """Vocabulary hits outside protected spans (lexical rules, SPEC E-2.1)."""
        idx = self._indexes.get("prose") or self._index("prose")
        return idx.find(category)

    def iter_hits(self, category: str) -> Iterator[lexicon.Hit]:
        """:meth:`find`'s hits, in its order, made as they are read."""
        return (self._indexes.get("prose") or self._index("prose")).iter(category)

    def is_hit(self, category: str, start: int, end: int) -> bool:
        """Whether ``[start, end)`` is exactly a hit of ``category`` in the prose (the set of
        spans is built once per category: rules ask it once per word they report)."""
        spans = self._hit_spans.get(category)
        if spans is None:
            spans = self._hit_spans[category] = frozenset((h.start, h.end) for h in self.find(category))
        return (start, end) in spans

    def find_anywhere(self, category: str) -> list[lexicon.Hit]:
        """Vocabulary hits over the whole text, protected spans included (few rules ask:
        unless nothing is protected, only the asked category is indexed)."""
        if self.prose is self.text or "text" in self._indexes:
            return (self._indexes.get("text") or self._index("text")).find(category)
        key = "text:" + category
        idx = self._indexes.get(key)
        if idx is None:
            idx = self._indexes[key] = lexicon.Index(self.text, self.languages, only=category)
        return idx.find(category)

    def _index(self, which: str) -> lexicon.Index:
        if self.prose is self.text:
            # nothing is protected: one index serves both views
            idx = self._indexes.get("text") or lexicon.Index(self.text, self.languages)
            self._indexes["text"] = self._indexes["prose"] = idx
            return idx
        idx = lexicon.Index(self.prose if which == "prose" else self.text, self.languages)
        self._indexes[which] = idx
        return idx

    def threshold(self, name: str) -> int:
        return lexicon.threshold(self.language if self.language != "mixed" else "en", name)


def _sentence_kind(text: str) -> str:
    if LIST_MARKER.match(text):
        return "list_item"
    if HEADING.match(text) and "\n" not in text:
        return "heading"
    return "sentence"


def parse(text: str) -> Document:
    """Stage 1. Build the text model; the only failure is an empty prompt (SPEC E-1.2)."""
    if not text or not text.strip():
        raise EmptyPromptError()
    protected = find_protected_spans(text)
    prose = blank_protected(text, protected)
    prof = profile(text)
    language = prof.language
    languages = prof.languages
    japanese_default = language == "ja"
    starts = [p.start for p in protected]
    content_stop = {lang: lexicon.stopwords(lang) for lang in lexicon.LANGUAGES}
    all_stop = content_stop["en"] | content_stop["ja"] | content_stop["zh"]

    sentences: list[Sentence] = []
    total_words = 0
    content_words = 0
    list_items = 0
    headings = 0
    for i, (a, b) in enumerate(sentence_bounds(text, protected)):
        raw = text[a:b]
        w = tuple(words(raw, japanese_default))
        view = prose[a:b]
        pw = w if view == raw else tuple(words(view, japanese_default))
        blanked = sum(map(str.__ne__, raw, view)) if view != raw else 0
        block = any(
            p.kind in _NON_PROSE_KINDS and p.start <= a and b <= p.end
            for p in protected[max(0, bisect.bisect_right(starts, a) - 1) : bisect.bisect_right(starts, b)]
        )
        # prose when under half of it is protected, each run of whitespace counted as one
        # character: collapsing spaces must not turn a sentence into prose or out of it
        is_prose = not block and blanked * 2 < len(" ".join(raw.split())) and bool(pw)
        kind = "block" if block else _sentence_kind(raw)
        if kind == "list_item":
            list_items += 1
        elif kind == "heading":
            headings += 1
        total_words += len(w)
        content_words += len(pw) - sum(map(all_stop.__contains__, map(str.lower, pw)))
        sentences.append(Sentence(i, a, b, raw, w, pw, is_prose, kind))
    headings += len(_SECTION_TAG.findall(text))
    return Document(
        text=text,
        protected=protected,
        prose=prose,
        sentences=tuple(sentences),
        language=language,
        languages=languages,
        word_count=total_words,
        content_word_count=content_words,
        line_break_count=text.strip().count("\n"),
        list_item_count=list_items,
        heading_count=headings,
        _starts=starts,
        _sentence_starts=[s.start for s in sentences],
    )
