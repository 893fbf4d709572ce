"""A candidate referent (a turn, the place mentions it points at, why) and the plan
reference resolution hands to the engine; the sources a turn offers for one."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from honing.grounding import mentions, searched, vocab
from honing.grounding.edits import (
    _writes_the_fix,
    proposed_removals,
    quoted_code,
    replaced,
    replacements,
    rewritten_lines,
    searches,
    shown_files,
)
from honing.grounding.emphasis import emphasis, shown_only
from honing.grounding.fix_words import fix_named_in_words
from honing.grounding.places import Sourced
from honing.grounding.prose import (
    _CLAUSE,
    _blames,
    _clip,
    _defect_text,
    _ends_clearing,
    _prose,
    _readable,
    _same_target,
)
from honing.sessions.model import Summary, ToolCall, Turn


@dataclass(frozen=True)
class Candidate:
    """A history turn that may hold the referent, with its mentions."""

    turn: int
    description: str
    diagnosis: str
    sources: tuple[Sourced, ...]
    defect: bool
    prose: str = ""  # what the agent wrote in this turn, without pasted output
    cleared: frozenset[str] = frozenset()  # symbols cleared in this turn or before it
    decisive: bool = False  # once the project confirms its place, later candidates are not tried
    failing_test: str = ""  # the test the sentence says fails now, when that is what led here
    foretold: bool = False  # its reply predicted the error the sentence pastes: the frames are not the place
    overruled: str = ""  # the test file whose expectation the turn changed and the sentence says was right


@dataclass(frozen=True)
class Plan:
    """What resolution found before the project is consulted: the deictic phrase, the
    turns to try (best first), the turns whose object was deferred, and why."""

    phrase: str | None
    own: tuple[Sourced, ...]
    candidates: tuple[Candidate, ...]
    deferred: tuple[int, ...]
    reason: str
    excluded: frozenset[str] = frozenset()  # names the user kept out ("the spots_left one i'll do myself")


# an absolute folder printed alone at the end of a line ('RUN  v2.0.5 /home/a/repo/packages/api',
# 'rootdir: /src/app', '> @acme/api@0.3.0 test /home/a/repo/packages/api'): no file extension
_FOLDER = re.compile(r"(?<![\w.~/-])((?:[A-Za-z]:)?/(?:[\w.@+~-]+/)*[\w@+~-]+)/?[ \t]*$", re.MULTILINE)


def folders(text: str) -> tuple[str, ...]:
    """The absolute folders a text prints, in order, each once: where a tool ran, against
    which the relative paths in its output are written."""
    return tuple(dict.fromkeys(m.group(1) for m in _FOLDER.finditer(text) if m.group(1).count("/") >= 2))


# a quote that reads as a statement (`var items []StockItem`), not a reference (`Foo#bar`) or a sketch (`do ... end`)
_PLAIN_CODE = re.compile(r"^(?!.*(?:\.\.\.|…|#))(?=.*\s)(?=.*[\[\]{}=:(]).{6,}$")
_SENTENCE_END = re.compile(r"[。；;！？!?\n]|\.\s")


def _line_beside(text: str, at: int, lines: list[tuple[int, int | None]]) -> int | None:
    """The line number named in the same sentence as the code quoted at ``at``, at most 60
    characters away; None when none is, or two are."""
    near = {line for start, line in lines if abs(start - at) <= 60
            and not _SENTENCE_END.search(text, min(start, at), max(start, at))
            and not vocab.first(text[min(start, at):at], "new_value_before")}
    after = text.find("`", at + 1) + 1
    if after and vocab.first(text[after:after + 24], "new_value_after"):
        return None  # 「12 行目を `(page - 1) * pageSize` にする」: what the line should become
    return next(iter(near)) if len(near) == 1 else None


# an item's title that opens with the function it is about ("2. **`ring_init` 不检查 `cap` …**（ring.c:7）"):
# the list marker, emphasis, the function, then the place in brackets on the same line
_TITLE_FUNCTION = re.compile(r"^\s*+(?:[-*]|\d{1,2}[.)]|[①-⑨])?\s*+(?:\*\*|__)?\s*+`(?P<name>[A-Za-z_][\w]*)(?:\(\))?`[^\n]*$")


def _titled_by(text: str, at: int) -> str | None:
    """The function a list item's title opens with, when the location at ``at`` stands in
    brackets on that title's line: a later edit above it may have moved the line the item
    quotes, and the function says where it went."""
    head = text[text.rfind("\n", 0, at) + 1:at]
    if not head.rstrip().endswith(("(", "（")):
        return None
    found = _TITLE_FUNCTION.match(head.rstrip()[:-1])
    return found.group("name") if found else None


def _sources(turn: Turn, excluded: set[str], cleared: frozenset[str] = frozenset(),
             approving: bool = False) -> list[Sourced]:
    out: list[Sourced] = []
    # a line named with no file before it ("so line 14 fails") is in the one file the
    # turn's tools read, when they read exactly one
    read = read_files(turn.tools)
    reviewed = 1.0
    if len(read) > 1 and vocab.first(turn.user, "review_request"):
        # (or, at half weight, the one a review was asked for: 「帮我 review 一下 src/components/CartSummary.tsx」;
        # a helper the item names in another file it read outweighs it)
        asked = {m.value.lstrip("./") for m in mentions.find(_readable(turn.user)) if m.kind in ("path", "location")}
        named = {p for p in read for a in asked if len(asked) == 1 and (p == a or p.replace("\\", "/").endswith(f"/{a}"))}
        # (or by its name without the extension: 「ProductCard の a11y ざっとレビューして」, not ProductCard.module.css)
        said = set(re.findall(r"[A-Za-z_][\w-]{2,}", turn.user))
        named = named or {p for p in read if re.split(r"[\\/]", p)[-1].rsplit(".", 1)[0] in said}
        read, reviewed = (named, 0.5) if len(named) == 1 else (read, 1.0)
    for where, text in (("user", turn.user), ("assistant", turn.assistant)):
        readable = _readable(text)
        bases = folders(readable)
        pairs = replacements(readable) if where == "assistant" else []
        # what an answer looked at and then cleared as a whole, blaming nothing on the way,
        # is where the defect is not
        cleared_all = where == "assistant" and _ends_clearing(text) and not _blames(text)
        found = mentions.find(readable)
        # a line named with no file, beside code quoted in the same sentence (「第 14 行把
        # `height: 32px` 写死了」): where that code stands on that line
        alone = [(m.start, m.line) for m in found if m.kind == "line" and where == "assistant" and len(read) != 1]
        # (a quote beside such a line is code however plain it reads: 「51行目 `var items []StockItem`」)
        quoted = {m.start for m in found if m.kind in ("code", "symbol", "path", "location")}
        plain = [(q, _line_beside(readable, q.start(), alone)) for q in mentions._BACKTICK.finditer(readable)
                 if alone and q.start() not in quoted and _PLAIN_CODE.search(q.group(1))]
        found += [mentions.Mention("code", q.group(1).strip(), line, None, 2.0, q.start()) for q, line in plain if line is not None]
        for m in found:
            if m.kind == "line":
                # (or, of several files read, the one whose shown line of that number holds what the reply's line quotes)
                showing = _shown_at(turn, readable, m.start, m.line) if where == "assistant" else set()
                shown = (next(iter(read)) if len(read) == 1 else next(iter(showing)) if len(showing) == 1 else None) \
                    if where == "assistant" else None
                if shown is None:
                    continue
                # (the one file read counts double when its shown line holds the quote: 「第 45 行 `name` 直接用 `ReceiverName`」)
                # (of several files read, the one whose shown line holds it: 「46行目で `value.strip()`」; in full when
                # the others are tests, as a test the fix edited beside the file)
                factor = (2.0 if shown in showing else 1.0) if len(read) == 1 else 1.0 if {
                    p for p in read if not vocab.rules_for(p).is_test_file(p)} == {shown} else 0.5
                m = mentions.Mention("location", shown, m.line, None, m.weight * reviewed * factor, m.start)
            if m.kind == "code" and alone and m.line is None:
                m = mentions.Mention(m.kind, m.value, _line_beside(readable, m.start, alone), m.symbol, m.weight, m.start)
            if m.value not in excluded:
                weight = m.weight * emphasis(readable, m.start, where == "assistant", approving)
                if m.kind == "symbol" and _CALLED.search(readable, max(0, m.start - 8), m.start):
                    weight *= 0.7  # (what a line calls, 「第 21 行最先调用 `number_pages`」, is not where it is called)
                if m.kind in ("symbol", "code") and _FIX_USES.search(readable, max(0, m.start - 24), m.start):
                    weight *= 0.3  # (what the fix would use stands elsewhere already: `net` and `vat` go through it)
                if (m.kind == "symbol" and m.value in cleared) or (m.kind in ("location", "path") and _same_target(
                        m.value, set(cleared))) or (m.kind == "location" and m.symbol is not None and m.symbol in cleared):
                    # what was cleared stays cleared when it is named again as where the
                    # symptom shows ("it blows up on the first line of `getHeader`"; the
                    # Dockerfile line a build error quotes after "the Dockerfile itself is fine")
                    weight = min(weight, m.weight * 0.3)
                if cleared_all:
                    weight *= 0.3
                if m.kind in ("code", "symbol") and pairs and _writes_the_fix(m.value, pairs):
                    weight *= 0.3  # the new value: where it already stands is not the defect
                if m.kind == "message" and where == "assistant":
                    # a message the agent quotes is often one it predicts ("every request
                    # would then get “bad signature”"); one the user or a tool shows was seen
                    weight *= 0.5
                symbol = m.symbol or (_titled_by(readable, m.start) if m.kind == "location" and m.line else None)
                out.append(Sourced(mentions.Mention(m.kind, m.value, m.line, symbol, weight, m.start),
                                   turn.index, where, bases))
                if m.kind == "code":
                    # `a = a + 1; a.save();` quotes two lines of the file, each found on its own
                    out.extend(Sourced(mentions.Mention("code", piece, None, None, weight, m.start), turn.index, where)
                               for piece in _statements(m.value))
        # the value a proposed change replaces stands where the change goes (「limit 从 `512Mi`
        # 调到 `1536Mi`」), however short it is for a mention of its own
        said = {m.value for m in found}
        for at, old in replaced(readable) if where == "assistant" else ():
            if old not in said and old not in excluded and len(old.strip()) >= 3:
                out.append(Sourced(mentions.Mention("code", old, None, None, emphasis(readable, at, True, approving), at),
                                   turn.index, where))
    # code the agent quotes in a fenced block of its reply ("```ts\ntotal.value = res.list.length\n```"):
    # each line may stand in the project
    readable = _readable(turn.assistant)
    # a frame the user pasted that the reply names only as where the failure shows ("the panic itself is at
    # `src/parse.rs:21`, but the cause is …") counts a third: the reply read the trace and looked past it
    symptoms = {(s.mention.value, s.mention.line) for s in out if s.where == "assistant" and s.mention.kind == "location"
                and s.mention.start is not None and shown_only(readable, s.mention.start)}
    out = [replace(s, mention=replace(s.mention, weight=s.mention.weight * 0.3))
           if s.where == "user" and (s.mention.value, s.mention.line) in symptoms else s for s in out]
    for start, code in quoted_code(readable):
        if code not in excluded:
            weight = max(emphasis(readable, start, True, approving), _introduced_by_place(readable, start, approving))
            out.append(Sourced(mentions.Mention("code", code, None, None, weight, start), turn.index, "assistant"))
    # a change the agent proposes as a diff in its reply: the lines it removes stand where
    # the defect is (`-        if (total.equals(BigDecimal.ZERO)) {`)
    # (the sentence that accepts the proposal makes them its place: four times the weight)
    for line in proposed_removals(readable) + rewritten_lines(readable):
        weight = _PROPOSED_WEIGHT * (4.0 if approving else 1.0)
        out.append(Sourced(mentions.Mention("code", line, None, None, weight), turn.index, "assistant"))
    out = [s for s in out if not _same_target(s.mention.value, excluded)]
    for call in turn.tools:
        for path in call.paths:
            if not _same_target(path, excluded):
                out.append(Sourced(mentions.Mention("path", path, None, None, 0.5), turn.index, "tool"))
        if call.result:
            result = _readable(call.result)
            bases = folders(result)
            found = mentions.find(result, weight=0.8)
            # (a search lists candidates: its many hits in one file share that file's vote)
            hits = Counter(m.value for m in found if m.kind == "location")
            for m in found:
                # a tool's output names frames, tests and raised errors; the strings
                # quoted in a code listing are not messages anyone saw
                if not _same_target(m.value, excluded) and (m.kind in ("location", "test")
                                                or (m.kind == "message" and m.symbol is not None)):
                    if m.kind == "location" and hits[m.value] > _SEARCH_HITS:
                        m = replace(m, weight=m.weight * _SEARCH_HITS / hits[m.value])
                    out.append(Sourced(m, turn.index, "tool", bases))
    return fix_named_in_words(turn, out)


_SEARCH_HITS = 3  # hits of one tool output in one file that count in full


_STATEMENT = re.compile(r"[^;]{8,}?;(?=\s)")


def _statements(code: str) -> list[str]:
    """The statements of a one-line quote that holds two or more (`x = 1; save();`)."""
    if len(code) > 400 or ";" not in code:  # a quote, not a listing
        return []
    pieces = [p.strip() for p in _STATEMENT.findall(code + " ")]
    return pieces if len(pieces) > 1 else []


_PROPOSED_WEIGHT = 2.0  # as the lines an edit tool call replaced


def _summary_candidate(summary: Summary, excluded: set[str], cleared: frozenset[str]) -> Candidate | None:
    """The compaction summary read as what the agent knew of the turns it forgot: its
    mentions, weighted as an answer's, stand for the turn it was given before."""
    pseudo = Turn(index=summary.before, user="", assistant=summary.text)
    sources = tuple(Sourced(s.mention, s.turn, "summary", s.bases) for s in _sources(pseudo, excluded, cleared))
    if not sources:
        return None
    defect = vocab.first(_defect_text(pseudo), "defect") is not None
    # what it says of the place it names most strongly
    text = _readable(summary.text)
    strongest = max(sources, key=lambda s: (s.mention.weight, -s.mention.start))
    clause = next((m.group(0).strip() for m in _CLAUSE.finditer(text)
                   if m.start() <= strongest.mention.start < m.end()), "")
    return Candidate(summary.before, _clip(clause), _clip(clause), sources, defect, text, cleared)


