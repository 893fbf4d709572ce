"""What a user keeps out of a request: the words a deferring clause names its object with,
the pieces of a clause that keep something out beside those that ask, and the functions and
files they spell out ("the spots_left one i'll do myself", 「header不动」)."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from honing.grounding import mentions, vocab
from honing.grounding.edits import added_lines, removed_lines
from honing.grounding.items import _numbers_taken, _speaks_of, numbered_items
from honing.grounding.parts import _pieces, request_parts
from honing.grounding.prose import (
    _CLAUSE,
    _PIECE,
    _defect_text,
    _readable,
    _said_in,
    _stem,
    keywords,
)
from honing.sessions.model import Turn

# a space that ends a CJK run parts a casual sentence's pieces (「设计那边ok了 header不动 弹窗…」); one
# after a Latin name keeps the name with what follows (「imgcore 那边别动了 tests 那个加上吧」)


def _parts(value: str) -> set[str]:
    """The words a path or an identifier is made of (`tests/CMakeLists.txt`: tests, cmakelists,
    txt; `imgcore_tests`: imgcore, tests)."""
    return {w for w in re.split(r"[^0-9a-z]+", value.lower()) if w}


def _named_in_deferral(clause: str, category: str = "deferral") -> set[str]:
    """The words a deferring clause names its object with, without the words of the
    deferral itself ("leave it" names nothing; "leave the CSV export" names the export)."""
    found = vocab.find_all(clause, category)
    if not found:
        return _latin_first(keywords(clause), clause)
    # (a pattern that spans its object, "i'll delete the sanity test myself", names it inside)
    rest = keywords(re.sub("|".join(re.escape(m.group(0)) for m in found), " ", clause))
    if rest or not any(len(m.group(0).split()) >= 4 for m in found):
        return _latin_first(rest, clause)
    return _latin_first(keywords(clause) - _DEFERRAL_GENERIC, clause)


def _latin_first(words: set[str], clause: str) -> set[str]:
    """A CJK clause whose topic is a Latin name (「parser 那个我自己来改吧 正好熟悉下这块代码」,
    「parser は自分でやる」) names its object by its Latin names alone: the rest is talk. Not a Latin word
    that qualifies the object (「Excel の文字化けは自分で直す」 names the 文字化け)."""
    topics = {m.group(1).lower() for m in _LATIN_TOPIC.finditer(clause)} & words
    if topics and any(not w.isascii() for w in words):
        return {w for w in words if w.isascii() and len(w) >= 3}  # (and the Latin names beside it: cp932)
    return words


_LATIN_TOPIC = re.compile(r"(?<![A-Za-z0-9_])([A-Za-z][\w.-]{2,})\s*(?:那个|这个|那块|这块|那边|这边|的那个|は|って|のやつ|の方|のほう)")


_DEFERRAL_GENERIC = frozenset(vocab.table()["deferral_object"]["generic"])


def _spelled_out(keeping: str, asking: str, turns: Sequence[Turn]) -> set[str]:
    """「header不动 弹窗按钮被挡那个你改下」: a bare word of the piece that keeps something out,
    of which the history's files and names are made, keeps those out (not the turn that
    speaks of it beside what is wanted); only when another piece asks for something."""
    words = {w.lower() for w in _named_in_deferral(keeping) if w.isascii() and len(w) >= 3} if keeping else set()
    if not words or not keywords(asking):
        return set()
    # (a file by its own name, not its folder's: "api docs" is docs/api.md, not app/api/reports.py;
    # and not one the asking piece names itself: 「api docs 不动，reports.py 第5行修一下」)
    asked = {m.value.rsplit("/", 1)[-1] for m in mentions.find(asking)}
    return {m.value for t in turns for m in mentions.find(f"{t.user}\n{t.assistant}")
            if m.kind in ("path", "location", "symbol") and _parts(m.value.rsplit("/", 1)[-1]) & words
            and m.value.rsplit("/", 1)[-1] not in asked}


def kept_files(sentence: str, turns: Sequence[Turn]) -> frozenset[str]:
    """The files the sentence's keeping piece spells out (「header不动」 → `Header.module.css`):
    no place in them is proposed, whatever else points there."""
    out: set[str] = set()
    for c in _CLAUSE.finditer(_readable(sentence)):
        pieces = request_parts(c.group(0))  # (or keeps it as it is: "leave config.js alone and add retries …")
        keeping = "".join(p for p in pieces if vocab.first(p, "deferral") or vocab.first(p, "keep_as_is"))
        asking = " ".join(p for p in pieces if not (vocab.first(p, "deferral") or vocab.first(p, "keep_as_is")))
        out |= {v for v in _spelled_out(keeping, asking, turns) if "." in v.rsplit("/", 1)[-1]}
        # (or names it: "keep config.js as is, but make getJson retry …"; not a file the asking part names too)
        asked = {m.value for m in mentions.find(asking) if m.kind in ("path", "location")}
        out |= {m.value for m in mentions.find(keeping) if m.kind in ("path", "location") and m.value not in asked} if asking.strip() else set()
    return frozenset(out | generated_named(sentence))


_POINTS_BACK = re.compile(r"\b(?:that|this|it)\b|その|あの|この|这个|那个|它", re.IGNORECASE)


def generated_named(sentence: str) -> set[str]:
    """The files the sentence says are generated ("you edited client/core/request.ts?? that folder
    is generated"): no change goes there, and when it says their folder is, none goes into it
    (written with a closing "/")."""
    # (by pieces: "request.ts is generated (the whole folder), fix api/spec.yaml" keeps the spec wanted)
    clauses = [p for c in _CLAUSE.finditer(_readable(sentence)) for p in _pieces(c.group(0))]
    named: set[str] = set()
    folder = False
    for k, clause in enumerate(clauses):
        if not vocab.first(clause, "generated"):
            continue
        # (the paths of that clause, or, when it points back, "that folder is generated", of the one before)
        here = [m.value for m in mentions.find(clause) if m.kind in ("path", "location") and "/" in m.value]
        before = [m.value for m in mentions.find(clauses[k - 1]) if m.kind in ("path", "location") and "/" in m.value] if k else []
        named |= {v.removeprefix("./") for v in here or (before if _POINTS_BACK.search(clause) else [])}
        folder = folder or vocab.first(clause, "folder") is not None
    return named | ({v.rsplit("/", 1)[0] + "/" for v in named} if folder else set())


# a bare number that opens a clause before who does it (「1 我自己改了」, 「3 我来」; not 「5 我们的…」)
_BEFORE_WHO = re.compile(r"\s*([1-9])\s*(?=(?:" + "|".join(vocab.table()["item_numbers"]["subjects_cjk"]) + r")(?!们))")


def _defer_item(clause: str, earlier: Sequence[Turn], excluded: set[str], taken: set[int] | frozenset[int] = frozenset()) -> bool:
    """A deferring clause that names an item of the agent's newest numbered list by its
    number takes off the table what that item names, and nothing else. The numbers are those
    of the pieces that defer (「3は経理にルール確認中、4は別チケットにする」 puts off 4 only), less
    the ones the sentence ``taken`` picks again."""
    pieces = _pieces(clause)
    deferring = [p for p in pieces if vocab.first(p, "deferral")]
    numbers = (_numbers_taken("".join(deferring)) if len(deferring) < len(pieces) else set()) or _numbers_taken(clause) or {
        int(m.group(1)) for m in [_BEFORE_WHO.match(clause)] if m}  # (「1 我自己改了」: item 1, by whoever does it)
    if not numbers:
        return False
    for turn in reversed(earlier):
        text = _readable(turn.assistant)
        spans = numbered_items(text)
        if len(spans) < max(numbers):
            continue
        said = [{m.value for m in mentions.find(text[a:b])} for a, b in spans]
        put_off = numbers - set(taken)
        # (not a file the items still open name too: item 4's `invoice.py` is item 3's file as well)
        kept = set().union(*(v for k, v in enumerate(said, 1) if k not in put_off))
        for number in put_off:
            excluded.update(said[number - 1] - kept)
        return True
    return False


def _kept_out(sentence: str, turns: Sequence[Turn]) -> frozenset[str]:
    """The functions the part of a user's clause that defers names ("the spots_left one
    i'll do myself"; not `load` in "don't touch `parse`, the crash is in `load`"), unless
    the sentence names them again."""
    names: set[str] = set()
    for t in turns:
        for c in _CLAUSE.finditer(_readable(t.user)):
            pieces = [m.group(0) for m in _PIECE.finditer(c.group(0))]
            for k, piece in enumerate(pieces):
                if not vocab.first(piece, "deferral"):
                    continue
                # the piece that defers, and the reason given after it when that reports nothing
                # ("i'll take the checkbox one, I'm rewriting InvoiceTable anyway")
                kept = [piece] + [n for n in pieces[k + 1:k + 2] if not vocab.first(n, "defect")]
                names.update(m.value for part in kept for m in mentions.find(part) if m.kind == "symbol")
    # (and the sentence's own deferring part: "leave ExpireStale alone for now. fix the flaky one")
    own = {m.value for c in _CLAUSE.finditer(_readable(sentence)) for p in _pieces(c.group(0))
           if vocab.first(p, "deferral") for m in mentions.find(p) if m.kind == "symbol"}
    return frozenset(n for n in names if not _said_in(n.lower(), sentence.lower())) | own


# where a turned-down option's words end: a clause or piece boundary
_BOUNDARY = re.compile(r"[,.;!?、。，；！？\n]")


def turned_down(sentence: str) -> tuple[str, str]:
    """The sentence without the options it turns down, and those options' words: "do it
    properly this time, not the nil check" keeps "do it properly this time" and turns down
    "nil check"; 「nil チェックじゃなくて」 and 「加判空那个不要」 turn down what comes before.
    Each turned-down part runs to the nearest clause or piece boundary (found by bisection,
    so many of them stay linear). What a change is to follow, its model ("should match COBOL",
    「COBOLに合わせて」, 「以COBOL为准」), is cut out the same way: it is no object to change."""
    bounds = [b.start() for b in _BOUNDARY.finditer(sentence)]
    cuts = []  # (cut from, cut to, the turned-down words)
    for m in vocab.find_all(sentence, "rejects") + vocab.find_all(sentence, "models"):
        k = bisect.bisect_left(bounds, m.end())
        end = bounds[k] if k < len(bounds) else len(sentence)
        cuts.append((m.start(), end, sentence[m.end():end]))
    modelled = vocab.find_all(sentence, "modelled_after")
    for m in vocab.find_all(sentence, "rejected_after") + modelled:
        k = bisect.bisect_left(bounds, m.start())
        start = bounds[k - 1] + 1 if k else 0
        if m in modelled:  # (the model is the noun just before: 「ボタンの幅を親に合わせて」 keeps ボタンの幅)
            start = max([start] + [sentence.rfind(c, start, m.start()) + 1 for c in "をがは"])
        cuts.append((start, m.end(), sentence[start:m.start()]))
    kept, down, at = [], [], 0
    for start, end, words in sorted(cuts):
        if start >= at:
            kept.append(sentence[at:start])
            down.append(words)
            at = end
    kept.append(sentence[at:])
    return "".join(kept), " ".join(down)


def _turns_down_last(keeping: str, rest: str, last: Turn) -> bool:
    """The sentence's first clause turns down what the last user message opened by asking for
    (「重複エラーのメッセージ、…出せたりする？」 … 「メッセージはいいや」), not a side part of it
    (「…原因調べて、テストも追加して」 … 「テストはいいよ」), and the rest names nothing of it."""
    opening = _CLAUSE.match(_readable(last.user))
    head = opening.group(0) if opening else ""
    return not mentions.find(keeping) and any(_speaks_of(head, k) for k in _named_in_deferral(keeping)) and not any(
        _said_in(_stem(k), _defect_text(last).lower()) for k in keywords(rest))


def edited_generated(sentence: str, turns: Sequence[Turn]) -> int | None:
    """The newest turn whose edit changed a file the sentence says is generated: the defect of
    that turn is still to fix, the right way ("for the 401 thing you edited client/core/request.ts??")."""
    named = {n for n in generated_named(sentence) if not n.endswith("/")}
    return next((t.index for t in reversed(turns) for call in t.tools if added_lines(call) or removed_lines(call)
                 for p in call.paths if any(p.replace("\\", "/").endswith("/" + n) or p == n for n in named)), None)
