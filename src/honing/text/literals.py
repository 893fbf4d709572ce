"""The literal strings a regular expression can begin with (its *starts*), for the
prefilter in ``prefilter.py``.

``literal_starts`` reads a compiled pattern through ``re._parser`` (the parser behind
``re.compile`` since Python 3.11) and enumerates the strings a match can begin with, or
gives up (``None``) at the first element it cannot enumerate: the derivation is
conservative, so a search through the starts finds exactly what ``re`` finds. The starts of
every table pattern ship with the package (``data/prefilter_starts.json``, rewritten by
``scripts/build_prefilter.py``); ``lazy_compile`` defers compiling a table pattern to its
first use. The property tests in ``tests/test_prefilter.py`` compare every table with ``re``.
"""


from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any, cast

MAX_PREFIXES = 512
# Characters that case-insensitive matching equates with an ASCII letter although
# str.lower() does not map them to it (a test derives this list from ``re``). The
# lower-case view maps them, so a literal start is found wherever ``re`` would match.
CASE_ALIASES = {"\u0130": "i", "\u0131": "i", "\u017f": "s"}
LINE_START = "\x00^"  # marker: the pattern can begin at the start of a line
BOUNDARY = "\x01"  # leading marker: a word boundary precedes the literal
OTHER_DIGIT = "\x02"  # stands for the non-ASCII digits that \d also matches
# one character that is not a word character (what \s or \W demands); only a start
# that is looked up in the spaced view (see below) can carry it, where it is a space
SEP = "\x03"
# the separator (or end of text) that a word boundary after a word character demands; a
# separator the pattern spells out next is that same character, not a second one
# ("look\b\s+up" starts "look up", not "look  up")
EDGE = "\x04"
_ZERO_WIDTH = {sre.AT, sre.ASSERT, sre.ASSERT_NOT}
_LINE_ANCHORS = {sre.AT_BEGINNING, sre.AT_BEGINNING_LINE, sre.AT_BEGINNING_STRING}


def is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _weak(prefix: str) -> bool:
    """A start found almost everywhere: empty, or one letter or space."""
    prefix = prefix.lstrip(BOUNDARY)
    return not prefix or (len(prefix) == 1 and prefix.isascii() and (prefix.isalpha() or prefix in " \t"))


def _chars(members: list[tuple[Any, Any]]) -> set[str] | None:
    """The characters of a small character class (literals, ranges of up to ten, digits)."""
    out: set[str] = set()
    for op, av in members:
        if op is sre.LITERAL:
            out.add(chr(av).lower())
        elif op is sre.RANGE and av[1] - av[0] < 10:
            out.update(chr(c).lower() for c in range(av[0], av[1] + 1))
        elif op is sre.CATEGORY and av is sre.CATEGORY_DIGIT:
            out.update("0123456789" + OTHER_DIGIT)
        else:
            return None
    return out if len(out) <= 12 else None


def _separator(items: list[Any]) -> bool:
    """``items`` is one whitespace or non-word character class (``\\s``, ``\\W``)."""
    if len(items) != 1 or items[0][0] is not sre.IN:
        return False
    members = items[0][1]
    return len(members) == 1 and members[0][0] is sre.CATEGORY and members[0][1] in (
        sre.CATEGORY_SPACE, sre.CATEGORY_NOT_WORD, sre.CATEGORY_UNI_SPACE, sre.CATEGORY_UNI_NOT_WORD)


def _spaced_only(prefixes: set[str]) -> bool:
    """Every prefix begins at a word boundary with a word character (so it is looked up
    in the spaced view, where a separator is a space)."""
    return all(p.startswith(BOUNDARY) and len(p) > 1 and is_word(p[1]) for p in prefixes)


def _join(head: str, tail: str) -> str:
    """``head + tail`` keeping ``BOUNDARY`` only at the very start; a character after a
    word boundary's ``EDGE`` is that edge."""
    if tail:
        head = head.removesuffix(EDGE)
    if head in ("", BOUNDARY):
        return BOUNDARY + tail.lstrip(BOUNDARY) if head or tail.startswith(BOUNDARY) else tail
    return head + tail.lstrip(BOUNDARY)


def _selective(prefixes: set[str]) -> bool:
    """Every start is long enough to be rare: six characters of ASCII, or two of another
    script (a two-character CJK word)."""
    def length(p: str) -> int:
        return len(p.lstrip(BOUNDARY).replace(SEP, ""))
    return all(length(p.replace(EDGE, "")) >= (6 if p.isascii() else 2) for p in prefixes)


