"""Fast search for a table of regular expressions.

Python's ``re`` tries a pattern such as ``\\b(?:ignore|disregard)\\b…`` at every position of
the text; a table of fifty of them costs fifty full passes. Most table patterns can only
begin with one of a few literal strings (``ignore``, ``disregard``), so this module
derives those strings from each compiled pattern, finds every one of them in a single
Aho-Corasick pass (``pyahocorasick``), and runs ``pattern.match`` only where a match can
start. Results are exactly those of ``pattern.search`` / ``pattern.finditer``: the
derivation is conservative (it stops at the first element it cannot enumerate) and a
pattern whose starts cannot be enumerated falls back to a plain search.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

import ahocorasick
import re2  # type: ignore[import-untyped]

_NEWLINE = re.compile("\n")
_NON_WORD = re.compile(r"\W")
MAX_PREFIXES = 512
LINE_START = "\x00^"  # marker: the pattern can begin at the start of a line
BOUNDARY = "\x01"  # leading marker: a word boundary precedes the literal
_ZERO_WIDTH = {sre.AT, sre.ASSERT, sre.ASSERT_NOT}
_LINE_ANCHORS = {sre.AT_BEGINNING, sre.AT_BEGINNING_LINE, sre.AT_BEGINNING_STRING}


def _is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _weak(prefix: str) -> bool:
    """A start found almost everywhere: empty, or one letter, digit or space."""
    prefix = prefix.lstrip(BOUNDARY)
    return not prefix or (len(prefix) == 1 and prefix.isascii() and (prefix.isalpha() or prefix in " \t"))


def _join(head: str, tail: str) -> str:
    """``head + tail`` keeping ``BOUNDARY`` only at the very start."""
    if head in ("", BOUNDARY):
        return BOUNDARY + tail.lstrip(BOUNDARY) if head or tail.startswith(BOUNDARY) else tail
    return head + tail.lstrip(BOUNDARY)


def _extend(prefixes: set[str], tails: set[str]) -> set[str] | None:
    out = {_join(p, t) for p in prefixes for t in tails}
    return out if len(out) <= MAX_PREFIXES else None


def _seq(items: Iterable[Any], prefixes: set[str]) -> tuple[set[str], bool]:
    """The literal strings a match of ``items`` starts with (lower case), and whether they
    cover the whole sequence (True) or stop early (False)."""
    items = list(items)
    for k, (op, av) in enumerate(items):
        if op is sre.AT and av in _LINE_ANCHORS and prefixes == {""}:
            return {LINE_START}, False
        if op is sre.AT and av is sre.AT_BOUNDARY and prefixes == {""}:
            prefixes = {BOUNDARY}
            continue
        if op in _ZERO_WIDTH:
            continue
        if op is sre.LITERAL:
            prefixes = {_join(p, chr(av).lower()) for p in prefixes}
            continue
        if op is sre.IN and av and all(o is sre.LITERAL for o, _ in av) and len(av) <= 8:
            grown = _extend(prefixes, {chr(v).lower() for _, v in av})
            if grown is None:
                return prefixes, False
            prefixes = grown
            continue
        if op is sre.SUBPATTERN:
            prefixes, complete = _seq(av[-1], prefixes)
            if not complete:
                return prefixes, False
            continue
        if op is sre.BRANCH:
            tails: set[str] = set()
            complete = True
            for alt in av[1]:
                got, done = _seq(alt, {""})
                tails |= got
                complete = complete and done
            grown = _extend(prefixes, tails)
            if grown is None:
                return prefixes, False
            prefixes = grown
            if not complete:
                return prefixes, False
            continue
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            low, high, body = av
            taken, done = _seq(body, prefixes)
            if low == 0:  # optional: the match starts with what follows, or with one repetition
                skipped, _ = _seq(items[k + 1 :], prefixes)
                if done and high == 1:
                    taken, done = _seq(items[k + 1 :], taken)
                merged = skipped | taken
                if len(merged) > MAX_PREFIXES:
                    return prefixes, False
                return merged, False
            return taken, done and low == high == 1
        return prefixes, False
    return prefixes, True


def literal_starts(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Lower-case strings one of which begins every match of ``pattern``, ``LINE_START`` for
    a match that may begin at a line start; None when they cannot be enumerated or one of
    them would be found almost everywhere."""
    try:
        tree = _parser.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001 - an unparsable pattern simply gets no prefilter
        return None
    prefixes, _ = _seq(list(tree), {""})
    if not prefixes or any(_weak(p) for p in prefixes):
        return None
    return frozenset(prefixes)


