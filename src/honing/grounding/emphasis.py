"""How much a mention counts where it stands in a turn: little in a clause that clears it
("… is fine"), more in one that describes the defect, or that states the finding an
announcement ("Found it.") introduces, or, when the sentence accepts a proposal, in the clause
that proposes the change; and in the agent's reply, more the later it comes."""

from __future__ import annotations

import bisect
import re
from functools import lru_cache

from honing.grounding import mentions, vocab
from honing.grounding.prose import _CLAUSE, _PIECE, PARAGRAPH, _masked

_TURN_WINDOW = 400  # characters after a turning word ("ところが", "But") in which the defect must be named


def emphasis(text: str, position: int, assistant: bool, approving: bool = False) -> float:
    """How much a mention at ``position`` counts: little inside a clause that clears it ("… is
    fine") or moves the place elsewhere (「`signIn` ではなく `session` 側で」), less inside full-width brackets that
    hold a remark of their own, more inside one that describes the defect, and in the agent's reply more the later
    it comes (its conclusion follows its exploration); when the sentence accepts a proposal,
    more in a clause of the reply that proposes the change ("I'd fix it at …", 修正案). The
    clauses of a text and what each says are read once, however many mentions it holds."""
    factor = 1.0
    starts, spans = _clauses(text)
    k = bisect.bisect_right(starts, position) - 1
    if k >= 0 and spans[k][0] <= position < spans[k][1]:
        a, b = spans[k]
        clause = text[a:b]
        # "Found it. `toDateKey` in utils.ts:6 …": the sentence after an announced finding states
        # it, or the one after that when it turns from a premise (「…なので、…。ところが `x.py:33` で」)
        turned = k + 1 < len(spans) and _turns_from(clause, text[spans[k + 1][0]:spans[k + 1][0] + _TURN_WINDOW])
        if (k > 0 and _announces(text[spans[k - 1][0]:spans[k - 1][1]]) and not turned) or (
                k > 1 and _announces(text[spans[k - 2][0]:spans[k - 2][1]])
                and _turns_from(text[spans[k - 1][0]:a], text[a:a + _TURN_WINDOW])):
            factor *= 2.0
        if _clears(_piece(clause, position - a)) or _cleared_after(clause, position - a) or _elsewhere(text, position):
            return 0.3
        if _modelled(text, position):
            factor *= 0.3
        defect, proposal, marks = _clause_facts(clause)
        if defect:
            factor *= 1.5
        if assistant and _hardens(clause):
            factor *= 0.5  # ("also make `field_as_f64` use `fields.get(idx)`, to be safe": beside the fix, not it)
        if approving and assistant and proposal:
            factor *= 1.5
        # "it shows up in `iter()` but the bug is in `push`": the place named after a
        # cause phrase is the defect's, the one after a symptom phrase only where it shows
        before = [(end, cause) for end, cause in marks if end <= position - a]
        if before:
            factor *= 2.0 if max(before)[1] else 0.5
    if assistant and text:
        factor *= _paragraph_factor(text, position) * (1.0 + 0.3 * position / len(text)) * _aside_in_brackets(text, position)
    return factor


_ASIDE_SPAN = 20  # the fewest characters inside brackets that make them a remark of their own, not a place's note


def _aside_in_brackets(text: str, position: int) -> float:
    """A name inside full-width brackets that hold a remark of their own (「…写死成了 `Asia/Shanghai`（支付时间用的是
    `excelTime`，按浏览器本地时区）」) counts less than what the sentence is about; brackets that place it,
    「（第 33 行）」, 「（`InvoiceNumberService::next`，第 12 行）」, count in full. (Half-width brackets in English prose hold the place itself too often to tell.)"""
    if not 0 <= position < len(text):
        return 1.0
    line_start = text.rfind("\n", 0, position) + 1
    line_end = text.find("\n", position)
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    at, depth = position - line_start, 0
    for k in range(at - 1, -1, -1):
        if line[k] == "）":
            depth += 1
        elif line[k] == "（":
            if depth == 0:
                close = line.find("）", at)
                inside = line[k + 1:close] if close >= 0 else ""
                placed = any(m.kind in ("line", "location", "path") for m in mentions.find(inside))  # (「（`next`，第 12 行）」)
                return 0.6 if len(inside) >= _ASIDE_SPAN and any(c in inside for c in "，、；") and not placed else 1.0
            depth -= 1
    return 1.0


def _paragraph_factor(text: str, position: int) -> float:
    """What the list under a lead that clears ("Everything else looks fine:", 「ほかの部分は問題なさそう
    です:」) names counts as cleared: the lead's last clause clears, blames nothing, and ends in a colon."""
    for start, end, lead in _paragraphs(text):
        if start <= position < end:
            last = ([c.group(0) for c in _CLAUSE.finditer(lead.strip(" *_#>"))] or [""])[-1].rstrip(" *_")
            cleared = last.endswith((":", "：")) and _clears(last) and not vocab.first(_masked(last), "defect")
            return 0.3 if cleared and position >= text.find(lead, start) + len(lead) else 1.0
    return 1.0