def _bounded(turn: Turn) -> Turn:
    """A turn whose messages and tool results are read at their head and tail only: every
    scan below stays within a fixed budget per message, however large (a 3 MB reply)."""
    return replace(turn, user=_readable(turn.user), assistant=_readable(turn.assistant),
                   tools=tuple(replace(c, result=_readable(c.result)) for c in turn.tools))


def _introduced_by_place(text: str, fence: int, approving: bool) -> float:
    """A fenced block that the line before it introduces with a colon and a place with its
    line ("`Program.cs` line 14 binds the options from `"Reminder"`:") quotes that line: its
    code counts as much as the place; 0 for any other block, or one shown as right."""
    head = text[:fence].rstrip()
    at = head.rfind("\n") + 1
    # (not code shown as the model to follow: "`InvoiceTable.vue` line 18 already sorts them as numbers:")
    if not head.endswith((":", "：")) or vocab.first(head[at:], "right_already"):
        return 0.0
    return max((m.weight * emphasis(text, at + m.start, True, approving) for m in mentions.find(head[at:])
                if m.kind == "location" and m.line), default=0.0)


_CALLED = re.compile(r"(?:调用|calls?|calling|invokes?)\s*`?$")
# what the proposed fix would use: "The fix is to use `cents_to_str(order.total_cents)`", 「改成用 `X`」
_FIX_USES = re.compile(r"(?:\b(?:fix is to|should|instead|better to|just)\s+(?:use|call)|改成用|换成用|应该用)\s*`?$", re.IGNORECASE)
_NUMBERED_LINE = re.compile(r"^[ \t]*(\d{1,6})(?:→|\t|:[ \t]|\|[ \t]?)(.*)$", re.MULTILINE)