def _shorten(prefixes: set[str]) -> set[str]:
    """``prefixes`` cut to the longest common length at which they number at most
    ``MAX_PREFIXES`` (a start of a start is still a start: only less selective)."""
    for n in range(max(map(len, prefixes), default=0), 0, -1):
        cut = {p[: n + 1] if p.startswith(BOUNDARY) else p[:n] for p in prefixes}
        if len(cut) <= MAX_PREFIXES:
            return cut
    return {""}


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
        if op is sre.AT and av is sre.AT_BOUNDARY and _spaced_only(prefixes) and all(is_word(p[-1]) for p in prefixes):
            # a boundary after a word character: a separator or the end of the text
            # (the spaced view ends with a space)
            prefixes = {p + EDGE for p in prefixes}
            continue
        if op in _ZERO_WIDTH:
            continue
        if op is sre.LITERAL:
            prefixes = {_join(p, chr(av).lower()) for p in prefixes}
            continue
        if op is sre.IN and _separator([(op, av)]) and _spaced_only(prefixes):
            prefixes = {p.removesuffix(EDGE) + SEP for p in prefixes}
            continue
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT) and av[0] >= 1 and _separator(list(av[2])) \
                and _spaced_only(prefixes):
            # at least one separator; how many is open, so the start ends after one
            return {p.removesuffix(EDGE) + SEP for p in prefixes}, False
        chars = _chars(av) if op is sre.IN else None
        if chars:
            grown = _extend(prefixes, chars)
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
            # each alternative continues the prefixes so far (a separator inside one
            # needs to know that they begin at a word boundary)
            merged: set[str] = set()
            complete = True
            cut = False
            for alt in av[1]:
                got, done = _seq(alt, prefixes)
                merged |= got
                complete = complete and done
                if len(merged) > MAX_PREFIXES:
                    # too many full starts: keep what came before the branch, or, when the
                    # branch opens the pattern, every alternative's start cut shorter
                    if not all(_weak(p) for p in prefixes):
                        return prefixes, False
                    merged, cut = _shorten(merged), True
            if cut:
                return merged, False
            prefixes = merged
            if not complete:
                return prefixes, False
            continue
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            low, high, body = av
            if low == 0 and _selective(prefixes):
                # enough to find candidates by: following every optional part from here
                # doubles the work for each one, and longer starts would hardly be rarer
                return prefixes, False
            taken, done = _seq(body, prefixes)
            if low == 0:  # optional: the match starts with what follows, or with one repetition
                skipped, _ = _seq(items[k + 1 :], prefixes)
                if done and high == 1:
                    taken, done = _seq(items[k + 1 :], taken)
                merged = skipped | taken
                if len(merged) > MAX_PREFIXES:
                    return (_shorten(merged) if all(_weak(p) for p in prefixes) else prefixes), False
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
    prefixes = {p.replace(EDGE, SEP) for p in prefixes}
    # a separator means "a space" only in the spaced view: elsewhere the start ends before it
    prefixes = {p if _spaced_only({p}) else p.split(SEP)[0] for p in prefixes}
    if not prefixes or any(_weak(p) for p in prefixes):
        return None
    return frozenset(prefixes)


class _LazyPattern:
    """A pattern compiled when first used: a table of a hundred patterns costs a tenth of a
    second to compile, and a short prompt tries few of them (the prefilter needs only the
    source and flags, and the shipped starts). Anything else is the compiled pattern's."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int) -> None:
        # the flags a compiled str pattern reports (re adds UNICODE unless ASCII is asked for)
        self.pattern, self.flags = pattern, flags if flags & re.ASCII else flags | re.UNICODE
        self._compiled: re.Pattern[str] | None = None

    def __getattr__(self, name: str) -> Any:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern, self.flags)
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy_compile({self.pattern!r}, {self.flags})"


def lazy_compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, done on first use (see ``_LazyPattern``)."""
    return cast("re.Pattern[str]", _LazyPattern(pattern, flags))


# ---------------------------------------------------------------- starts shipped with the package
# Deriving the starts of every table pattern is a tenth of a second of a cold start, so
# the package ships them: data/prefilter_starts.json maps a digest of each pattern (flags
# and source) to its starts, as `literal_starts` derives them. A pattern the file does not
# know (a table changed since, a user's pattern) is derived as before; tests/test_prefilter.py
# checks that the file equals the derivation for every table pattern an analysis uses
# (`python scripts/build_prefilter.py` rewrites it).
STARTS_FILE = "prefilter_starts.json"
_seen: dict[str, re.Pattern[str]] = {}


def pattern_key(pattern: re.Pattern[str]) -> str:
    import hashlib

    return hashlib.sha256(f"{pattern.flags}\0{pattern.pattern}".encode("utf-8", "surrogatepass")).hexdigest()[:24]


@lru_cache(maxsize=1)
def _shipped() -> dict[str, list[str] | None]:
    from honing import data

    try:
        return dict(data.load(STARTS_FILE)["starts"])
    except (FileNotFoundError, OSError, KeyError, ValueError):
        return {}


def starts_of(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """``literal_starts(pattern)``, read from the shipped file when it has the pattern."""
    key = pattern_key(pattern)
    _seen.setdefault(key, pattern)
    shipped = _shipped()
    if key in shipped:
        found = shipped[key]
        return None if found is None else frozenset(found)
    return literal_starts(pattern)


def derived_starts() -> dict[str, list[str] | None]:
    """The starts of every pattern a table of this process has used, derived afresh."""
    out: dict[str, list[str] | None] = {}
    for key, pattern in sorted(_seen.items()):
        found = literal_starts(pattern)
        out[key] = None if found is None else sorted(found)
    return out