@lru_cache(maxsize=64)
def _paragraphs(text: str) -> tuple[tuple[int, int, str], ...]:
    """Each paragraph of ``text`` (blank lines apart): where it starts and ends, and its first line."""
    out, at = [], 0
    for part in PARAGRAPH.split(text):
        start = text.find(part, at)
        out.append((start, start + len(part), part.lstrip().split("\n", 1)[0]))
        at = start + len(part)
    return tuple(out)


@lru_cache(maxsize=64)
def _clauses(text: str) -> tuple[list[int], list[tuple[int, int]]]:
    spans = [m.span() for m in _CLAUSE.finditer(text)]
    return [a for a, _ in spans], spans


@lru_cache(maxsize=4096)
def _turns_from(premise: str, following: str) -> bool:
    """``following`` opens by turning (ところが, but, 但是) from a ``premise`` that names no
    defect, and names one soon after (within ``_TURN_WINDOW`` characters)."""
    return bool(vocab.first(following, "contrast") and vocab.first(_masked(following), "defect")
                and not vocab.first(_masked(premise), "defect"))


@lru_cache(maxsize=4096)
def _announces(clause: str) -> bool:
    return bool(clause) and len(clause.strip()) <= 40 and vocab.first(clause, "found_it") is not None


@lru_cache(maxsize=4096)
def _hardens(clause: str) -> bool:
    return vocab.first(clause, "hardening") is not None


def shown_only(text: str, position: int) -> bool:
    """The mention at ``position`` follows a symptom phrase in its clause ("the panic itself is in
    `src/parse.rs:21`, but", 「panic している場所は `src/parse.rs:21` ですが」): where the failure shows, not its cause."""
    starts, spans = _clauses(text)
    k = bisect.bisect_right(starts, position) - 1
    if k < 0 or not spans[k][0] <= position < spans[k][1]:
        return False
    before = [(end, cause) for end, cause in _clause_facts(text[spans[k][0]:spans[k][1]])[2] if end <= position - spans[k][0]]
    return bool(before) and not max(before)[1]


@lru_cache(maxsize=4096)
def _clears(piece: str) -> bool:
    return vocab.first(piece, "exonerate") is not None


@lru_cache(maxsize=4096)
def _clause_facts(clause: str) -> tuple[bool, bool, tuple[tuple[int, bool], ...]]:
    """Whether a clause names a defect, proposes a change, and where its cause and symptom
    phrases end (cause: True)."""
    marks = [(m.end(), vocab.first(m.group(0), "cause_at") is not None)
             for m in vocab.find_all(clause, "cause_at") + vocab.find_all(clause, "symptom_at")]
    return (vocab.first(clause, "defect") is not None, vocab.first(clause, "proposal") is not None,
            tuple(sorted(marks)))


def _modelled(text: str, position: int) -> bool:
    """The name at ``position`` is one its paragraph says the right code elsewhere uses (「…没有用 `annualPrice`，
    而 `PlanCard` 用的是 `annualPrice`」): the fix's material, not the defect's place."""
    named = _NAMED.match(text, position)
    if named is None or not named.group(0).startswith("`"):
        return False
    for start, end, _ in _paragraphs(text):
        if start <= position < end:
            return any(vocab.first(text[max(start, at - 60):at], "model_before")
                       for at in (start + m.start() for m in re.finditer(re.escape(named.group(0)), text[start:end])))
    return False


_NAMED = re.compile(r"`[^`\n]{1,80}`|[\w.:$#/-]+")


def _elsewhere(text: str, position: int) -> bool:
    """The mention at ``position`` is followed by words that place the defect elsewhere (「`signIn` ではなく
    `session` コールバック側で」)."""
    named = _NAMED.match(text, position)
    return named is not None and any(m.start() == 0 for m in vocab.find_all(text[named.end():named.end() + 100], "instead_after"))


@lru_cache(maxsize=4096)
def _cleared_after(clause: str, offset: int) -> bool:
    """A later part of the clause clears what came before it without naming anything of its
    own ("(`usePagination.ts` line 9), this part is fine", 「…第 27 行…，但和这个问题无关」)."""
    for m in _PIECE.finditer(clause):
        if m.start() > offset and _clears(m.group(0)) and "`" not in m.group(0) and not mentions.find(m.group(0)):
            return True
    return False


def _piece(clause: str, offset: int) -> str:
    """The part of a clause between commas that holds ``offset``: what clears one thing
    does not clear what the same sentence blames after a comma ("the test itself is fine,
    the bug is in `refill`", 测试本身没问题，问题在 `refill`), nor what it states after saying
    what it is unrelated to (「另一个坑，和缓存无关：`layerOf` 里…」: the cache is what is cleared)."""
    for m in _PIECE.finditer(clause):
        if m.start() <= offset < m.end():
            unrelated = vocab.find_all(m.group(0)[:offset - m.start()], "unrelated_to")
            return m.group(0)[max(u.end() for u in unrelated):] if unrelated else m.group(0)
    return clause
