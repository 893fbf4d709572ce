"""Lines a restructuring changed on the way: of the lines an edit asked to keep the behaviour wrote ("pull the paging
into a usePagination hook, no behaviour change"), those that copy a line it took out with a token of meaning changed
(`Math.ceil(result.total / pageSize)` written back as `Math.round(total / pageSize)`), not a name it renamed."""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from functools import cache

from honing.grounding import vocab
from honing.grounding.edits import removed_lines
from honing.grounding.prose import _CLAUSE
from honing.sessions.model import Turn

_TOKEN = re.compile(r"[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|===?|!==?|<=|>=|&&|\|\||\?\?|[<>!+\-*/%]")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_ALIKE = 0.6  # a written line pairs with a line taken out when this share of their tokens agree
_COMPARED = 60  # lines of each side compared, at most: a refactor's changed lines, not a file rewritten whole


@cache
def _meaning() -> frozenset[str]:
    return frozenset(vocab.table()["rewritten"]["meaning"])


def _tokens(line: str) -> list[str]:
    return _TOKEN.findall(line)


def _changes_meaning(old: list[str], new: list[str]) -> bool:
    """A changed run of tokens changes what the line does: an operator or a word of meaning on either side, or a number
    written as another number (not a literal that became a named constant: `usePagination(total, 25)` →
    `usePagination({ total, pageSize: PAGE_SIZE })`)."""
    if any(t in _meaning() or not (t[0].isalnum() or t[0] in "_$") for t in old + new):
        return True
    return any(_NUMBER.fullmatch(t) for t in old) and any(_NUMBER.fullmatch(t) for t in new)


def changed_on_the_way(written: Sequence[str], removed: Sequence[str]) -> list[str]:
    """The written lines whose nearest line taken out (by tokens, at least ``_ALIKE`` alike and not the same) differs
    from them in a token of meaning: an operator, a number, a rounding or bounding call, a boolean or null."""
    olds = [(line, _tokens(line)) for line in list(dict.fromkeys(r.strip() for r in removed))[:_COMPARED] if line]
    written = list(written)[:_COMPARED]
    out = []
    for line in written:
        new = _tokens(line)
        if not new or not olds:
            continue
        ratio, old = max(((_alike(toks, new), toks) for _, toks in olds), key=lambda pair: pair[0])
        if not _ALIKE <= ratio < 1:
            continue
        if _differs(old, new):
            out.append(line)
    # (and, the other way, a line taken out whose meaning no written line keeps: `sort.Slice(… .After(…))` moved into
    # a helper written as a copy of its neighbour, `sort.SliceStable(… .Before(…))`; the written line nearest to it)
    news = [(line, _tokens(line)) for line in written if _tokens(line)]
    for _, old in olds:
        pairs = [(_alike(old, toks), line, toks) for line, toks in news]
        if pairs and not any(ratio >= _ALIKE and not _differs(old, toks) for ratio, _, toks in pairs):
            ratio, line, toks = max(pairs, key=lambda p: p[0])
            if ratio >= _ALIKE and line not in out:
                out.append(line)
    return out


def _alike(a: list[str], b: list[str]) -> float:
    """The share of tokens two lines agree in; 0 when a quick bound already says they are less alike than ``_ALIKE``."""
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    return matcher.ratio() if matcher.real_quick_ratio() >= _ALIKE and matcher.quick_ratio() >= _ALIKE else 0.0


def _differs(old: list[str], new: list[str]) -> bool:
    ops = SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    return any(_changes_meaning(old[i1:i2], new[j1:j2]) for tag, i1, i2, j1, j2 in ops if tag != "equal")


def kept_behaviour(turn: Turn, written: list[str]) -> list[str]:
    """``written``, narrowed to the lines changed on the way when the turn's request asked to keep what the code does,
    or opened by asking to restructure (not a change of rules that adds 「顺手简化一下」 at its end); else as it is."""
    opening = next((c.group(0) for c in _CLAUSE.finditer(turn.user.strip())), "")
    if not (vocab.first(turn.user, "keep_results") or vocab.first(opening, "restructure")):
        return written
    return changed_on_the_way(written, [line for call in turn.tools for line in removed_lines(call)]) or written
