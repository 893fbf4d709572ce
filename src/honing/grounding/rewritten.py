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
_RANGE = re.compile(r"([\w.]+)\s*(>=?)\s*(\d+)\s*&&\s*\1\s*(<=?)\s*(\d+)")
_COMPARISON = re.compile(r"([A-Za-z_$][\w$.]*)\s*(<=|>=|<|>)\s*([A-Za-z_$][\w$.]*|\d+(?:\.\d+)?)(?![\w$.(])")
_MIRROR = {">": "<", ">=": "<="}
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
    # (and a comparison written back with the same two sides and another operator, whatever the line around it:
    # `afterDiscount >= FREE_SHIPPING_MIN || …` rewritten as `const freeShipping = … || afterDiscount > FREE_SHIPPING_MIN;`)
    was = {c for line, _ in olds for c in _comparisons(line)}
    sides = {(a, b) for a, _, b in was}
    out += [line for line in written if line not in out and any(
        c not in was and (c[0], c[2]) in sides for c in _comparisons(line))]
    return out


def _comparisons(line: str) -> set[tuple[str, str, str]]:
    """The comparisons of a line, each written with its smaller side on the left (`b > a` as `a < b`)."""
    out = set()
    for a, op, b in _COMPARISON.findall(line):
        out.add((a, op, b) if op not in _MIRROR else (b, _MIRROR[op], a))
    return out


def _alike(a: list[str], b: list[str]) -> float:
    """The share of tokens two lines agree in; 0 when a quick bound already says they are less alike than ``_ALIKE``."""
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    return matcher.ratio() if matcher.real_quick_ratio() >= _ALIKE and matcher.quick_ratio() >= _ALIKE else 0.0


def _differs(old: list[str], new: list[str]) -> bool:
    ops = SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    return any(_changes_meaning(old[i1:i2], new[j1:j2]) for tag, i1, i2, j1, j2 in ops if tag != "equal")


def kept_behaviour(turn: Turn, written: list[str], blamed: str = "") -> list[str]:
    """``written``, narrowed to the lines changed on the way when the turn's request asked to keep what the code does,
    or opened by asking to restructure (not a change of rules that adds 「顺手简化一下」 at its end), or asked for one
    where the ``blamed`` sentence names it ("that worked before your cleanup"); else as it is."""
    opening = next((c.group(0) for c in _CLAUSE.finditer(turn.user.strip())), "")
    if not (vocab.first(turn.user, "keep_results") or vocab.first(opening, "restructure")
            or vocab.first(blamed, "restructure") and vocab.first(turn.user, "restructure")):
        return written
    return changed_on_the_way(written, [line for call in turn.tools for line in removed_lines(call)]) or _covering(
        written, blamed) or written


def _covering(written: list[str], blamed: str) -> list[str]:
    """The one written line whose range comparison takes in a number the sentence gives: "stripe-mock answers 429 and we
    give up right away now" after a rewrite whose `case status >= 400 && status < 500:` returns false."""
    said = {int(n) for n in re.findall(r"(?<![\w.])\d{1,6}(?![\w.])", blamed)}
    out = [line for line in written for m in _RANGE.finditer(line) if any(
        (n >= int(m[3]) if m[2] == ">=" else n > int(m[3])) and (n <= int(m[5]) if m[4] == "<=" else n < int(m[5])) for n in said)]
    return out if len(set(out)) == 1 else []