class PatternSet:
    """A fixed table of patterns searched together. ``anchors`` (optional, one tuple per
    pattern) are lower-case strings of which at least one must occur in the text for the
    pattern to be tried at all; an empty tuple means always try."""

    def __init__(self, patterns: Sequence[re.Pattern[str]],
                 anchors: Sequence[tuple[str, ...]] | None = None) -> None:
        self.patterns = tuple(patterns)
        self.anchors = tuple(anchors) if anchors is not None else tuple(() for _ in self.patterns)
        self.gated = frozenset(i for i, a in enumerate(self.anchors) if a)
        self.starts = tuple(literal_starts(p) for p in self.patterns)
        self.unfiltered = tuple(i for i, s in enumerate(self.starts) if s is None)
        self.line_start = frozenset(i for i, s in enumerate(self.starts) if s and LINE_START in s)
        free: dict[str, tuple[list[int], list[int]]] = {}
        bounded: dict[str, list[int]] = {}
        for i, words in enumerate(self.anchors):
            for word in words:
                free.setdefault(word.lower(), ([], []))[1].append(i)
        for i, starts in enumerate(self.starts):
            for prefix in starts or ():
                if prefix == LINE_START:
                    continue
                key = prefix.lstrip(BOUNDARY)
                if prefix.startswith(BOUNDARY) and _is_word(key[0]):
                    # after a word boundary the literal follows a non-word character: it is
                    # looked up in a copy of the text where every such character is a space
                    bounded.setdefault(" " + _NON_WORD.sub(" ", key), []).append(i)
                else:
                    free.setdefault(key, ([], []))[0].append(i)
        self._free: Any = None
        self._bounded: Any = None
        if free:
            self._free = ahocorasick.Automaton()
            for key, (idxs, anchored) in free.items():
                self._free.add_word(key, (len(key) - 1, tuple(idxs), tuple(anchored)))
            self._free.make_automaton()
        if bounded:
            self._bounded = ahocorasick.Automaton()
            for key, idxs in bounded.items():
                self._bounded.add_word(key, (len(key) - 1, tuple(idxs)))
            self._bounded.make_automaton()

    def _candidates(self, text: str, wanted: frozenset[int] | None) -> dict[int, list[int]] | None:
        low = text.lower()
        if len(low) != len(text):
            return None  # offsets would not line up: search every pattern plainly
        found: dict[int, list[int]] = {}
        present: set[int] = set()
        if self._free is not None:
            for end, (back, idxs, anchored) in self._free.iter(low):
                if anchored:
                    present.update(anchored)
                for i in idxs:
                    found.setdefault(i, []).append(end - back)
        if self._bounded is not None:
            spaced = " " + _NON_WORD.sub(" ", low)
            for end, (back, idxs) in self._bounded.iter(spaced):
                for i in idxs:
                    found.setdefault(i, []).append(end - back)
        for i in self.gated - present:
            found.pop(i, None)
        if wanted is not None:
            found = {i: v for i, v in found.items() if i in wanted}
        if self.line_start:
            lines = [0] + [m.end() for m in _NEWLINE.finditer(text)]
            for i in self.line_start:
                if wanted is None or i in wanted:
                    found.setdefault(i, []).extend(lines)
        return found

    def search(self, text: str, wanted: Iterable[int] | None = None) -> dict[int, re.Match[str]]:
        """The first match of each pattern that matches (same as ``pattern.search``)."""
        want = None if wanted is None else frozenset(wanted)
        cands = self._candidates(text, want)
        out: dict[int, re.Match[str]] = {}
        for i, pattern in enumerate(self.patterns):
            if want is not None and i not in want:
                continue
            if cands is None or i in self.unfiltered:
                m = pattern.search(text) if self._open(i, text) else None
            else:
                m = self._first(pattern, text, cands.get(i))
            if m:
                out[i] = m
        return out

    def finditer(self, text: str, wanted: Iterable[int] | None = None) -> dict[int, list[re.Match[str]]]:
        """Every non-empty, non-overlapping match of each pattern (as ``pattern.finditer``)."""
        want = None if wanted is None else frozenset(wanted)
        cands = self._candidates(text, want)
        out: dict[int, list[re.Match[str]]] = {}
        for i, pattern in enumerate(self.patterns):
            if want is not None and i not in want:
                continue
            if cands is None or i in self.unfiltered:
                found = [m for m in pattern.finditer(text) if m.end() > m.start()] if self._open(i, text) else []
            else:
                found = list(self._all(pattern, text, cands.get(i)))
            if found:
                out[i] = found
        return out

    def _open(self, i: int, text: str) -> bool:
        """Whether pattern ``i`` passes its anchor gate (used on the slow paths)."""
        if i not in self.gated:
            return True
        low = text.lower()
        return any(a.lower() in low for a in self.anchors[i])

    @staticmethod
    def _first(pattern: re.Pattern[str], text: str, starts: list[int] | None) -> re.Match[str] | None:
        if not starts:
            return None
        for s in sorted(set(starts)):
            m = pattern.match(text, s)
            if m:
                return m
        return None

    @staticmethod
    def _all(pattern: re.Pattern[str], text: str, starts: list[int] | None) -> Iterator[re.Match[str]]:
        if not starts:
            return
        free = 0
        for s in sorted(set(starts)):
            if s < free:
                continue
            m = pattern.match(text, s)
            if m and m.end() > m.start():
                free = m.end()
                yield m


class Screen:
    """Which of a few patterns occur in a text, answered in one linear-time pass (RE2's
    ``Set``, a DFA over all patterns at once). Used to skip a slower exact step when its
    trigger is absent; each screen pattern must match wherever the exact one does."""

    def __init__(self, patterns: Sequence[str]) -> None:
        options = re2.Options()
        options.log_errors = False
        self._set = re2.Set.SearchSet(options)
        for pattern in patterns:
            self._set.Add(pattern)
        self._set.Compile()

    def hits(self, text: str) -> frozenset[int]:
        # lone surrogates cannot be UTF-8: passed through so the screen still sees the rest
        return frozenset(self._set.Match(text.encode("utf-8", "surrogatepass")) or ())
