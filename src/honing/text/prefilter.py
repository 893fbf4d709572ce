"""Fast search for a table of regular expressions.

Python's ``re`` tries a pattern such as ``\\b(?:ignore|disregard)\\b…`` at every position of
the text; a table of fifty of them costs fifty full passes. Most table patterns can only
begin with one of a few literal strings (``ignore``, ``disregard``: ``literals.py`` derives
them from each compiled pattern), so this module finds every one of them in a single
Aho-Corasick pass (``pyahocorasick``), and runs ``pattern.match`` only where a match can
start. Results are exactly those of ``pattern.search`` / ``pattern.finditer``; a pattern
whose starts cannot be enumerated falls back to a plain search.

- ``PatternSet.search`` / ``finditer``: first / every match of each pattern of a table.
- ``PatternSet.search_slices``: one pattern's first match in each of many slices (the
  sentences of a prompt) from one pass over the whole text.
(``screen.Screen``, beside it, answers which of a few RE2 patterns occur in one linear pass.)
"""


from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import accumulate, chain
from re import _parser  # type: ignore[attr-defined]
from typing import Any

import ahocorasick

from honing.text.literals import BOUNDARY, CASE_ALIASES, LINE_START, OTHER_DIGIT, is_word, starts_of

_NEWLINE = re.compile("\n")
_NON_WORD = re.compile(r"\W")
_OTHER_DIGIT_CHAR = re.compile(r"[^\D0-9]")  # a digit of another script
_ASCII_NON_WORD = bytes(c if chr(c).isalnum() or c == ord("_") else ord(" ") for c in range(256))
# finditer scans plainly when a pattern has a candidate start at more than one position
# in this many
_DENSE = 16
# a text this long is first sampled (its first _SAMPLE characters): a pattern with a start at more than one in
# _DENSE_SAMPLE of them is scanned plainly, its starts not listed
_LONG, _SAMPLE, _DENSE_SAMPLE = 65_536, 4_096, 4
_KEPT_AUTOMATA = 8  # start automata kept per table without the patterns dense in some text
# the case aliases that lower-case to one character
_ALIASED = tuple(k for k in CASE_ALIASES if len(k.lower()) == 1)
_ALIAS_TABLE = str.maketrans({k: CASE_ALIASES[k] for k in _ALIASED})