def read_files(tools: Sequence[ToolCall]) -> set[str]:
    """The files a turn's tools showed: what they read or edited, and a file a shell command printed
    (`nl -ba src/parser.rs`); not what a search ran over (`Grep(path="etl")`), nor a folder."""
    return {p for call in tools for p in (() if searches(call) else call.paths) + shown_files(call)
            if not p.endswith(("/", "\\"))}


def _shown_at(turn: Turn, text: str, at: int, line: int | None) -> set[str]:
    """The files a line named alone may be in: those whose line of that number, as the turn's tools
    showed it, holds what the same line of the reply quotes (「`validate_phone` は 46行目で
    `value.strip()` しかしておらず」 and a read that printed ``46→    v = value.strip()``)."""
    start, end = text.rfind("\n", 0, at) + 1, text.find("\n", at)
    said = text[start:end if end >= 0 else len(text)]
    quoted = [re.compile(rf"(?<![\w]){re.escape(q)}(?![\w])") for q in
              {q.strip().removesuffix("()") for q in mentions._BACKTICK.findall(said)} if len(q) >= 3]
    read = read_files(turn.tools)
    files = {shown[0] for call in turn.tools if call.result and not searches(call)
             and (shown := [p for p in call.paths + shown_files(call) if p in read])
             for m in _NUMBERED_LINE.finditer(call.result)
             if line is not None and int(m.group(1)) == line and any(q.search(m.group(2)) for q in quoted)}
    # (or a search's hit of that number: 「**B. 10/31 が混ざる件（41行目）**…`format('Y-m-d H:i')`」 after `L41: …->format('Y-m-d H:i'),`)
    return files | {path for call in turn.tools if searches(call) for path, number, hit in searched.hits(call)
                    if number == line and any(q.search(hit) for q in quoted)}


def placed_next(turns: Sequence[Turn], deferred: set[int], excluded: set[str]) -> set[int]:
    """The turns after one that reported a defect without a place (or whose place the next reply took back: "You're
    right … isn't the problem"): the next exchange places it, even one naming no defect ("why would they expire?")."""
    out: set[int] = set()
    for before, after in zip(turns, turns[1:], strict=False):
        placing = [x for x in _sources(before, excluded) if x.mention.kind in ("location", "path", "symbol", "test")]
        corrected = all(vocab.first(t, c) for t, c in ((_prose(after.user), "pushback"), (_prose(after.assistant), "admits"),
                                                        (_prose(after.assistant), "exonerate")))
        if vocab.first(_defect_text(before), "defect") and (not placing or corrected) and before.index not in deferred:
            out.add(after.index)
    return out