class PatternSet:
    """A fixed table of patterns searched together. ``anchors`` (optional, one tuple per
    pattern) are lower-case strings of which at least one must occur in the text for the
    pattern to be tried at all; an empty tuple means always try."""

    def __init__(self, patterns: Sequence[re.Pattern[str]],
                 anchors: Sequence[tuple[str, ...]] | None = None) -> None:
        self.patterns = tuple(patterns)
        self.anchors = tuple(anchors) if anchors is not None else tuple(() for _ in self.patterns)
        self.gated = frozenset(i for i, a in enumerate(self.anchors) if a)
        self._matchers: list[Any] = [None] * len(self.patterns)  # pattern.match, taken when first needed
        self.starts = tuple(starts_of(p) for p in self.patterns)
        self.unfiltered = tuple(i for i, s in enumerate(self.starts) if s is None)
        # starts enumerated only for ASCII digits: such a pattern is searched plainly in
        # text that holds another script's digit
        self.ascii_only = frozenset(i for i, s in enumerate(self.starts) if s and any(OTHER_DIGIT in p for p in s))
        self.line_start = frozenset(i for i, s in enumerate(self.starts) if s and LINE_START in s)
        free: dict[str, list[tuple[int, int]]] = {}
        bounded: dict[str, list[tuple[int, int]]] = {}
        anchored: dict[str, list[int]] = {}
        for i, words in enumerate(self.anchors):
            for word in words:
                anchored.setdefault(word.lower(), []).append(i)
        for i, starts in enumerate(self.starts):
            for prefix in starts or ():
                if prefix == LINE_START or OTHER_DIGIT in prefix:
                    continue
                key = prefix.lstrip(BOUNDARY)
                if prefix.startswith(BOUNDARY) and is_word(key[0]):
                    # after a word boundary the literal follows a non-word character: it is
                    # looked up in a copy of the text where every such character is a space
                    spaced = " " + _NON_WORD.sub(" ", key)
                    bounded.setdefault(spaced, []).append((i, len(spaced) - 1))
                else:
                    free.setdefault(key, []).append((i, len(key) - 1))
        self._free = _automaton(free)
        self._bounded = _automaton(bounded)
        self._anchored = _automaton(anchored)
        self._tables = (free, bounded)
        self._without: dict[frozenset[int], tuple[Any, Any]] = {}  # the start automata without some patterns' entries
        self._memo: tuple[str, list[int], int, frozenset[int]] | None = None
        self._widths: list[bool | None] | None = None  # per pattern: see _solid

    def _matcher(self, i: int) -> Any:
        self._matchers[i] = self.patterns[i].match
        return self._matchers[i]

    def _candidates(self, text: str, want: frozenset[int] | None = None) -> Found | None:
        """Where a match may begin, as one sorted list of ``pattern * stride + start``
        (ints sort and deduplicate several times faster than pairs: a text of one repeated
        CJK character has a candidate at every position), the stride, and the patterns whose starts were not listed
        (dense in a long text: the caller searches them plainly); None when the
        lower-case copy has another length and offsets would not line up. The last text's
        list is kept, so :meth:`search_from` can go on from it without a second pass."""
        low = _lower(text)
        if len(low) != len(text):
            return None
        memo = self._memo
        if memo is not None and memo[0] is text:
            return memo[1], memo[2], memo[3]
        closed = self.gated
        if closed and self._anchored is not None:
            closed = closed - {i for _, idxs in self._anchored.iter(low) for i in idxs}
        stride = len(text) + 2
        if want is not None and want <= closed:
            return [], stride, frozenset()  # none of the wanted patterns can match: the passes are skipped
        # a pattern whose starts a sample of a long text finds nearly everywhere ("请" * 500,000) is scanned plainly:
        # listing a start per character would cost more than re's own scan (same matches either way)
        dense = self._dense(low, closed) if len(low) > _LONG else frozenset()
        if closed and len(closed) == len(self.patterns):
            flat: list[int] = []  # no pattern left to try: the start passes are skipped
        else:
            free, bounded = self._automata(dense)
            flat = []
            if free is not None:
                flat = [i * stride + end - back for end, entries in free.iter(low) for i, back in entries]
            if bounded is not None:
                spaced = _spaced(low)
                flat += [i * stride + end - back for end, entries in bounded.iter(spaced) for i, back in entries]
            if self.line_start - dense:
                lines = [0] + [m.end() for m in _NEWLINE.finditer(text)]
                flat += [i * stride + s for i in self.line_start - dense for s in lines]
            if closed:
                flat = [x for x in flat if x // stride not in closed]
            flat = sorted(set(flat))
        self._memo = (text, flat, stride, dense)  # one tuple: a reader on another thread sees a whole entry
        return flat, stride, dense

    def _dense(self, low: str, closed: frozenset[int]) -> frozenset[int]:
        """The patterns with a start at more than one in ``_DENSE_SAMPLE`` positions of the text's first
        ``_SAMPLE`` characters."""
        sample = low[:_SAMPLE]
        counts: dict[int, int] = {}
        for automaton, read in ((self._free, sample), (self._bounded, _spaced_text(sample))):
            for _, entries in automaton.iter(read) if automaton is not None else ():
                for i, _ in entries:
                    counts[i] = counts.get(i, 0) + 1
        return frozenset(i for i, n in counts.items() if n * _DENSE_SAMPLE > len(sample) and i not in closed)

    def _automata(self, dense: frozenset[int]) -> tuple[Any, Any]:
        """The automata of literal starts, without the entries of the ``dense`` patterns."""
        if not dense:
            return self._free, self._bounded
        built = self._without.get(dense)
        if built is None:
            built = tuple(_automaton({key: kept for key, entries in table.items()
                                      if (kept := [e for e in entries if e[0] not in dense])})
                          for table in self._tables)
            if len(self._without) >= _KEPT_AUTOMATA:
                self._without.pop(next(iter(self._without)), None)  # (the oldest: a server sees many texts)
            self._without[dense] = built  # type: ignore[assignment]
        return built  # type: ignore[return-value]

    @staticmethod
    def _runs(flat: list[int], stride: int, todo: list[int]) -> Iterator[tuple[int, list[int]]]:
        """Each pattern of ``todo`` that has candidate starts, with them in order. Jumps
        from one pattern's run of ``flat`` to the next, so a table of a hundred patterns
        of which three have candidates costs three steps, not a hundred."""
        wanted = set(todo)
        k, n = 0, len(flat)
        while k < n:
            i = flat[k] // stride
            base = i * stride
            end = bisect_left(flat, base + stride, k)
            if i in wanted:
                yield i, [x - base for x in flat[k:end]]
            k = end

    @staticmethod
    def _starts_of(flat: list[int], stride: int, i: int) -> list[int]:
        """Pattern ``i``'s candidate starts, in order."""
        base = i * stride
        lo, hi = bisect_left(flat, base), bisect_left(flat, base + stride)
        return [x - base for x in flat[lo:hi]] if lo < hi else []

    def search_from(self, text: str, i: int, pos: int) -> re.Match[str] | None:
        """Pattern ``i``'s first match starting at or after ``pos`` (as
        ``pattern.search(text, pos)``), from the candidate starts of the last :meth:`search`
        of ``text`` when they are kept, else by a plain search."""
        memo = self._memo  # (read once: another thread may keep another text's in the meantime)
        if memo is None or memo[0] is not text or i in self._plain(text, None, memo[1:]):
            return self.patterns[i].search(text, pos)
        _, flat, stride, _ = memo
        k = bisect_left(flat, i * stride + pos)
        end = (i + 1) * stride
        matcher = self._matchers[i] or self._matcher(i)
        while k < len(flat) and flat[k] < end:
            m = matcher(text, flat[k] - i * stride)
            if m:
                return m
            k += 1
        return None

    def _plain(self, text: str, want: frozenset[int] | None, found: Found | None) -> list[int]:
        """Patterns searched without the prefilter (no enumerable starts, or no exact
        offsets), after their anchor gate."""
        exact = found is not None
        plain = set(self.unfiltered) if exact else set(range(len(self.patterns)))
        if found is not None:
            plain |= found[2]  # (the patterns whose starts were not listed: nearly everywhere)
        if exact and self.ascii_only and not text.isascii() and _other_digit(text):
            plain |= self.ascii_only
        if want is not None:
            plain &= want
        if not plain:
            return []
        low = _lower(text)
        return sorted(i for i in plain if i not in self.gated or any(a.lower() in low for a in self.anchors[i]))

    def _filtered(self, want: frozenset[int] | None, plain: list[int]) -> list[int]:
        """The patterns found through their candidate starts."""
        skip = set(plain)
        return [i for i in (range(len(self.patterns)) if want is None else sorted(want)) if i not in skip]

    def search(self, text: str, wanted: Iterable[int] | None = None) -> dict[int, re.Match[str]]:
        """The first match of each pattern that matches (same as ``pattern.search``)."""
        want = None if wanted is None else frozenset(wanted)
        found = self._candidates(text, want)
        plain = self._plain(text, want, found)
        out: dict[int, re.Match[str]] = {}
        for i in plain:
            m = self.patterns[i].search(text)
            if m:
                out[i] = m
        if found is None or not found[0]:
            return dict(sorted(out.items()))
        flat, stride, _ = found
        for i, starts in self._runs(flat, stride, self._filtered(want, plain)):
            matcher = self._matchers[i] or self._matcher(i)
            for start in starts:
                m = matcher(text, start)
                if m:
                    out[i] = m
                    break
        return dict(sorted(out.items()))

    def search_slices(self, text: str, slices: Sequence[tuple[int, int]], i: int = 0) -> list[re.Match[str] | None]:
        """For each ``[a, b)`` of ``slices`` (sorted, not overlapping), pattern ``i``'s first
        match in ``text[a:b]`` — exactly ``pattern.search(text[a:b])`` — from one pass over
        ``text``. Each slice's own start is tried too: there the slice begins a string."""
        pattern = self.patterns[i]
        found = self._candidates(text, frozenset((i,)))
        if found is None or i in self._plain(text, None, found):
            return [pattern.search(text[a:b]) for a, b in slices]
        starts = self._starts_of(found[0], found[1], i)
        out: list[re.Match[str] | None] = []
        for a, b in slices:
            lo, hi = bisect_left(starts, a), bisect_left(starts, b)
            if lo < hi and starts[lo] == a:
                lo += 1
            piece = text[a:b]
            first = None
            for start in chain((a,), starts[lo:hi]):
                m = pattern.match(piece, start - a)
                if m:
                    first = m
                    break
            out.append(first)
        return out

    def finditer(self, text: str, wanted: Iterable[int] | None = None) -> dict[int, list[re.Match[str]]]:
        """Every non-empty, non-overlapping match of each pattern (as ``pattern.finditer``)."""
        out: dict[int, list[re.Match[str]]] = {}
        for i, found in self._find(text, wanted):
            matches = self._all_matches(text, i) if found is None else found
            if matches:
                out[i] = matches
        return out

    def spans(self, text: str, wanted: Iterable[int] | None = None) -> dict[int, Columns]:
        """:meth:`finditer` as columns (starts, ends, matched texts). A pattern with
        candidates nearly everywhere (a text of one repeated character) that cannot match
        empty text is read by two C passes, ``findall`` and ``split``, without a match
        object per match."""
        out: dict[int, Columns] = {}
        for i, found in self._find(text, wanted):
            if found is None and self._solid(i):
                columns = _columns(self.patterns[i], text)
                if columns[0]:
                    out[i] = columns
                continue
            matches = self._all_matches(text, i) if found is None else found
            if matches:
                out[i] = (list(map(_START, matches)), list(map(_END, matches)), list(map(_GROUP, matches)))
        return out

    def _solid(self, i: int) -> bool:
        """Whether every match of pattern ``i`` is at least one character long and its
        whole text (no groups: ``findall`` returns the matches themselves)."""
        if self._widths is None:
            self._widths = [None] * len(self.patterns)
        solid = self._widths[i]
        if solid is None:
            p = self.patterns[i]
            solid = self._widths[i] = p.groups == 0 and _parser.parse(p.pattern, p.flags).getwidth()[0] > 0
        return solid

    def _all_matches(self, text: str, i: int) -> list[re.Match[str]]:
        return [m for m in self.patterns[i].finditer(text) if m.end() > m.start()]

    def _find(self, text: str, wanted: Iterable[int] | None) -> Iterator[tuple[int, list[re.Match[str]] | None]]:
        """Each pattern that matches with its matches, in pattern order; None in place of
        the matches where a plain scan of the whole text is cheaper (the caller's to make)."""
        want = None if wanted is None else frozenset(wanted)
        found = self._candidates(text, want)
        plain = self._plain(text, want, found)
        out: dict[int, list[re.Match[str]] | None] = {}
        for i in plain:
            out[i] = None
        if found is None or not found[0]:
            yield from sorted(out.items())
            return
        flat, stride, _ = found
        for i, starts in self._runs(flat, stride, self._filtered(want, plain)):
            if len(starts) * _DENSE > len(text):
                # candidates nearly everywhere (a repeated word or character): re's own
                # scan, in C, is cheaper than trying them one by one; same matches
                out[i] = None
                continue
            matcher = self._matchers[i] or self._matcher(i)
            free = 0
            matches = []
            for start in starts:
                if start < free:
                    continue
                m = matcher(text, start)
                if m is not None:
                    end = m.end()
                    if end > start:
                        free = end
                        matches.append(m)
            if matches:
                out[i] = matches
        yield from sorted(out.items())


Columns = tuple[list[int], list[int], list[str]]
Found = tuple[list[int], int, frozenset[int]]  # candidate starts, their stride, the patterns left to a plain search
_START, _END, _GROUP = re.Match.start, re.Match.end, re.Match.group


def _columns(pattern: re.Pattern[str], text: str) -> Columns:
    """Every match of ``pattern`` (no groups, never empty) as columns, from ``findall`` (the
    matched texts) and ``split`` (the text between them): match k starts after the gaps and
    matches before it."""
    found = pattern.findall(text)
    if not found:
        return [], [], []
    gaps = pattern.split(text)
    lengths = [0] * (2 * len(found))
    lengths[0::2] = map(len, gaps[:-1])
    lengths[1::2] = map(len, found)
    edges = list(accumulate(lengths))
    return edges[0::2], edges[1::2], found


# Several tables scan the same text in a row: its derived views are kept for a while.
@lru_cache(maxsize=8)
def _lower(text: str) -> str:
    low = text.lower()
    if low.isascii() or not any(ch in low for ch in _ALIASED):
        return low
    return low.translate(_ALIAS_TABLE)


@lru_cache(maxsize=8)
def _other_digit(text: str) -> bool:
    return _OTHER_DIGIT_CHAR.search(text) is not None


@lru_cache(maxsize=8)
def _spaced(low: str) -> str:
    return _spaced_text(low)


def _spaced_text(low: str) -> str:
    """``low`` between two spaces, each non-word character turned into a space (same
    offsets + 1; the last space stands for the end of the text)."""
    if low.isascii():
        return " " + low.encode("ascii").translate(_ASCII_NON_WORD).decode("ascii") + " "
    return " " + _NON_WORD.sub(" ", low) + " "


def _automaton(table: dict[str, list[Any]]) -> Any:
    if not table:
        return None
    automaton = ahocorasick.Automaton()
    for key, value in table.items():
        automaton.add_word(key, tuple(value))
    automaton.make_automaton()
    return automaton
