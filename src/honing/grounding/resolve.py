"""Reference resolution (SPEC G-4 gap 1): what "this bug", それ, 这个 in the user's
sentence points at, read from the history the way a bystander would.

The referent is the object the history actually discussed: the most recent turn that
describes a defect (or, for a sentence that does not ask about a defect, any task
object) — not merely the most recent file mentioned. A later turn about something
else is passed over, and an object the user took off the table ("I'll handle that one
myself") is never the referent. No history, no referent: nothing is guessed."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from honing.grounding import mentions, vocab
from honing.grounding.locate import Sourced
from honing.sessions._common import load_json, search_replace
from honing.sessions.model import Summary, ToolCall, Turn
from honing.text import lexicon
from honing.text.segment import words

# A huge message is read at its head and tail: tracebacks and verdicts sit at the end.
_HEAD = 8_000
_TAIL = 24_000
# a clause ends at 。！？ or at . ! ? before a space: "app/users.py" stays whole
# a clause runs to its stop; a stop inside a word ("a.b", "?.") does not end it, one that closes
# a bold title ("**Why SMS is fine.** `X` doesn't …") does
_CLAUSE = re.compile(r"(?:[^.!?。！？\n]|[.!?](?![*_]{1,2}(?:\s|$))(?=[^\s.!?]))+[.!?。！？]*")
_PARTICLES = "のはがをにでともへやかな"


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


def _clip(text: str, limit: int = 240) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def _readable(text: str) -> str:
    if len(text) <= _HEAD + _TAIL:
        return text
    return text[:_HEAD] + "\n" + text[-_TAIL:]


@cache
def _not_keywords() -> tuple[frozenset[str], frozenset[str]]:
    """Stop words of the three languages, and the grounding phrases (deictic, defect,
    deferral, request, ignore): words that never name the object. Built once."""
    stop = lexicon.stopwords("en") | lexicon.stopwords("ja") | lexicon.stopwords("zh")
    vocabulary = frozenset(w.lower() for lang in vocab.LANGUAGES
                           for cat in ("deictic", "defect", "deferral", "request", "defect_noun", "ignore", "approval",
                                       "proposed", "same")
                           for w in vocab.table()[lang].get(cat, []))
    return frozenset(stop), vocabulary


def keywords(text: str) -> set[str]:
    """Content words of a clause: what names the object ("CSV", "export", 导出)."""
    japanese = bool(re.search(r"[\u3040-\u30ff]", text))
    stop, vocabulary = _not_keywords()
    out: set[str] = set()
    for word in words(text, japanese_default=japanese):
        token = word.rstrip(_PARTICLES) if japanese else word
        low = token.lower()
        # "that's", "I'll", "don't": a stop word with its contraction is still a stop word
        bare = re.sub(r"n['’]t$|['’](?:s|ll|re|ve|d|m)$", "", low)
        if len(low) < 2 or (low.isascii() and len(low) < 3) or low in stop or low in vocabulary or (
                bare != low and (bare in stop or len(bare) < 3)):
            continue
        if any(v in low for v in ("自分", "自己", "myself")):
            continue
        out.add(low)
    return out


def _emphasis(text: str, position: int, assistant: bool, approving: bool = False) -> float:
    """How much a mention at ``position`` counts: little inside a clause that clears it
    ("… is fine"), more inside a clause that describes the defect, and, in the agent's reply, more the later it comes (its conclusion follows
    its exploration). When the user's sentence accepts a proposal, a clause of the agent's
    reply that proposes the change ("I'd fix it at …", 修正案) counts more too. The clauses
    of a text and what each says are read once, however many mentions it holds."""
    factor = 1.0
    starts, spans = _clauses(text)
    k = bisect.bisect_right(starts, position) - 1
    if k >= 0 and spans[k][0] <= position < spans[k][1]:
        a, b = spans[k]
        clause = text[a:b]
        # "Found it. `toDateKey` in utils.ts:6 …": the sentence after an announced
        # finding states it (the answer's conclusion comes first)
        if k > 0 and _announces(text[spans[k - 1][0]:spans[k - 1][1]]):
            factor *= 2.0
        if _clears(_piece(clause, position - a)) or _cleared_after(clause, position - a):
            return 0.3
        defect, proposal, marks = _clause_facts(clause)
        if defect:
            factor *= 1.5
        if approving and assistant and proposal:
            factor *= 1.5
        # "it shows up in `iter()` but the bug is in `push`": the place named after a
        # cause phrase is the defect's, the one after a symptom phrase only where it shows
        before = [(end, cause) for end, cause in marks if end <= position - a]
        if before:
            factor *= 2.0 if max(before)[1] else 0.5
    if assistant and text:
        factor *= 1.0 + 0.3 * position / len(text)
    return factor


@lru_cache(maxsize=64)
def _clauses(text: str) -> tuple[list[int], list[tuple[int, int]]]:
    spans = [m.span() for m in _CLAUSE.finditer(text)]
    return [a for a, _ in spans], spans


@lru_cache(maxsize=4096)
def _announces(clause: str) -> bool:
    return bool(clause) and len(clause.strip()) <= 40 and vocab.first(clause, "found_it") is not None


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


_PIECE = re.compile(r"[^,，;；、]+[,，;；、]?")


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
    the bug is in `refill`", 测试本身没问题，问题在 `refill`)."""
    for m in _PIECE.finditer(clause):
        if m.start() <= offset < m.end():
            return m.group(0)
    return clause


def _cleared(turn: Turn) -> set[str]:
    """The symbols a clause of the turn clears ("`getHeader` itself is fine"), within the
    clause's comma-separated part that says so."""
    out: set[str] = set()
    for text in (turn.user, turn.assistant):
        for clause in _CLAUSE.finditer(_readable(text)):
            if vocab.first(clause.group(0), "exonerate"):
                pieces = [m.group(0) for m in _PIECE.finditer(clause.group(0))]
                for k, piece in enumerate(pieces):
                    if vocab.first(piece, "exonerate"):
                        named = [m for m in mentions.find(piece) if m.kind in ("symbol", "path")]
                        if not named:
                            # "… both use `selectinload`, so they are fine" (所以它们没问题): a
                            # clearing part that names nothing clears what the parts before it
                            # in the clause name, unless one of them blames something
                            before = "".join(pieces[:k])
                            if not vocab.first(_masked(before), "defect"):
                                named = [m for m in mentions.find(before) if m.kind in ("symbol", "path")]
                        # `SignupViewModel.onEmailChanged` does it right: that type's member is
                        # cleared, not every `onEmailChanged`
                        out.update(f"{m.symbol}.{m.value}" if m.symbol else m.value for m in named)
    return out


_CODE = r"`([^`\n]{1,120})`"
# a change written as old -> new: "`<` to `<=`", "replace `X` with `Y`", "`master` を `main` に",
# "把 `a` 改成 `b`" (old first), and "`Y` instead of `X`", "`Y` 而不是 `X`" (new first)
_OLD_NEW = re.compile(rf"{_CODE}\s*(?:to|with|->|→|=>|into|を|ではなく|じゃなくて|改成|换成|改为|替换成|替换为)\s*{_CODE}",
                      re.IGNORECASE)
_NEW_OLD = re.compile(rf"{_CODE}\s*(?:instead of|rather than|而不是|而非)\s*{_CODE}", re.IGNORECASE)
# only the new value: "改成 `Y` 就行", "change it to `Y`", "should be `Y`", "`Y` にすれば"
_NEW_ONLY = re.compile(rf"(?:改成|换成|改为|change (?:it |this |that )?to|should be|replace (?:it |this )?with)\s*{_CODE}"
                       rf"|{_CODE}\s*(?:にすれば|に変えれば|に変更すれば|に直せば)", re.IGNORECASE)


def replacements(text: str) -> list[tuple[str, str]]:
    """The (old, new) pairs of the changes a text proposes, as code spans."""
    pairs = [(m.group(1), m.group(2)) for m in _OLD_NEW.finditer(text)]
    pairs += [(m.group(2), m.group(1)) for m in _NEW_OLD.finditer(text)]
    pairs += [("", m.group(1) or m.group(2)) for m in _NEW_ONLY.finditer(text)]
    return [(old, new) for old, new in pairs if old != new]


def _writes_the_fix(value: str, pairs: list[tuple[str, str]]) -> bool:
    """Whether a quoted snippet is the value a proposed change writes (`branches: [main]`
    after "`master` を `main` に"), not the code that stands wrong."""
    return any(len(new) >= 2 and _holds(value, new) and (not old or not _holds(value, old)) for old, new in pairs)


def _holds(value: str, part: str) -> bool:
    """``part`` stands in ``value`` as a whole token: `1` is not in `range(10)`."""
    # a word does not run on into letters, an operator not into other operator characters
    left = r"(?<!\w)" if re.match(r"\w", part) else r"(?<![^\w\s])"
    right = r"(?!\w)" if re.search(r"\w$", part) else r"(?![^\w\s])"
    return re.search(left + re.escape(part) + right, value) is not None


def _sources(turn: Turn, excluded: set[str], cleared: frozenset[str] = frozenset(),
             approving: bool = False) -> list[Sourced]:
    out: list[Sourced] = []
    # a line named with no file before it ("so line 14 fails") is in the one file the
    # turn's tools read, when they read exactly one
    read = {p for call in turn.tools for p in call.paths}
    for where, text in (("user", turn.user), ("assistant", turn.assistant)):
        readable = _readable(text)
        bases = mentions.folders(readable)
        pairs = replacements(readable) if where == "assistant" else []
        # what an answer looked at and then cleared as a whole, blaming nothing on the way,
        # is where the defect is not
        cleared_all = where == "assistant" and _ends_clearing(text) and not _blames(text)
        for m in mentions.find(readable):
            if m.kind == "line":
                if where != "assistant" or len(read) != 1:
                    continue
                m = mentions.Mention("location", next(iter(read)), m.line, None, m.weight, m.start)
            if m.value not in excluded:
                weight = m.weight * _emphasis(readable, m.start, where == "assistant", approving)
                if (m.kind == "symbol" and m.value in cleared) or (m.kind in ("location", "path")
                                                                 and _same_target(m.value, set(cleared))):
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
                out.append(Sourced(mentions.Mention(m.kind, m.value, m.line, m.symbol, weight, m.start),
                                   turn.index, where, bases))
    # code the agent quotes in a fenced block of its reply ("```ts\ntotal.value = res.list.length\n```"):
    # each line may stand in the project
    readable = _readable(turn.assistant)
    for start, code in quoted_code(readable):
        if code not in excluded:
            out.append(Sourced(mentions.Mention("code", code, None, None, _emphasis(readable, start, True, approving),
                                                start), turn.index, "assistant"))
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
            bases = mentions.folders(result)
            for m in mentions.find(result, weight=0.8):
                # a tool's output names frames, tests and raised errors; the strings
                # quoted in a code listing are not messages anyone saw
                if not _same_target(m.value, excluded) and (m.kind in ("location", "test")
                                                or (m.kind == "message" and m.symbol is not None)):
                    out.append(Sourced(m, turn.index, "tool", bases))
    return out


_QUOTED_FENCE = re.compile(r"^[ \t]*```[ \t]*(\w*)[^\n]*\n(.*?)^[ \t]*```", re.DOTALL | re.MULTILINE)


def quoted_code(text: str) -> list[tuple[int, str]]:
    """The lines of code ``text`` quotes in fenced blocks, with the fence's offset: not a
    diff or a shell session (by the fence's language), not the new code a proposal
    introduces ("I'd add a guard at the top:"), not lines too short to tell places apart."""
    table = vocab.table()["quoting"]
    out = []
    for fence in _QUOTED_FENCE.finditer(text):
        if fence.group(1).lower() in table["not_code"]:
            continue
        lead = text[max(0, fence.start() - 160):fence.start()].rstrip().rsplit("\n", 1)[-1]
        if vocab.first(lead, "proposal") or vocab.first(lead, "fix_intro"):
            continue  # the fence is the new code, not where it goes
        for row in fence.group(2).split("\n"):
            code = row.strip()
            if len(code) >= table["min_chars"] and not code.startswith(tuple(table["not_code_starts"])):
                out.append((fence.start(), code))
    return out


_DIFF_FENCE = re.compile(r"```[ \t]*(\w*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)
_PROPOSED_WEIGHT = 2.0  # as the lines an edit tool call replaced


def proposed_removals(text: str) -> list[str]:
    """The '-' lines of the unified diffs in a message's fenced blocks (``diff`` blocks, or
    blocks whose lines are all diff lines with both '-' and '+'): code to be replaced."""
    out: list[str] = []
    for m in _DIFF_FENCE.finditer(text):
        lines = [line for line in m.group(2).split("\n") if line.strip()]
        marked = all(line[:1] in "-+ @" for line in lines)
        both = any(line.startswith("-") for line in lines) and any(line.startswith("+") for line in lines)
        if m.group(1).lower() != "diff" and not (marked and both):
            continue
        out += [t for line in _minus_lines("\n".join(lines)) if len(t := line.strip()) >= _MIN_EDITED]
    return list(dict.fromkeys(out))


_SAME_HEAD = 12  # a proposal's new line and the old line it rewrites open with this much in common


def rewritten_lines(text: str) -> list[str]:
    """The lines a reply quotes as they stand and then shows rewritten in a later fenced
    block of new code ("```ruby\nscope :retryable, -> { past_due.where(…) }```" … "改法：
    ```ruby\nscope :retryable, -> { past_due.where.not(…) }```"): code to be replaced."""
    quoted = quoted_code(text)
    out: list[str] = []
    for fence in _QUOTED_FENCE.finditer(text):
        lead = text[max(0, fence.start() - 160):fence.start()].rstrip().rsplit("\n", 1)[-1]
        if not (vocab.first(lead, "proposal") or vocab.first(lead, "fix_intro")):
            continue
        for row in fence.group(2).split("\n"):
            new = row.strip()
            out += [old for at, old in quoted if at < fence.start() and old != new
                    and len(new) >= _SAME_HEAD and old[:_SAME_HEAD] == new[:_SAME_HEAD]]
    return list(dict.fromkeys(out))


def _defect_text(turn: Turn) -> str:
    """What a turn says about defects: its messages and failing tool output, without the
    clauses where the user takes something off the table."""
    results = " ".join(_readable(c.result) for c in turn.tools if c.is_error or "Traceback" in c.result
                       or "FAIL" in c.result or "panic:" in c.result)
    user = " ".join(m.group(0) for m in _CLAUSE.finditer(turn.user) if not vocab.first(m.group(0), "deferral"))
    # an answer that ends by clearing what it looked at as a whole ("so this part looks
    # fine", "こちらは問題なさそうです") describes no defect, whatever it met on the way
    if _ends_clearing(turn.assistant, turn.user):
        return _masked(f"{user}\n{results}")
    return _masked(f"{user}\n{turn.assistant}\n{results}")


def _verdicts(text: str) -> list[str]:
    """The clauses of an answer's prose that clear or blame something, in order."""
    return [m.group(0) for m in _CLAUSE.finditer(_prose(text))
            if vocab.first(m.group(0), "exonerate") or vocab.first(m.group(0), "defect")]


def _ends_clearing(text: str, asked: str = "") -> bool:
    """Whether the last verdict of an answer clears what it looked at as a whole, naming
    nothing ("so the coupon part looks fine", 所以 coupon 这块看起来没问题), or naming only
    what a question of the user's message ``asked`` was about (「MoneyFormat 那个…有关？」 …
    「`MoneyFormat` 这里没看出 bug」)."""
    verdicts = _verdicts(text)
    if not verdicts or vocab.first(verdicts[-1], "exonerate") is None:
        return False
    named = {m.value for m in mentions.find(verdicts[-1])}
    questions = " ".join(q for q in _QUESTION.findall(_prose(asked)))
    return not named or bool(questions) and named <= {m.value for m in mentions.find(questions)}


_INLINE_CODE = re.compile(r"`[^`\n]*`")


def _blames(text: str) -> bool:
    """Whether an answer, in its own words (not in the code it quotes: `{:error, …}`),
    calls anything a defect before its last verdict ("The bug is in X. The rest looks fine.")."""
    return any(vocab.first(_masked(_INLINE_CODE.sub(" ", v)), "defect") for v in _verdicts(text)[:-1])


def _masked(text: str) -> str:
    """``text`` with its clearing phrases blanked: 没问题, 問題ありません and "not the
    problem" hold a defect word but say there is none."""
    parts: list[str] = []
    at = 0
    for m in vocab.find_all(text, "exonerate"):  # in text order; overlaps blank once
        if m.end() <= at:
            continue
        start = max(m.start(), at)
        parts += [text[at:start], " " * (m.end() - start)]
        at = m.end()
    parts.append(text[at:])
    return "".join(parts)


def _same_target(value: str, excluded: set[str]) -> bool:
    """A mention of something excluded, also when written shorter ('probe.go' for
    'internal/probe/probe.go')."""
    if value in excluded:
        return True
    if "." in value or "/" in value:
        return any(e.endswith("/" + value) or value.endswith("/" + e) for e in excluded)
    return False


_NOT_PROSE = re.compile(r"^(?:\s|\$|>|#|\||Traceback|File |goroutine |panic:|at |[-+]{3}|\d+\s*[|│]"
                        r"|[\w.]*(?:Error|Exception)\b:)")  # pasted output: prompts, frames, error lines


def _prose(text: str) -> str:
    """The lines of a message a person wrote, without pasted logs, code and output."""
    return "\n".join(line for line in text.split("\n") if line.strip() and not _NOT_PROSE.match(line))


# a list item's marker, also in bold ("**1. `WeatherCache` …**")
# a list item: 1. / 1) / (1) / ① / and options lettered A. B. or a) b), bold or not, or a
# numbered heading (### 2. …)
_ITEM = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:(\d{1,2})(?:[.)](?=\s|[^\x00-\x7f])|[．、）])|[(（](\d{1,2})[)）]|([①②③④⑤⑥⑦⑧⑨])"
                   r"|([A-F])[.)](?=\s)|([a-f])\)(?=\s))", re.MULTILINE)
_CIRCLED = "①②③④⑤⑥⑦⑧⑨"


def _item_number(m: re.Match[str]) -> int:
    if m.group(1) or m.group(2):
        return int(m.group(1) or m.group(2))
    if m.group(3):
        return _CIRCLED.index(m.group(3)) + 1
    return ord((m.group(4) or m.group(5)).upper()) - ord("A") + 1


def ordinal(sentence: str) -> int | None:
    """The N of "the second one", 二つ目, 第二个: which item of a list the sentence picks."""
    return next((n for n in range(1, 5) if vocab.first(sentence, f"ordinal_{n}")), None)


def list_item(text: str, number: int) -> tuple[int, int] | None:
    """Where item ``number`` of the last numbered list (1., 2., … / (1) / ①) in ``text``
    stands: from its marker to the next marker or the next blank line."""
    lists: list[list[re.Match[str]]] = []
    for m in _ITEM.finditer(text):
        value = _item_number(m)
        if value == 1:
            lists.append([m])
        elif lists and value == len(lists[-1]) + 1:
            lists[-1].append(m)
    chosen = next((items for items in reversed(lists) if len(items) >= number), None)
    if chosen is None:
        return None
    start = chosen[number - 1].start()
    end = chosen[number].start() if number < len(chosen) else len(text)
    first = text[start:end].split("\n", 1)[0].strip()
    if first.startswith("#") or (first.startswith(("**", "__")) and first.endswith(("**", "__")) and len(first) > 4):
        # a numbered heading, or a title line in bold, holds its section: up to the next
        # heading or item
        heading = re.search(r"\n[ \t]*#{1,6}[ \t]", text[start + 1:end])
        return start, start + 1 + heading.start() if heading else end
    blank = re.search(r"\n[ \t]*\n", text[start:end])
    return start, start + blank.start() if blank else end


# a question, from the start of its sentence (anchored there: a text without '?' is read once)
_QUESTION = re.compile(r"(?:^|(?<=[\n.!?。！？]))[^\n.!?。！？]*[?？]")
# a lone digit, not part of a version, a path, a line number or "the 2 changes"
_ASKED_NUMBER = re.compile(r"(?<![A-Za-z0-9_.#:/-])([1-9])(?![A-Za-z0-9_.:%/-])(?!\s*(?!and\b|or\b|first\b)[A-Za-z])")


def _asked_item(turn: Turn) -> int | None:
    """The item a closing question offers to do by its number ("Should I go ahead with
    1?", 「1 から進めますか？」, 「先改1吗？」): a "yes" takes that item. None when the
    question names no number or several."""
    questions = _QUESTION.findall(_prose(_readable(turn.assistant)))
    if not questions:
        return None
    numbers = {int(m.group(1)) for m in _ASKED_NUMBER.finditer(questions[-1])}
    # the number names an item of the list this very reply holds ("Should I set it to 2?"
    # after no list is a value)
    if len(numbers) != 1 or list_item(_readable(turn.assistant), next(iter(numbers))) is None:
        return None
    return numbers.pop()


def _picked(turns: Sequence[Turn], number: int, deferred: set[int], excluded: set[str],
            cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The item a sentence picks by number, from the newest turn holding a numbered list
    that long (the agent's options or findings first, then the user's own list)."""
    for turn in reversed(turns):
        if turn.index in deferred:
            continue
        for where, text in (("assistant", turn.assistant), ("user", turn.user)):
            span = list_item(_readable(text), number)
            found = None if span is None else _item(turn, where, span, excluded, cleared_by)
            if found is not None:
                return found
    return None


def _item(turn: Turn, where: str, span: tuple[int, int], excluded: set[str],
          cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The item at ``span`` of the turn's message (``where``: assistant or user) as the
    candidate, when it names something; its title's names count half again."""
    text = _readable(turn.assistant if where == "assistant" else turn.user)
    said = [s for s in _sources(turn, excluded, cleared_by[turn.index]) if s.where == where]
    sources = tuple(s for s in said if span[0] <= s.mention.start < span[1])
    if not sources:
        return None
    sources = _titled(sources, text, span) + _qualified(sources, said)
    item = text[span[0]:span[1]]
    description = _first_clause(turn.user, "defect") or _prose(turn.user).split("\n")[0] or turn.user
    return Candidate(turn.index, _clip(description), _clip(item), sources, True, _prose(item), cleared_by[turn.index])


def _qualified(sources: Sequence[Sourced], said: Sequence[Sourced]) -> tuple[Sourced, ...]:
    """Where the rest of the reply says which one an item's bare name is: item "1. Fix the
    lookup in `reorder`" after "The cause is in `OrderService.reorder`"."""
    names = {s.mention.value for s in sources if s.mention.kind == "symbol" and not s.mention.symbol}
    return tuple(s for s in said if s not in sources and s.mention.kind == "symbol"
                 and s.mention.value in names and s.mention.symbol)


_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_.]{3,}")  # ASCII: 「HttpClientのやつ」 names HttpClient


def _remaining(turns: Sequence[Turn], deferred: set[int], excluded: set[str],
               cleared_by: dict[int, frozenset[str]], findings: bool = False, sentence: str = "") -> Candidate | None:
    """For "the remaining one" (残りの1個, 剩下那个): of the newest numbered list of the
    agent's findings, the one item no later user message has taken up, by its number
    (「2つめは意図的」) or by a name only that item holds (「HttpClient のやつは別PRで」). The
    sentence's own clauses that say an item is done count as such a message (「show は直した。
    もう一個のほうも…」; not "accounting says truncation is right", which settles a question)."""
    aside = [c.group(0) for c in _CLAUSE.finditer(sentence) if vocab.first(c.group(0), "done_mark")
             and not vocab.first(c.group(0), "remaining") and not _asks(c.group(0))]
    for turn in reversed(turns):
        if turn.index in deferred:
            continue
        text = _readable(turn.assistant)
        spans = numbered_items(text) or titled_paragraphs(text)
        if len(spans) < 2:
            continue
        if findings and not vocab.first(turn.user, "review_request") and sum(
                1 for a, b in spans if vocab.first(_masked(text[a:b]), "defect")) < 2:
            continue  # "what you pointed out" is in a list of findings (a review's answer), not of steps
        taken = _taken_up(turns, turn, text, spans, aside)
        left = [k for k in range(1, len(spans) + 1) if k not in taken]
        if len(left) != 1:
            return None
        return _item(turn, "assistant", spans[left[0] - 1], excluded, cleared_by)  # that item of this very list
    return None


def _taken_up(turns: Sequence[Turn], turn: Turn, text: str, spans: Sequence[tuple[int, int]],
              aside: Sequence[str] = ()) -> set[int]:
    """The items (1-based) of the list at ``spans`` in ``turn``'s reply that something after it
    took up: the agent's own title ("(fixed)"), a later edit that changes code the item quotes,
    or a later user message (and ``aside``: clauses of the sentence) by number or by a name
    only that item holds."""
    # an item the agent's own title marks as done ("**1. 注文日時のタイムゾーン（修正済み）**")
    taken = {k for k, (a, b) in enumerate(spans, 1) if vocab.first(text[a:b].split("\n", 1)[0], "done_mark")}
    for later in (t for t in turns if t.index > turn.index):
        # an item a later edit of the agent's worked on: the edit is in the one item's file
        # and changes code the item quotes (the paging finding, fixed in
        # VoucherRepository.cs); a clippy fix elsewhere in that file takes nothing up
        for call in later.tools:
            changed = removed_lines(call) + added_lines(call)
            for edited in call.paths if changed else ():
                name = edited.replace("\\", "/").rsplit("/", 1)[-1]
                holders = [k for k, (a, b) in enumerate(spans, 1) if name in text[a:b]]
                if len(holders) == 1 and _quotes_any(text[slice(*spans[holders[0] - 1])], changed):
                    taken.add(holders[0])
    for later_user in [*(t.user for t in turns if t.index > turn.index), *aside]:
        for clause in _CLAUSE.finditer(later_user):
            said = clause.group(0)
            taken.update(n for n in _numbers_taken(said) if n <= len(spans))
            if said.rstrip().endswith(("?", "？")):
                continue  # a question about an item's word ("is --to meant to be inclusive?") takes nothing up
            # a name takes an item ("the HttpClient one goes in another PR"); a plain word a
            # later request or question says in passing ("run the spec", "index") does not,
            # unless the item quotes it as code
            for token in set(_IDENTIFIER.findall(said)):
                # a plain word counts where the item quotes it as code (`days`)
                # (or names the file it stands in: "show" for posts/show.blade.php)
                holders = [k for k, (a, b) in enumerate(spans, 1) if _holds(text[a:b], token) and (
                    _NAME_LIKE.search(token) or f"`{token}`" in text[a:b]
                    or re.search(r"[/\\]" + re.escape(token) + r"\.\w", text[a:b]))]
                if len(holders) == 1:
                    taken.add(holders[0])
    return taken


_CODE_SPAN = re.compile(r"`([^`\n]+)`")


def _quotes_any(item: str, lines: list[str]) -> bool:
    """The item quotes code (in backticks or a fence) that one of ``lines`` holds."""
    quoted = [q.strip() for q in _CODE_SPAN.findall(item) if len(q.strip()) >= 6]
    quoted += [line.strip() for block in _FENCE.findall(item) for line in block.split("\n")[1:-1]
               if len(line.strip()) >= _MIN_EDITED]
    return any(q in line or (len(line) >= _MIN_EDITED and line in q) for q in quoted for line in lines)


_NAME_LIKE = re.compile(r"^.+[A-Z]|[_.]|^.{8,}$")  # HttpClient, cache_key, Foo.bar, a long word
# an item taken up by its bare number: "2 は今やって", "3 は自分で直す", "(2) done", "#3 later", "2 号我来"
def _alternatives(key: str) -> str:
    return "|".join(re.escape(w) for w in sorted(vocab.table()["item_numbers"][key], key=lambda w: (-len(w), w)))


_TAKEN_NUMBER = re.compile(r"(?:^|[\s(（#])([1-9])(?:\s*[)）]|\s*(?:" + _alternatives("particles") + r")"
                           r"|\s+(?:" + _alternatives("words_after") + r")\b)"
                           r"|\b(?:" + _alternatives("verbs_before") + r")\s+(?:#|number\s+|item\s+)?([1-9])\b"
                           r"(?!\s+(?!and\b|or\b|now\b|first\b|then\b|please\b)[A-Za-z])"
                           # (not a count: 先修2个bug, 2处, 3次)
                           r"|(?:" + _alternatives("verbs_before_cjk") + r")\s*([1-9])(?![\d.])"
                           r"(?!\s*(?:" + _alternatives("counters") + r"))"
                           r"|(?<=[\u3040-\u30ff\u3400-\u9fff])([1-9])(?=" + _alternatives("suffixes_cjk") + r")(?!番地)"
                           r"|(?<![\w#])#([1-9])(?![\w.])",  # "ok now #2"
                           re.IGNORECASE)


def _numbers_taken(clause: str) -> set[int]:
    """The list items a clause takes up by number: an ordinal ("the second one", 2つ目)
    or a bare number ("2 は今やって", "3 is mine", "do 2 now")."""
    numbers = {int(next(g for g in m.groups() if g)) for m in _TAKEN_NUMBER.finditer(clause)}
    picked = ordinal(clause)
    if picked is not None:
        numbers.add(picked)
    return numbers


@cache
def _not_selectors() -> frozenset[str]:
    """Words of a sentence that never pick an item of a list: stop words and the grounding
    phrases that point, ask, approve or frame ("fix", "that one", 修正, 那个)."""
    stop, _ = _not_keywords()
    return stop | frozenset(w.lower() for lang in vocab.LANGUAGES
                            for cat in ("deictic", "request", "ignore", "approval", "proposed", "same",
                                        "continuation", "deferral", "resume", "postpone")
                            for w in vocab.table()[lang].get(cat, []))


def _selectors(sentence: str) -> set[str]:
    """The words a sentence may pick an item by ("the race one", 「文言おかしいやつ」,
    报错那个): content words, defect nouns included (报错, warning), not the pointing."""
    japanese = bool(re.search(r"[\u3040-\u30ff]", sentence))
    out = set()
    for word in words(sentence, japanese_default=japanese):
        token = (word.rstrip(_PARTICLES) if japanese else word).lower()
        if len(token) < 2 or (token.isascii() and len(token) < 3) or token in _not_selectors():
            continue
        out.add(token)
    # an identifier is one word ("the created_at one", 「createdAtのほう」), as the list writes it
    out.update(m.group(0).lower() for m in _COMPOUND.finditer(sentence))
    return out


_COMPOUND = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|(?<![A-Za-z0-9_])[a-z]+[A-Z][A-Za-z0-9]*")


_FENCE = re.compile(r"```.*?(?:```|\Z)", re.DOTALL)
_LEAD = 300  # how far before a list its lead-in ("There are two ways to fix it:") is read
_NEGATED = re.compile(r"(?:[不没無无非]|\bnot\s+|\bno\s+|\bnon-)$", re.IGNORECASE)


def _said_plainly(word: str, text: str) -> int:
    """How often ``word`` stands in ``text``, not negated (不报错, "not a crash")."""
    pattern = rf"(?<![\w]){re.escape(word)}(?![\w])" if word.isascii() else re.escape(word)
    return sum(1 for m in re.finditer(pattern, text, re.IGNORECASE)
               if not _NEGATED.search(text[max(0, m.start() - 5):m.start()]))


_BULLET = re.compile(r"^[ \t]*[-*•・][ \t]+", re.MULTILINE)


def numbered_items(text: str) -> list[tuple[int, int]]:
    """The spans of the items 1, 2, … of the last numbered list in ``text``."""
    out = []
    for number in range(1, 10):
        span = list_item(text, number)
        if span is None:
            break
        out.append(span)
    return out


# a paragraph that opens with a title in bold ("**Early expiry** - `RedeemAsync` compares …")
_TITLED = re.compile(r"(?:\A|(?<=\n\n))[ \t]*(?:\*\*|__)[^*_\n]{2,80}(?:\*\*|__)")


def titled_paragraphs(text: str) -> list[tuple[int, int]]:
    """The spans of paragraphs that open with a bold title (findings written without
    numbers), each to the next blank line; none unless there are two or more."""
    spans = []
    for m in _TITLED.finditer(text):
        blank = text.find("\n\n", m.end())
        spans.append((m.start(), blank if blank >= 0 else len(text)))
    return spans if len(spans) >= 2 else []


def list_items(text: str) -> list[tuple[int, int]]:
    """The spans of the items of the last numbered list in ``text`` (two items or more),
    else of its bulleted items (- / * / •), each to the next item or blank line."""
    out = numbered_items(text)
    if len(out) >= 2:
        return out
    starts = [m.start() for m in _BULLET.finditer(text)]
    spans = []
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(text)
        blank = re.search(r"\n[ \t]*\n", text[start:end])
        spans.append((start, start + blank.start() if blank else end))
    return spans if len(spans) >= 2 else []


def _described(sentence: str, turns: Sequence[Turn], deferred: set[int], excluded: set[str],
               cleared_by: dict[int, frozenset[str]], fixes_only: bool = False) -> Candidate | None:
    """The item of the agent's numbered findings the sentence picks by what it says ("the
    race one", 「文言おかしいやつ」, 「报错那个」): the one item whose text holds the
    sentence's words most often; none when two items hold them as often. Words of a part
    that keeps something out (「リマインダーの件は自分でやるので、」) pick nothing."""
    kept = " ".join(p.group(0) for c in _CLAUSE.finditer(sentence) for p in _PIECE.finditer(c.group(0))
                    if not vocab.first(p.group(0), "deferral") and not vocab.first(p.group(0), "test_request"))
    picks = _selectors(kept)
    if not picks:
        return None
    for turn in reversed(turns):
        if turn.index in deferred:
            continue
        if _finds_nothing(_prose(turn.assistant)):
            return None  # the newest reply found nothing in the project to change: its list is steps elsewhere
        text = _readable(turn.assistant)
        fences = [m.span() for m in _FENCE.finditer(text)]
        spans = [(a, b) for a, b in list_items(text) if not any(x <= a < y for x, y in fences)]  # not in code
        if len(spans) < 2:
            continue
        scores = [sum(_said_plainly(w, text[a:b]) for w in picks) for a, b in spans]
        best = max(scores)
        if best == 0:
            continue
        if scores.count(best) > 1:
            return None
        a, b = spans[scores.index(best)]
        # the item picked is a finding, or one of the ways to fix that the list offers ("直し方は
        # 2 通りあります", "There are two ways to fix it"); else ("- Updated docs/export.md")
        # there is nothing to fix there
        lead = text[max(0, spans[0][0] - _LEAD):spans[0][0]]
        # (or one of the causes the reply could not tell apart: "Both fit … to tell them apart")
        offered = vocab.first(text[a:b], "proposal") or vocab.first(lead, "proposal")
        if not (vocab.first(_masked(text[a:b]), "defect") or offered or vocab.first(_prose(text), "undecided")):
            return None
        if fixes_only and not offered:
            return None  # "go with what you proposed for the email time": a way to fix, not a finding
        sources = tuple(s for s in _sources(turn, excluded, cleared_by[turn.index])
                        if s.where == "assistant" and a <= s.mention.start < b)
        if not sources:
            return None
        sources = _titled(sources, text, (a, b))
        description = _first_clause(turn.user, "defect") or _prose(turn.user).split("\n")[0] or turn.user
        return Candidate(turn.index, _clip(description), _clip(text[a:b]), sources, True, _prose(text[a:b]),
                         cleared_by[turn.index], decisive=True)
    return None


def _titled(sources: Sequence[Sourced], text: str, span: tuple[int, int]) -> tuple[Sourced, ...]:
    """An item's sources, those of its first sentence (its title: "2. **`push` never wraps
    `head`** (`src/ring.rs:31`).") counting half again: the rest explains, often by the
    place where the defect only shows."""
    marker = _ITEM.match(text, span[0]) or _BULLET.match(text, span[0])
    head = _CLAUSE.match(text, marker.end() if marker else span[0])
    end = head.end() if head else span[1]
    return tuple(Sourced(mentions.Mention(s.mention.kind, s.mention.value, s.mention.line, s.mention.symbol,
                                          s.mention.weight * 1.5, s.mention.start), s.turn, s.where, s.bases)
                 if span[0] <= s.mention.start < end else s for s in sources)


# the old and the new text of an edit, as the agents' edit tools name them (Claude Code's Edit
# and MultiEdit, Codex and Cline patches, str_replace tools, `edit_file` tools with
# old_text/new_text, the MCP filesystem server's edits of oldText/newText)
_EDIT_KEYS = ("old_string", "old_str", "old", "search", "old_text", "oldText")
_MIN_EDITED = 10  # a removed line shorter than this (`}`, `return x`) is too common to look for


def removed_lines(call: ToolCall) -> list[str]:
    """The lines an edit tool call replaced: the old text of Edit/replace-style calls
    (old_string, old_str, old, search; MultiEdit's edits) or the '-' lines of a patch."""
    parsed = load_json(call.arguments)
    olds: list[str] = []
    patch = call.arguments if not isinstance(parsed, dict) else ""
    if isinstance(parsed, dict):
        olds += [v for part in (parsed, *_edit_list(parsed)) for k in _EDIT_KEYS if isinstance(v := part.get(k), str)]
        patch = next((v for k in ("input", "patch", "diff") if isinstance(v := parsed.get(k), str)), "")
    blocks = search_replace(patch)
    olds += [before for before, _ in blocks]
    lines = [line for old in olds for line in old.split("\n")]
    lines += [] if blocks else _minus_lines(patch)
    return list(dict.fromkeys(t for line in lines if len(t := line.strip()) >= _MIN_EDITED))


_NOT_APPLIED = re.compile(r"\b(?:not found|no match|failed|could not|couldn't|unable to)\b|^error\b", re.IGNORECASE)


def applied(call: ToolCall) -> bool:
    """An edit call whose result does not say it failed ("String to replace not found")."""
    return not call.is_error and not _NOT_APPLIED.search(call.result[:300])


def edit_pairs(call: ToolCall) -> list[tuple[str | None, str, str]]:
    """The (file, old text, new text) of each replacement an edit call makes: Edit/replace-style
    calls, MultiEdit's and the MCP server's edits, SEARCH/REPLACE diffs, and the hunks of a
    patch (Codex's apply_patch, unified diffs). The file is None where the call names it
    outside the replacement (its ``paths``)."""
    parsed = load_json(call.arguments)
    patch = call.arguments if not isinstance(parsed, dict) else ""
    out: list[tuple[str | None, str, str]] = []
    if isinstance(parsed, dict):
        for part in (parsed, *_edit_list(parsed)):
            old = next((v for k in _EDIT_KEYS if isinstance(v := part.get(k), str)), None)
            new = next((v for k in _NEW_KEYS if k != "content" and isinstance(v := part.get(k), str)), None)
            if old is not None and new is not None:
                out.append((None, old, new))
        patch = next((v for k in ("input", "patch", "diff") if isinstance(v := parsed.get(k), str)), "")
    blocks = search_replace(patch)
    return out + [(None, old, new) for old, new in blocks] + ([] if blocks else _hunks(patch))


_PATCH_FILE = re.compile(r"^\*\*\* (?:Update|Add) File: (.+?)\s*$|^\+\+\+ (?:b/)?(.+?)\s*$")


def _hunks(patch: str) -> list[tuple[str | None, str, str]]:
    """The hunks of a patch as (file, old text, new text): context lines in both, '-' lines in
    the old, '+' lines in the new."""
    out: list[tuple[str | None, str, str]] = []
    path: str | None = None
    old: list[str] = []
    new: list[str] = []

    def close() -> None:
        if old or new:
            out.append((path, "\n".join(old), "\n".join(new)))
        old.clear()
        new.clear()

    for line in patch.split("\n"):
        named = _PATCH_FILE.match(line)
        if named or line.startswith(("@@", "***", "---", "diff ")):
            close()
            if named:
                path = named.group(1) or named.group(2)
        elif line.startswith("-"):
            old.append(line[1:])
        elif line.startswith("+"):
            new.append(line[1:])
        elif line.startswith(" ") or not line:
            old.append(line[1:])
            new.append(line[1:])
    close()
    return out


def _minus_lines(patch: str) -> list[str]:
    """The '-' lines of a unified diff, without its '---' file header."""
    return [line[1:] for line in patch.split("\n") if line.startswith("-") and not line.startswith("---")]


_NEW_KEYS = ("new_string", "new_str", "new", "replace", "content", "new_text", "newText")


def _edit_list(parsed: dict[str, object]) -> list[dict[str, object]]:
    """The edits of a call that makes several (MultiEdit, the MCP filesystem server)."""
    edits = parsed.get("edits")
    return [e for e in edits if isinstance(e, dict)] if isinstance(edits, list) else []


def added_lines(call: ToolCall) -> list[str]:
    """The lines an edit tool call wrote: the new text of Edit/replace-style calls
    (new_string, new_str, new, replace; MultiEdit's edits) or the '+' lines of a patch."""
    parsed = load_json(call.arguments)
    news: list[str] = []
    patch = call.arguments if not isinstance(parsed, dict) else ""
    if isinstance(parsed, dict):
        if any(k in parsed for k in _EDIT_KEYS):  # a whole-file write is not an edit's new text
            news += [v for k in _NEW_KEYS if isinstance(v := parsed.get(k), str)]
        news += [v for part in _edit_list(parsed) for k in _NEW_KEYS if isinstance(v := part.get(k), str)]
        patch = next((v for k in ("input", "patch", "diff") if isinstance(v := parsed.get(k), str)), "")
    blocks = search_replace(patch)
    news += [after for _, after in blocks]
    lines = [line for new in news for line in new.split("\n")]
    if not blocks:
        lines += [line[1:] for line in patch.split("\n") if line.startswith("+") and not line.startswith("+++")]
    return list(dict.fromkeys(t for line in lines if len(t := line.strip()) >= _MIN_EDITED))


def _broken_by_edit(turns: Sequence[Turn], sentence_keys: set[str],
                    cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """For "you broke it": the lines the agent's own edit wrote, where they stand now. Of
    several turns that edited code, the one whose request shares the complaint's words
    ("every discount shows 0" after "… got no discount"), else the newest."""
    edited = [t for t in turns if any(added_lines(c) for c in t.tools)]
    if not edited:
        return None

    def shared(text: str) -> int:
        return sum(1 for k in sentence_keys if _said_in(k, text.lower()))

    turn = max(edited, key=lambda t: (shared(t.user), shared(f"{t.user}\n{t.assistant}"), t.index))
    sources = tuple(Sourced(mentions.Mention("code", line, None, None, 2.0), turn.index, "tool")
                    for call in turn.tools for line in added_lines(call))
    description = _first_clause(turn.user, "defect") or _prose(turn.user).split("\n")[0] or turn.user
    return Candidate(turn.index, _clip(description), _clip(_prose(turn.assistant)), sources, True,
                     _prose(_readable(turn.assistant)), cleared_by[turn.index], decisive=True)


@cache
def _error_constructs() -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(e["message"]), e["code"]) for e in vocab.table()["error_constructs"])


def _raised_by_edit(sentence: str, turns: Sequence[Turn], cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """For an error the user pastes after the agent's edits ("ValueError: could not convert
    string to float: 'Wed, 05 Nov …'"): the newest of the agent's own new lines that makes
    the call the error's words name (`float(retry_after)`). None when the window already
    shows that error, or no new line makes such a call."""
    codes: list[re.Pattern[str]] = []
    shown: list[str] = []
    for message, code in _error_constructs():
        m = message.search(sentence)
        if m is not None:
            codes.append(re.compile(code.replace("{1}", re.escape(m.group(1)) if message.groups else "")))
            shown.append(m.group(0))
    if not codes:
        return None
    if any(text in c.result for t in turns for c in t.tools for text in shown):
        return None
    for turn in reversed(turns):
        lines = [line for call in turn.tools for line in added_lines(call) if any(c.search(line) for c in codes)]
        if lines:
            sources = tuple(Sourced(mentions.Mention("code", line, None, None, 2.0), turn.index, "tool")
                            for line in lines)
            description = _first_clause(turn.user, "defect") or _prose(turn.user).split("\n")[0] or turn.user
            return Candidate(turn.index, _clip(description), _clip(_prose(turn.assistant)), sources, True,
                             _prose(_readable(turn.assistant)), cleared_by[turn.index], decisive=True)
    return None


_STACKING = re.compile(vocab.table()["stacking"]["property"], re.IGNORECASE)


def _stacked(sentence: str, turns: Sequence[Turn], cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """For a stacking symptom ("the toast is hidden under the dialog's overlay", 「被遮罩盖住了」):
    the layer order of the file the sentence names by a word of its name among the session's
    files (toast: Toast.module.css), else the agent's newest line that set one (z-index: 1100)."""
    if not vocab.first(sentence, "stacking") or not vocab.first(sentence, "ui_layer"):
        return None  # (of a screen element: "the KeyError was hidden in the logs" is no layer)
    said = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", sentence)}
    for turn in reversed(turns):
        files = [p for c in turn.tools for p in c.paths] + [m.value for m in mentions.find(_readable(turn.assistant))
                                                          if m.kind in ("path", "location")]
        named = [f for f in dict.fromkeys(files) if _FILE_WORDS.split(f.replace("\\", "/").rsplit("/", 1)[-1].lower())[0]
                 in said]
        if named:
            sources = tuple(Sourced(mentions.Mention("path", f, None, None, 2.0), turn.index, "tool") for f in named)
            return Candidate(turn.index, _clip(sentence), "", sources + (
                Sourced(mentions.Mention("code", "z-index", None, None, 1.0), turn.index, "tool"),), True,
                "", cleared_by[turn.index], decisive=True)
    for turn in reversed(turns):
        lines = [line for call in turn.tools for line in added_lines(call) if _STACKING.search(line)]
        if lines:
            sources = tuple(Sourced(mentions.Mention("code", line, None, None, 2.0), turn.index, "tool") for line in lines)
            description = _first_clause(turn.user, "defect") or _prose(turn.user).split("\n")[0] or turn.user
            return Candidate(turn.index, _clip(description), _clip(_prose(turn.assistant)), sources, True,
                             _prose(_readable(turn.assistant)), cleared_by[turn.index], decisive=True)
    return None


_FILE_WORDS = re.compile(r"[._-]")
_TEST_NAME_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_TEST_WORDS = frozenset(vocab.table()["test_results"]["name_stopwords"])


def _test_words(name: str) -> set[str]:
    """The words a test's name says of what it checks: test_discount_applies_before_tax ->
    discount, applies; TestParseEmptyLine -> parse, empty, line."""
    return {w for part in _TEST_NAME_PART.findall(name) if len(w := part.lower()) >= 3 and w not in _TEST_WORDS}


_PASSED, _FAILING = mentions.PASSED, mentions.FAILING


def _shows(output: str, test: str, passing: bool) -> bool:
    """A line of a tool's output or a message names ``test`` as passing ("test
    filter::tests::x ... ok", "PASSED tests/test_a.py::test_x", "--- PASS: TestX") or as
    failing ("FAILED …", "x is red", 「x が落ちる」)."""
    for line in output.splitlines():
        if test in line:
            failed = _FAILING.search(line) is not None
            if (passing and not failed and _PASSED.search(line)) or (not passing and failed):
                return True
    return False


_SPEC_FILE = re.compile(r"(?<![\w.])\w+_(?:spec|test)(?:\.\w+)?(?![\w.])|(?<![\w.])\w+\.(?:spec|test)\.[jt]sx?\b")


def _regressed(test: str, turns: Sequence[Turn], cleared_by: dict[int, frozenset[str]],
               said: set[str] | None = None) -> Candidate | None:
    """For "test_discount_applies_before_tax is red now" when no turn showed that test
    failing: the agent's own edit in the window whose new lines say most of what the test's
    name says, and of those lines the ones that say it. None when no edit says any of it."""
    if any(_shows(text, test, passing=False) for t in turns
           for text in (t.user, t.assistant, *(c.result for c in t.tools))):
        return None  # the window shows or says it failing: the turn that does is the referent
    # the edits made after the last run that shows it passing broke it
    green = max((t.index for t in turns for c in t.tools if _shows(c.result, test, passing=True)), default=0)
    after = [t for t in turns if t.index > green and any(added_lines(c) for c in t.tools)]
    words = _test_words(test) | {w for w in said or () if w.isascii() and len(w) >= 4} - _TEST_WORDS
    best: tuple[int, int, Turn, list[str]] | None = None
    for turn in after or turns:
        lines = [line for call in turn.tools for line in added_lines(call)]
        saying = [line for line in lines if any(_said_in(w, line.lower()) for w in words)]
        count = sum(1 for w in words if any(_said_in(w, line.lower()) for line in saying))
        if count and (best is None or (count, turn.index) > (best[0], best[1])):
            best = (count, turn.index, turn, saying)
    if best is None and green and len(after) == 1:
        # one edit since a run showed it passing, whatever its words: that edit
        best = (0, after[0].index, after[0], [line for call in after[0].tools for line in added_lines(call)])
    if best is None:
        return None
    _, _, turn, saying = best
    # every line the edit wrote may have broken it; those that say what the test's name says
    # count twice; what it wrote in test files (calls brought up to a new signature) is not
    # the suspect, unless it wrote nothing else
    calls = [c for c in turn.tools if not any(_is_test_file(path) for path in c.paths)] or list(turn.tools)
    sources = tuple(Sourced(mentions.Mention("code", line, None, None, 2.0 if line in saying else 1.0), turn.index,
                            "tool") for call in calls for line in added_lines(call))
    description = _first_clause(turn.user, "defect") or _prose(turn.user).split("\n")[0] or turn.user
    return Candidate(turn.index, _clip(description), _clip(_prose(turn.assistant)), sources, True,
                     _prose(_readable(turn.assistant)), cleared_by[turn.index], decisive=True, failing_test=test)


def _is_test_file(path: str) -> bool:
    """Whether ``path`` is a test file by its project language's conventions."""
    return vocab.rules_for(path.replace("\\", "/")).is_test_file(path.replace("\\", "/"))


def _fixed_by_edit(turn: Turn) -> bool:
    """The agent changed code in this turn: the defect it describes was worked on there."""
    return any(added_lines(c) or removed_lines(c) for c in turn.tools)


def _left_open(turns: Sequence[Turn], deferred: set[int], cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The newest turn in which the agent edited code, when its reply goes on to report the
    same defect at a file it did not edit ("`get_credit_note` in credit_notes.py does not:
    it will 500 the same way. I left it alone"): those paragraphs, read as the candidate.
    The caller asks only when the sentence adds to the edit ("same thing for …",
    「それもついでに」, 顺手). No later user turn may report something else."""
    fixed = [t for t in turns if _fixed_by_edit(t) and t.index not in deferred]
    if not fixed:
        return None
    turn = fixed[-1]
    if any(t.index > turn.index and _reports(t.user) for t in turns):
        return None
    edited = {path.replace("\\", "/").rsplit("/", 1)[-1] for call in turn.tools
              if added_lines(call) or removed_lines(call) for path in call.paths}
    pieces = []
    for line in _prose(turn.assistant).split("\n"):
        named = [m for m in mentions.find(line) if m.kind in ("path", "location")]
        files = {m.value.split(":")[0].rsplit("/", 1)[-1] for m in named}
        cleared = vocab.first(line, "exonerate") and not vocab.first(line, "defect")
        if files and not files & edited and not cleared and vocab.first(line, "same"):
            pieces.append(line)
    if not pieces:
        return None
    text = "\n".join(pieces)
    pseudo = Turn(index=turn.index, user="", assistant=text)
    sources = tuple(_sources(pseudo, set(), cleared_by[turn.index]))
    if not sources:
        return None
    said = _clip(next((c.group(0) for c in _CLAUSE.finditer(text) if vocab.first(c.group(0), "same")), pieces[0]))
    return Candidate(turn.index, said, said, sources, True, text, cleared_by[turn.index], decisive=True)


_PARAGRAPH = re.compile(r"\n[ \t]*\n")


def _noticed_aside(turns: Sequence[Turn], deferred: set[int],
                   cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The defect the agent noticed beside the one it fixed and left alone ("Something else
    I noticed … I haven't touched it", 「別件ですが … まだ触っていません」, 另外发现 … 我没动):
    of the turns in which the agent edited code, the newest whose reply, from a paragraph
    that sets something aside on, reports a defect at a file the edit did not touch. The
    caller asks only when the sentence points at another thing or adds to the edit ("fix
    the other thing you noticed", 「別件って言ってたほうも」, 另一个问题也一起改). No later
    user turn may report something else."""
    for turn in reversed([t for t in turns if _fixed_by_edit(t) and t.index not in deferred]):
        # a report since then that the agent fixed in its own turn is closed ("fix the clippy
        # warning" … done); one still open would be the referent
        if any(t.index > turn.index and _reports(t.user) and not _fixed_by_edit(t) for t in turns):
            return None
        edited = {path.replace("\\", "/").rsplit("/", 1)[-1] for call in turn.tools
                  if added_lines(call) or removed_lines(call) for path in call.paths}
        reply = _readable(turn.assistant)
        starts = [0] + [m.end() for m in _PARAGRAPH.finditer(reply)]
        # the first paragraph reports the edit; an aside comes after it
        at = next((k for k, a in enumerate(starts) if k and vocab.first(_PARAGRAPH.split(reply[a:a + 600])[0],
                                                                          "left_alone")), None)
        if at is None:
            continue
        text = reply[starts[at]:]
        if at > 1 and not vocab.first(_masked(text), "defect"):
            # the aside told first, then closed by itself ("… 第 79 行 … 读不到。\n\n这个不在这次
            # 需求范围内，我没改。")
            text = reply[starts[at - 1]:]
        named = [m for m in mentions.find(text) if m.kind in ("path", "location")]
        files = {_file_name(m.value) for m in named}
        if not vocab.first(_masked(text), "defect"):
            continue
        # an aside in a file the edit touched counts when the code it quotes is code the
        # edit did not change ("`apiLimiter` on line 25 … I haven't changed it", beside the
        # new `loginLimiter` in the same file)
        same_file = not files - edited and _quotes_untouched(text, turn)
        if not files - edited and not same_file:
            continue
        if same_file:
            edited = set()
        # an aside about one file numbers its lines without naming the file again (第 17 行)
        only = {m.value.split(":")[0] for m in named}
        only = {v for v in only if "/" in v} or only  # `rec.ts` in quoted code is a field, not a file
        seen = (ToolCall("read", "", paths=(next(iter(only)),)),) if len(only) == 1 else ()
        pseudo = Turn(index=turn.index, user="", assistant=text, tools=seen)
        sources = tuple(s for s in _sources(pseudo, set(), cleared_by[turn.index])
                        if s.mention.kind not in ("path", "location")
                        or _file_name(s.mention.value) not in edited)
        if not sources:
            continue
        # its first sentence names the defect's place; the rest tells where it shows
        sources = _titled(sources, text, (0, len(text)))
        said = _clip(_first_clause(text, "defect") or _prose(text).split("\n")[0])
        return Candidate(turn.index, said, said, sources, True, _prose(text), cleared_by[turn.index], decisive=True)
    return None


def _file_name(value: str) -> str:
    """The file name a path or location mention ends in (`src/a/b.ts:12` → `b.ts`)."""
    return value.split(":")[0].replace("\\", "/").rsplit("/", 1)[-1]


def _quotes_untouched(text: str, turn: Turn) -> bool:
    """``text`` quotes a line of code (in a fence or in backticks) that the turn's edits
    neither removed nor wrote."""
    removed = {line.strip() for call in turn.tools for line in removed_lines(call)}
    added = {line.strip() for call in turn.tools for line in added_lines(call)}
    changed = removed ^ added
    quoted = [code for _, code in quoted_code(text)] + [m.value for m in mentions.find(text) if m.kind == "code"]
    return any(len(q) >= vocab.table()["quoting"]["min_chars"] and q not in changed and not any(q in c for c in changed)
               for q in quoted)


def _edited_elsewhere(turns: Sequence[Turn], deferred: set[int],
                      cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """For "the same thing for refunds": the newest turn that edited code, read as the
    lines it replaced; where they still stand, the same change is still to be made."""
    for turn in reversed(turns):
        if turn.index in deferred:
            continue
        old = [line for call in turn.tools for line in removed_lines(call)]
        if old:
            sources = tuple(Sourced(mentions.Mention("code", line, None, None, 2.0), turn.index, "tool")
                            for line in old)
            description = _first_clause(turn.user, "defect") or _prose(turn.user).split("\n")[0] or turn.user
            return Candidate(turn.index, _clip(description), _clip(_first_clause(turn.assistant, "defect")),
                             sources, True, _prose(_readable(turn.assistant)), cleared_by[turn.index],
                             decisive=True)
    return None


def _proposes(turn: Turn) -> bool:
    """The agent's reply in this turn proposes a change ("I'd change …", 修正案, 建议)."""
    return any(vocab.first(m.group(0), "proposal") for m in _CLAUSE.finditer(_prose(turn.assistant)))


_SUFFIX = re.compile(r"(?:ies|ied|ing|ion|ed|es|s|y|e)$")


def _stem(key: str) -> str:
    """A Latin word without its ending, to be matched at a word's start: "expiry" finds
    "expiresOn" and "expires"; a word left shorter than five letters stays whole."""
    if not key.isascii() or not key.isalpha():
        return key
    stem = _SUFFIX.sub("", key)
    return stem if len(stem) >= 5 else key


def _said_in(key: str, lowered: str) -> bool:
    """A keyword of the sentence stands in a text: a word written in Latin letters at the
    start of a word ("menu" in "menu-cut.png", not "one" in "components"), CJK anywhere."""
    if key.isascii():
        return re.search(rf"(?<![a-z0-9]){re.escape(key)}", lowered) is not None
    return key in lowered


def _unplaced(turns: Sequence[Turn], since: int) -> bool:
    """The agent said it cannot tell where the defect of turn ``since`` is ("I can't tell
    which function crashed", 特定できません, 无法确定) and named no place for it afterwards:
    what it listed as possibilities is not a place."""
    unplaced = False
    for turn in turns:
        if turn.index < since:
            continue
        for clause in _CLAUSE.finditer(_prose(turn.assistant)):
            placed = any(m.kind == "location" for m in mentions.find(clause.group(0)))
            if placed:
                unplaced = False
            elif vocab.first(clause.group(0), "unplaced"):
                unplaced = True
    return unplaced


def _only_continues(text: str) -> bool:
    """The user's turn only lets the agent go on ("continue", 続けて, 继续)."""
    bare = text.strip().strip(".!。！ ").strip()
    found = vocab.first(bare, "continuation")
    return bool(bare) and found is not None and found.start() == 0 and found.end() == len(bare)


def _first_clause(text: str, category: str) -> str:
    for m in _CLAUSE.finditer(_prose(text)):
        if vocab.first(m.group(0), category):
            return m.group(0).strip()
    return ""


def _blames_project(prose: str) -> bool:
    """The agent puts the cause in the project: a clause that says where the cause is
    ("the bug is in", 原因は, 问题出在) and names a file, a place or a symbol. A cause
    named outside it (原因は SendGrid の障害) is no place to change."""
    for clause in _CLAUSE.finditer(prose):
        said = clause.group(0)
        # (not one that says the cause is not in the project: 「原因はアプリではなく CloudFront」)
        if vocab.first(said, "cause_at") and not vocab.first(said, "nothing_to_fix") and any(
                m.kind in ("path", "location", "symbol") for m in mentions.find(said)):
            return True
    return False


def _finds_nothing(prose: str) -> bool:
    """The agent says nothing in the project needs changing and places no cause there."""
    return vocab.first(prose, "nothing_to_fix") is not None and not _blames_project(prose)


def _same_thread(turns: Sequence[Turn], earlier: int, settled: int) -> bool:
    """Turn ``earlier`` opened the report that turn ``settled`` concluded on: no user turn
    after it, up to the settled one, reports another defect (questions about it do not)."""
    return earlier < settled and not any(earlier < t.index <= settled and _reports(t.user) for t in turns)


def _reports(user: str) -> bool:
    """A user's message reports a defect in a clause that is not a question (「会不会是签名
    配错了？」 asks about the report already on the table)."""
    said = "\n".join(line for line in _prose(user).split("\n") if not _LOG_LINE.match(line))
    return any(vocab.first(c.group(0), "defect") and not _asks(c.group(0))
               for c in _CLAUSE.finditer(_masked(said)))


# a clause that asks: a question mark, or the Chinese question particle 吗 (么) at its end
# without one (「这几天失败的 webhook 事件会丢吗」; not 为什么 or a statement's 呢)
def _asks(clause: str) -> bool:
    said = clause.rstrip()
    if said.endswith(("?", "？")):
        return True
    said = said.rstrip("。.!！")
    return said.endswith("吗") or (said.endswith("么") and not said.endswith("什么"))


# a line of pasted log output (the logs the agent asked for are not a new report)
# (Ruby's Logger opens with its level's letter: "I, [2025-11-06T09:14:02.118331 #1] INFO -- :")
_LOG_LINE = re.compile(r"\s*+(?:[DIWEF],\s\[)?(?:\[?\d{4}-\d{2}-\d{2}[T ]\d|\[?\d{2}:\d{2}:\d{2}|\[?(?:"
                       + "|".join(vocab.table()["quoting"]["log_levels"]) + r")\b)")


def _deferrals(turns: Sequence[Turn], sentence: str = "") -> tuple[set[int], set[str]]:
    """Turns whose object the user took off the table, and the mentions to ignore. The
    sentence itself may defer one of the objects discussed ("leave the price one, fix
    the other"); it does so only by naming it, since it has no earlier turn of its own."""
    deferred: set[int] = set()
    excluded: set[str] = set()
    for i, turn in enumerate(turns):
        for clause_match in _CLAUSE.finditer(turn.user):
            clause = clause_match.group(0)
            if not vocab.first(clause, "deferral"):
                continue
            earlier = [t for t in turns[: i + 1] if vocab.first(_defect_text(t), "defect")]
            if _defer_item(clause, turns[:i], excluded):
                continue  # "2 のページングのやつは触らないで": that item of the list, nothing else
            named = _named_in_deferral(clause)
            if named and any(_said_in(_stem(w.lower()), sentence.lower()) for w in named):
                continue  # "leave the expiry thing for now" … "go ahead with the expiry fix": taken up again
            if named:
                _defer_named(clause, turn.index, earlier, deferred, excluded)
            else:
                before = turn.user[: clause_match.start()]
                if vocab.first(before, "defect"):
                    excluded.update(m.value for m in mentions.find(before))
                elif i > 0 and not _names_again(sentence, turns[i - 1]):
                    # "leave it" with nothing named leaves what was just discussed, the
                    # turn right before, whether or not that turn was about a defect (unless
                    # the sentence takes it up again by one of its identifiers: 「それはあとで」
                    # … 「retry_after が0になるやつ、今やって」)
                    deferred.add(turns[i - 1].index)
    picks = ordinal(sentence) is not None
    for clause_match in _CLAUSE.finditer(sentence):
        clause = clause_match.group(0)
        if picks and _ITEM_NUMBERS.search(clause):
            # "only the second; 1 and 3 I'll do myself" (1と3は自分で): the items are set
            # aside by number, and the pick by number keeps to its own item
            continue
        if vocab.first(clause, "deferral") and _named_in_deferral(clause):
            earlier = [t for t in turns if vocab.first(_defect_text(t), "defect")]
            _defer_named(clause, None, earlier, deferred, excluded)
            continue
        # "the healthcheck one first, the stack one later" (stack 的回头再说): the part of the
        # sentence that puts a named thing off keeps it out of this request
        for piece in _PIECE.finditer(clause):
            later = piece.group(0)
            if vocab.first(later, "postpone") and _named_in_deferral(later, "postpone"):
                earlier = [t for t in turns if vocab.first(_defect_text(t), "defect")]
                _defer_named(later, None, earlier, deferred, excluded, "postpone")
    return deferred, excluded


def _names_again(sentence: str, turn: Turn) -> bool:
    """The sentence says an identifier (retry_after, createdAt) that ``turn`` says too."""
    said = turn.user + "\n" + turn.assistant
    return any(re.search(r"(?<![A-Za-z0-9_])" + re.escape(m.group(0)) + r"(?![A-Za-z0-9_])", said)
               for m in _COMPOUND.finditer(sentence))


# items named by number in a list of two or more: "1 and 3", 1と3, 1和3, 1、3
_ITEM_NUMBERS = re.compile(r"(?<![\d.])[1-9](?:\s*(?:" + _alternatives("joiners") + r")\s*[1-9])+(?![\d.])")
_ENUMERATED = re.compile(r"(?:^|\s)[(（]?([1-9])[)）]\s", re.MULTILINE)


def _reports_several(turn: Turn) -> bool:
    """Whether the user reported several problems in one turn, numbered ("(1) … (2) …"),
    and the agent's answer places them in different files."""
    numbers = [int(m.group(1)) for m in _ENUMERATED.finditer(_prose(turn.user))]
    if not {1, 2} <= set(numbers):
        return False
    files = {m.value.rsplit("/", 1)[-1] for m in mentions.find(_readable(turn.assistant))
             if m.kind in ("location", "path")}
    return len(files) >= 2


def _places(turn: Turn) -> set[tuple[str, int | None]]:
    """The files and numbered lines the agent's reply names (a line named without its file,
    「第 28–35 行」, is in the one file the reply names)."""
    found = mentions.find(_readable(turn.assistant))
    out = {(_file_name(m.value), m.line) for m in found if m.kind in ("path", "location")}
    files = {name for name, _ in out}
    if len(files) == 1:
        out |= {(next(iter(files)), m.line) for m in found if m.kind == "line"}
    return out


def _from_elsewhere(sentence: str, turns: Sequence[Turn]) -> str | None:
    """What a sentence that points outside the session ("… Marco reported", 昨日言ってた,
    昨天说的) names, when none of its words stand anywhere in the window; else None."""
    marker = vocab.first(sentence, "elsewhere")
    if marker is None:
        return None
    said = marker.group(0).lower()
    words = {part for w in _selectors(sentence) if w not in said and said not in w for part in _named_parts(w)}
    if not words:
        return None
    window = "\n".join(f"{t.user}\n{t.assistant}\n" + "\n".join(f"{c.arguments}\n{c.result}" for c in t.tools)
                       for t in turns).lower()
    if any(_said_in(w, window) for w in words):
        return None
    if any(not w.isascii() for w in words) and len(_CJK_CHAR.findall(window)) < 20:
        return None  # a Japanese word against a session held in English may be a translation
    return ", ".join(sorted(words))


_NAMING_RUN = re.compile(r"[\u30a0-\u30ffー]{2,}|[\u4e00-\u9fff]{2,}")
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _named_parts(word: str) -> list[str]:
    """The parts of a sentence's word that name a thing rather than chat: a Latin word not
    on the chat list ("thing", "first", "alright"); in Japanese and Chinese, the runs of
    katakana or of ideographs (タイムゾーン in タイムゾーンずれる, 时区), not 同じだね."""
    if word.isascii():
        return [word] if len(word) >= 3 and word not in vocab.table()["chat_words"] else []
    return _NAMING_RUN.findall(word)


def _undecided(turns: Sequence[Turn], turn: Turn, sentence_keys: set[str]) -> bool:
    """The agent's reply says it cannot tell which of the causes it laid out it is ("Both
    fit … to tell them apart", どちらか断定できません, 两种都说得通), the causes stand in two or
    more places (in this reply, or in the one before when this one answers a follow-up), and
    the sentence says nothing of what the reply says (a bare "just fix it" picks none)."""
    prose = _prose(turn.assistant)
    if not vocab.first(prose, "undecided") or any(_said_in(k, prose.lower()) for k in sentence_keys):
        return False
    if any(vocab.first(c.group(0), "proposal") and not vocab.first(c.group(0), "open_choice")
           for c in _CLAUSE.finditer(prose)):
        return False  # "both are possible, I'd return early": the reply chose ("should I change one of them?" did not)
    places = _places(turn)
    if len(places) < 2:
        before = [t for t in turns if t.index < turn.index]
        places |= _places(before[-1]) if before else set()
    return len(places) >= 2


def _already_fixed(turns: Sequence[Turn], candidates: Sequence[Candidate]) -> set[int]:
    """Candidate turns whose defect the agent's edit already fixed, with nothing since that
    says it is not: the edit's turn, and later turns that only retell that defect (a
    commit, a PR text). A later user turn that reports a defect keeps them all."""
    fixes = [t for t in turns if _fixed_by_edit(t) and vocab.first(_defect_text(t), "defect")]
    if not fixes:
        return set()
    first = fixes[0].index
    if any(t.index > first and vocab.first(_masked(_prose(t.user)), "defect") for t in turns):
        return set()
    # the agent says, since, that a defect it reported is still there and not changed
    # ("TestCalc still fails … the problem from before, not changed yet", 还没改)
    if any(t.index > first and _still_open(_prose(t.assistant)) for t in turns):
        return set()
    fixed_names = {s.mention.value for t in fixes for s in _sources(t, set()) if s.mention.kind in ("symbol", "path",
                                                                                                      "location")}
    out = set()
    for c in candidates:
        if c.turn < first:
            continue
        names = {s.mention.value for s in c.sources if s.mention.kind in ("symbol", "path", "location")}
        if c.turn in {t.index for t in fixes} or (names and len(names & fixed_names) * 2 >= len(names)):
            out.add(c.turn)
    return out


def _still_open(prose: str) -> bool:
    """A sentence of the agent's reply reports a defect and says it was left as it is."""
    return any(vocab.first(c.group(0), "left_alone") and vocab.first(_masked(c.group(0)), "defect")
               for c in _CLAUSE.finditer(prose))


def _postponed(turns: Sequence[Turn]) -> set[int]:
    """Turns whose topic the next user turn put on hold ("let's park that", 一旦保留で,
    这个先放一下): the topic is the turn before the one that says so."""
    return {before.index for before, after in zip(turns, turns[1:], strict=False)
            if any(vocab.first(m.group(0), "postpone") for m in _CLAUSE.finditer(after.user))}


def _defer_item(clause: str, earlier: Sequence[Turn], excluded: set[str]) -> bool:
    """A deferring clause that names an item of the agent's newest numbered list by its
    number takes off the table what that item names, and nothing else."""
    numbers = _numbers_taken(clause)
    if not numbers:
        return False
    for turn in reversed(earlier):
        text = _readable(turn.assistant)
        spans = numbered_items(text)
        if len(spans) < max(numbers):
            continue
        for number in numbers:
            a, b = spans[number - 1]
            excluded.update(m.value for m in mentions.find(text[a:b]))
        return True
    return False


def _named_in_deferral(clause: str, category: str = "deferral") -> set[str]:
    """The words a deferring clause names its object with, without the words of the
    deferral itself ("leave it" names nothing; "leave the CSV export" names the export)."""
    found = vocab.find_all(clause, category)
    if not found:
        return keywords(clause)
    # (a pattern that spans its object, "i'll delete the sanity test myself", names it inside)
    rest = keywords(re.sub("|".join(re.escape(m.group(0)) for m in found), " ", clause))
    if rest or not any(len(m.group(0).split()) >= 4 for m in found):
        return rest
    return keywords(clause) - _DEFERRAL_GENERIC


_DEFERRAL_GENERIC = frozenset(vocab.table()["deferral_object"]["generic"])


def _units(text: str, keys: set[str]) -> list[str]:
    """The lines of ``text``; a line in which some sentences hold ``keys`` and another
    sentence names a file or symbol they do not is split into its sentences (code quoted
    in a following sentence still belongs to the object the line began with)."""
    out: list[str] = []
    for line in text.split("\n"):
        sentences = [m.group(0) for m in _CLAUSE.finditer(line)]
        keyed = [any(k in c.lower() for k in keys) for c in sentences]
        if not any(keyed):
            out.append(line)
            continue
        places = [{m.value for m in mentions.find(c) if m.kind in ("path", "location", "symbol")} for c in sentences]
        named = set().union(*(p for k, p in zip(keyed, places, strict=True) if k))
        if any(p - named and not k for k, p in zip(keyed, places, strict=True)):
            out.extend(sentences)
        else:
            out.append(line)
    return out


def _defer_named(clause: str, at: int | None, earlier: Sequence[Turn], deferred: set[int],
                 excluded: set[str], category: str = "deferral") -> None:
    """Take off the table what the lines of ``earlier`` turns that share the clause's
    words name; ``at`` is the turn the clause is in (None: the sentence). A clause that
    names a file or symbol itself ("don't touch buf.c") takes off that one thing only."""
    named = [m.value for m in mentions.find(clause) if m.kind in ("path", "location", "symbol")]
    if named:
        excluded.update(named)
        return
    keys = _named_in_deferral(clause, category)
    taken: set[str] = set()
    kept: set[str] = set()
    for t in earlier:
        # a line (a paragraph, a list item) is the unit that describes one object; a line
        # that names two objects, sentence after sentence ("Two bugs. `render_total` … drops
        # the last row. `normalize_email` … never lower-cases."), is read sentence by sentence
        for piece in _units(f"{t.user}\n{t.assistant}", keys):
            if any(k in piece.lower() for k in keys) and not vocab.first(piece, "deferral"):
                taken.update(m.value for m in mentions.find(piece))
            elif t.index != at and vocab.first(piece, "defect"):
                kept.update(m.value for m in mentions.find(piece))
    # what the description of another defect names too is not the deferred
    # object's alone ("the paging bug in `listTasks`" stays when the dates go)
    excluded.update(taken - kept)
    for t in earlier:
        # a turn is deferred whole only when nothing it names is left
        if t.index != at and not [m for m in mentions.find(f"{t.user}\n{t.assistant}") if m.value not in excluded]:
            deferred.add(t.index)
    excluded.update(m.value for m in mentions.find(clause))


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


_RAISED = re.compile(r"\b(\w*(?:Error|Exception))\b\s*:\s*([^\n]{1,200})")
_QUOTED_VALUE = re.compile(r"['\"`]([^'\"`\n]{3,60})['\"`]")


def _predicted(sentence: str, turns: Sequence[Turn], candidates: Sequence[Candidate]) -> Candidate | None:
    """The candidate turn whose reply foretold the error the sentence pastes (its quoted
    value, `sku` of "KeyError: 'sku'", said there beside a defect) and proposed a fix that
    no edit made since."""
    values = {v for m in _RAISED.finditer(sentence) for v in _QUOTED_VALUE.findall(m.group(2))}
    if not values:
        return None
    for c in candidates:
        turn = next((t for t in turns if t.index == c.turn), None)
        if turn is None or _fixed_by_edit(turn) or not c.defect:
            continue
        prose = _prose(_readable(turn.assistant))
        if not (any(_said_in(v.lower(), prose.lower()) for v in values) and _proposes(turn)):
            continue
        # the fix was made since when a later edit touched a file the prediction named
        named = {_file_name(m.value) for m in mentions.find(prose) if m.kind in ("path", "location")}
        touched = {_file_name(p) for t in turns if t.index > turn.index for call in t.tools
                   if added_lines(call) or removed_lines(call) for p in call.paths}
        if named and not named & touched:
            return replace(c, decisive=True)
    return None


def _written_paths(turns: Sequence[Turn]) -> set[str]:
    """The files the agent's tools edited or wrote whole in these turns, as written there."""
    out: set[str] = set()
    for turn in turns:
        for call in turn.tools:
            parsed = load_json(call.arguments)
            if added_lines(call) or (isinstance(parsed, dict) and isinstance(parsed.get("content"), str)):
                out.update(call.paths)
    return out


def _same_file(a: str, b: str) -> bool:
    """Two spellings of one file: one a suffix of the other, or the same last two parts
    ('/srv/app/export.py' and '/home/u/work/app/export.py')."""
    a, b = a.replace("\\", "/"), b.replace("\\", "/")
    return a == b or a.endswith("/" + b) or b.endswith("/" + a) or (
        a.count("/") >= 1 and b.count("/") >= 1 and a.split("/")[-2:] == b.split("/")[-2:])


def _own_frames_first(own: tuple[Sourced, ...], turns: Sequence[Turn]) -> tuple[Sourced, ...]:
    frames = [s for s in own if s.mention.kind == "location" and s.mention.line]
    if len(frames) < 2:
        return own
    written = _written_paths(turns)
    mine = [s for s in frames if any(_same_file(s.mention.value, w) for w in written)]
    if not mine or len(mine) == len(frames):
        return own
    deepest = max(mine, key=lambda s: s.mention.weight)  # a stack's frames weigh more the deeper they are
    return tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight * 2.0)) if s is deepest else s
                 for s in own)


def _cleared_by(turns: Sequence[Turn]) -> dict[int, frozenset[str]]:
    """Per turn, the symbols cleared in it or before it (what was found right stays right)."""
    out: dict[int, frozenset[str]] = {}
    seen: set[str] = set()
    for turn in turns:
        seen |= _cleared(turn)
        out[turn.index] = frozenset(seen)
    return out


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
    return frozenset(n for n in names if not _said_in(n.lower(), sentence.lower()))


def plan(sentence: str, turns: Sequence[Turn], summary: Summary | None = None) -> Plan:
    """What the sentence points at, before the project is consulted: the sentence's own
    mentions first (they are tried first), else the history's candidate turns, best first.
    When the sentence names only what the project does not hold (`Prelude.read: no parse`),
    the history's candidates follow its own mentions."""
    found = _plan(sentence, turns, summary)
    if turns:
        found = replace(found, excluded=_kept_out(sentence, turns))
    if not turns:
        return found
    bounded = [_bounded(t) for t in turns]
    cleared = _cleared_by(bounded)
    if not found.own:
        stacked = _stacked(_readable(sentence), bounded, cleared)
        if stacked is not None:
            return Plan(found.phrase, (), (stacked,) + found.candidates, found.deferred,
                        f"the sentence says one layer shows under another: the layer order in turn {stacked.turn}",
                        found.excluded)
        # a spec file named with its example's words, failing now ("subscription_spec の renews
        # on the last day of the month が落ちてる"), after the agent's edits
        specs = list(dict.fromkeys(m.group(0) for m in _SPEC_FILE.finditer(sentence)))
        edit = _regressed(specs[0], bounded, cleared, keywords(_readable(sentence))) if len(specs) == 1 and \
            vocab.first(_readable(sentence), "defect") else None
        if edit is None:
            return found
        return Plan(found.phrase, (), (edit,) + found.candidates, found.deferred,
                    f"`{specs[0]}` fails now and no turn showed it failing: the agent's edit in turn {edit.turn} "
                    "changed the code its words describe", found.excluded)
    rest = _plan(sentence, turns, summary, own_mentions=False)
    # an error the agent predicted and offered to fix ("every row has no `sku` key … shall I
    # change it?"), pasted later from where it happened: the turn that predicted it, not the frame
    predicted = _predicted(_readable(sentence), bounded, rest.candidates)
    if predicted is not None:
        return Plan(found.phrase, (), (predicted,) + tuple(c for c in rest.candidates if c is not predicted),
                    rest.deferred, f"turn {predicted.turn} predicted this error and proposed a fix that was not made",
                    found.excluded)
    # a stack pasted after the agent wrote code: its deepest frame in a file the agent wrote in
    # the window counts twice (the new code, not the old code under it, is the suspect)
    found = replace(found, own=_own_frames_first(found.own, bounded))
    # an error pasted after the agent's edits, raised by a call one of its new lines makes (not
    # when the sentence itself shows the frame or names the function it came from)
    placed = any(s.mention.kind in ("location", "symbol") for s in found.own)
    raised = None if placed else _raised_by_edit(_readable(sentence), bounded, cleared)
    if raised is not None:
        return Plan(found.phrase, (), (raised,) + rest.candidates, rest.deferred,
                    f"the error in the sentence names a call that the agent's edit in turn {raised.turn} wrote, and "
                    "no turn showed that error", found.excluded)
    # a test the sentence names as failing now, after the agent's edits: the edit is the place
    tests = list(dict.fromkeys(s.mention.value for s in found.own if s.mention.kind == "test"))
    said = None if tests else keywords(_readable(sentence))
    tests = tests or list(dict.fromkeys(m.group(0) for m in _SPEC_FILE.finditer(sentence)))
    if len(tests) == 1 and vocab.first(_readable(sentence), "defect"):
        edit = _regressed(tests[0], bounded, cleared, said)
        if edit is not None and vocab.first(_readable(sentence), "test_outdated"):
            # "60s is what ops asked for, dont change that": the agent's edit changed the
            # behaviour on purpose, and the test still checks the old one
            named = Sourced(mentions.Mention("symbol", tests[0].rsplit("::", 1)[-1], None, None, 3.0), edit.turn, "sentence")
            stale = replace(edit, sources=(named,), failing_test=tests[0])
            return Plan(found.phrase, (), (stale,) + rest.candidates, rest.deferred,
                        f"`{tests[0]}` fails since the agent's edit in turn {edit.turn}, and the sentence says that "
                        "change was meant: the test is what is out of date", found.excluded)
        if edit is not None:
            return Plan(found.phrase, (), (edit,) + rest.candidates, rest.deferred,
                        f"`{tests[0]}` fails now and no turn showed it failing: the agent's edit in turn {edit.turn} "
                        "changed the code its name describes", found.excluded)
    return replace(found, candidates=rest.candidates, deferred=rest.deferred)


def _plan(sentence: str, turns: Sequence[Turn], summary: Summary | None = None, *,
          own_mentions: bool = True) -> Plan:
    sentence = _readable(sentence)
    turns = [_bounded(t) for t in turns]
    if summary is not None:
        summary = replace(summary, text=_readable(summary.text))
    # what the sentence names in a clause that keeps it out ("fix it. don't touch buf.c",
    # 「buf.c は触らないで」) is no object of the request
    kept_out = [m.span() for m in _CLAUSE.finditer(sentence) if vocab.first(m.group(0), "deferral")]
    own = tuple(Sourced(m, None, "sentence") for m in mentions.find(sentence, weight=3.0)
                if m.kind != "line" and (m.kind != "symbol" or m.weight >= 3.0 * 1.5)
                and not any(a <= m.start < b for a, b in kept_out))
    # the most specific pointing phrase names the object: 「那这个bug帮我修一下」 points
    # with 这个bug, not with the opening 那 ("so")
    pointing = vocab.find_all(sentence, "deictic")
    phrase = max(pointing, key=lambda m: (len(m.group(0)), -m.start())).group(0) if pointing else None
    # "this bug" asks for a defect; "fix it" prefers one; "do that" takes any task object
    # "fix it" needs something broken in the history too, unless the sentence itself says
    # what is broken ("it's still broken, fix it", "you broke it")
    says_broken = any(vocab.first(sentence, c) for c in ("still", "broke", "defect"))
    needs_defect = mentions.asks_for_defect(sentence) or (vocab.first(sentence, "repair") is not None
                                                          and not says_broken)
    prefers_defect = needs_defect or vocab.first(sentence, "request") is not None
    # "do what you suggested", 按你说的改: the referent is what the agent last proposed
    approving = vocab.first(sentence, "approval") is not None or vocab.first(sentence, "proposed") is not None
    if own and own_mentions:
        return Plan(phrase, own, (), (), "the sentence names its object")
    if not turns:
        return Plan(phrase, (), (), (), "no history was read (no session, no turns, or turns = 0)")
    deferred, excluded = _deferrals(turns, sentence)
    sentence_keys = keywords(sentence)
    # a defect reported without a place is often placed in the next exchange: that turn
    # goes on discussing it even when it names no defect itself ("why would they expire?")
    unplaced: set[int] = set()
    for before, after in zip(turns, turns[1:], strict=False):
        placing = [x for x in _sources(before, excluded) if x.mention.kind in ("location", "path", "symbol", "test")]
        if vocab.first(_defect_text(before), "defect") and not placing and before.index not in deferred:
            unplaced.add(after.index)
    cleared_by = _cleared_by(turns)
    # "the remaining one", and "what you pointed out" once the other findings are taken up
    if vocab.first(sentence, "remaining") or vocab.first(sentence, "pointed_out"):
        rest = _remaining(turns, deferred, excluded, cleared_by,
                          findings=not vocab.first(sentence, "remaining"), sentence=sentence)
        if rest is not None:
            return Plan(phrase, (), (rest,), tuple(sorted(deferred)),
                        f"the one item of the numbered list in turn {rest.turn} that no later message took up")
    taken = _numbers_taken(sentence)  # "go ahead with 3", 「3 お願い」, 「先修2」
    number = (ordinal(sentence) or (taken.pop() if len(taken) == 1 else None)
              or (_asked_item(turns[-1]) if vocab.first(sentence, "affirm") else None))
    picked = _picked(turns, number, deferred, excluded, cleared_by) if number else None
    if picked is not None:
        return Plan(phrase, (), (picked,), tuple(sorted(deferred)),
                    f"item {number} of the numbered list in turn {picked.turn}")
    described = _described(sentence, turns, deferred, excluded, cleared_by, vocab.first(sentence, "proposed") is not None)
    if described is not None:
        return Plan(phrase, (), (described,), tuple(sorted(deferred)),
                    f"the item of the numbered list in turn {described.turn} that the sentence describes")
    # the agent fixed one place and reported the same defect at another it left alone: that
    # one is what is still open ("same thing for the other endpoint", 「それもついでに」)
    adds = vocab.first(sentence, "same") or vocab.first(sentence, "also")
    left = None if not adds or vocab.first(sentence, "broke") or vocab.first(sentence, "still") else _left_open(
        turns, deferred, cleared_by)
    if left is not None:
        return Plan(phrase, (), (left,), tuple(sorted(deferred)),
                    f"the place the agent's reply in turn {left.turn} reports with the same defect, after fixing "
                    "another; it was left as it is")
    # "fix the other thing you noticed": what the agent reported beside its fix and left alone
    aside = None if left is not None or vocab.first(sentence, "broke") or vocab.first(sentence, "still") or not (
        adds or vocab.first(sentence, "other")) else _noticed_aside(turns, deferred, cleared_by)
    if aside is not None:
        return Plan(phrase, (), (aside,), tuple(sorted(deferred)),
                    f"what the agent's reply in turn {aside.turn} noticed beside its fix and left alone")
    # "the IPv6 bug Marco reported", 「昨日言ってたタイムゾーンのやつ」: the sentence points at
    # something from outside this session, and no turn in the window says a word of it
    outside = _from_elsewhere(sentence, turns)
    if outside is not None:
        return Plan(phrase, (), (), tuple(sorted(deferred)),
                    f"the sentence points at something from outside this session ({outside}), and no turn in the "
                    "window mentions it")
    # "same thing for refunds": where the code a turn changed still stands unchanged
    again = _edited_elsewhere(turns, deferred, cleared_by) if vocab.first(sentence, "same") else None
    # "you broke it": where the lines the agent's own edit wrote stand now
    if again is None and vocab.first(sentence, "broke"):
        again = _broken_by_edit(turns, sentence_keys, cleared_by)
    # "the other bug": not the one the agent already changed code for
    other = vocab.first(sentence, "other") is not None
    # "back to the complaint", 保留にしてたやつ: the turns the user put on hold come first
    resumed = _postponed(turns) if vocab.first(sentence, "resume") else set()
    settled: list[int] = []
    # turns in which the agent found nothing in the project to change, and blamed nothing there
    concluded = {t.index for t in turns if t.index not in deferred and _finds_nothing(_prose(t.assistant))}
    ranked: list[tuple[int, int, float, int, Candidate]] = []
    lowered = [_defect_text(t).lower() for t in turns]
    spread = {k: sum(1 for text in lowered if _said_in(_stem(k), text)) for k in sentence_keys}
    for turn in reversed(turns):
        if turn.index in deferred or (other and _fixed_by_edit(turn)):
            continue
        prose = _prose(turn.assistant)
        if turn.index in concluded:
            settled.append(turn.index)
            continue
        if any(_same_thread(turns, c, turn.index) for c in concluded) and not _blames_project(prose):
            # a follow-up on a report settled before ("is there a status page?", 会自动重试吗？):
            # no new report came in since, and the agent places no cause in the project
            settled.append(turn.index)
            continue
        if settled and _same_thread(turns, turn.index, min(settled)) and (
                not _blames_project(prose) or vocab.first(prose, "undecided")):
            # the report the settled turn concluded on: the agent looked at it here and
            # placed nothing ("The code path looks fine"), or only offered causes it could not
            # tell apart without more data, and no report came in between
            settled.append(turn.index)
            continue
        if settled and not sentence_keys and turn.index < min(settled) and not _reports(turn.user):
            # a bare "fix it then" after the newest report was settled: an older reply's caution
            # ("a missing variable raises KeyError at boot") is no report of its own
            continue
        text = _defect_text(turn)
        defect = vocab.first(text, "defect") is not None or turn.index in unplaced
        if needs_defect and not defect:
            continue
        sources = tuple(_sources(turn, excluded, cleared_by[turn.index], approving))
        if not sources or (defect and _unplaced(turns, turn.index)):
            continue
        diagnosis = _first_clause(turn.assistant, "defect")
        description = _first_clause(turn.user, "defect") or _prose(turn.user).split("\n")[0] or turn.user
        if diagnosis and _only_continues(turn.user):  # "continue" describes nothing: the agent's words do
            description = diagnosis
        # a word of the sentence that few turns say tells more than one every turn says
        hit_keys = sum(1.0 / spread[k] for k in sentence_keys if spread[k] and _said_in(_stem(k), text.lower()))
        # a proposal the same turn carried out ("I changed it to this:" and the edit) is done, not pending
        proposed = 0 if approving and _proposes(turn) and not _fixed_by_edit(turn) else 1
        ranked.append((0 if turn.index in resumed else 1, proposed, -hit_keys, 0 if defect or not prefers_defect else 1,
                       Candidate(turn.index, _clip(description), _clip(diagnosis), sources, defect,
                                 _prose(_readable(turn.assistant)), cleared_by[turn.index],
                                 decisive=turn.index in resumed)))
    if summary is not None and summary.before in cleared_by:
        # the agent's summary of forgotten turns: older than every turn, first when the
        # sentence goes back to a topic it says was put on hold
        held = _summary_candidate(summary, excluded, cleared_by[summary.before])
        if held is not None and (held.defect or not needs_defect):
            parked = vocab.first(sentence, "resume") is not None and vocab.first(summary.text, "postpone") is not None
            if parked:
                held = replace(held, decisive=True)
            ranked.append((0 if parked else 1, 1, 0, 0 if held.defect or not prefers_defect else 1, held))
    # the summary ranks below every turn of its rank: it retells what the turns said
    ranked.sort(key=lambda r: (r[0], r[1], r[3], r[2], bool(r[4].sources) and r[4].sources[0].where == "summary",
                               -r[4].turn))
    candidates = ((again,) if again else ()) + tuple(c for *_, c in ranked)
    if not candidates:
        why = "no turn in the window describes a defect or names a place in the project"
        if settled:
            why = (f"the agent found nothing in the project to change for the defect of turn(s) "
                   f"{', '.join(map(str, sorted(settled)))}, and no other turn describes one")
        if deferred:
            why += f" (the object of turn(s) {', '.join(map(str, sorted(deferred)))} was deferred by the user)"
        return Plan(phrase, (), (), tuple(sorted(deferred)), why)
    if again is not None and vocab.first(sentence, "broke"):
        return Plan(phrase, (), candidates, tuple(sorted(deferred)),
                    f"the code the agent's edit wrote in turn {again.turn}, where it stands now")
    if again is not None:
        return Plan(phrase, (), candidates, tuple(sorted(deferred)),
                    f"the code changed in turn {again.turn}, where it still stands unchanged")
    if again is None and not other and not vocab.first(sentence, "still"):
        done = _already_fixed(turns, candidates)
        candidates = tuple(c for c in candidates if c.turn not in done)
        # what the agent set aside beside its fix is still open when the fix closed the rest
        # ("TestOffset fails, but that's from before: … I haven't touched it", then 「テスト
        # 落ちてたやつ直して」)
        # (or when the sentence's words name the aside and not the turn that would win:
        # 「さっき言ってたキャンセルのやつ」 after a side question about an upgrade)
        aside = _noticed_aside(turns, deferred, cleared_by) if done else None
        if aside is not None and any(c.defect for c in candidates):
            named = [k for k in sentence_keys if spread.get(k)]
            top_text = next((_defect_text(t).lower() for t in turns if t.index == candidates[0].turn), "")
            if not (any(_said_in(k, aside.prose.lower()) for k in named)
                    and not any(_said_in(k, top_text) for k in named)):
                aside = None
        if aside is not None:
            return Plan(phrase, (), (aside,), tuple(sorted(deferred)),
                        f"what the agent's reply in turn {aside.turn} set aside beside its fix, which is still open")
        if not candidates:
            return Plan(phrase, (), (), tuple(sorted(deferred)),
                        f"the defect discussed was fixed by the agent's edit in turn {min(done)}, and no later turn "
                        "reports it or another one")
    if vocab.first(sentence, "earliest"):
        # "the one from the start", 最开始那个: the earliest turn that describes a defect
        first = min((c for c in candidates if c.defect), key=lambda c: c.turn, default=None)
        if first is not None:
            candidates = (replace(first, decisive=True),) + tuple(c for c in candidates if c is not first)
            return Plan(phrase, (), candidates, tuple(sorted(deferred)),
                        f"the earliest turn in the window that describes a defect (turn {first.turn})")
    top = candidates[0]
    top_turn = next((t for t in turns if t.index == top.turn), None)
    # a follow-up question on the report ("remind me what retry_after does?") leaves the
    # report's turn to say whether it could tell the causes apart
    if top_turn is not None and not _reports(top_turn.user) and not _fixed_by_edit(top_turn):
        opened = next((t for c in candidates[1:] for t in turns if t.index == c.turn and c.defect
                       and _same_thread(turns, t.index, top_turn.index)), None)
        top_turn = opened if opened is not None and vocab.first(_prose(opened.assistant), "undecided") else top_turn
    if again is None and top_turn is not None and not vocab.first(sentence, "all_of") and _undecided(
            turns, top_turn, sentence_keys):
        return Plan(phrase, (), (), tuple(sorted(deferred)),
                    f"turn {top_turn.index} names more than one possible cause and says it cannot tell which, and the "
                    "sentence does not choose")
    if again is None and not vocab.first(sentence, "all_of") and _reports_several(next(t for t in turns
                                                                                       if t.index == top.turn)):
        # "(1) … (2) …" answered place by place, then "fix that": which one is not said
        return Plan(phrase, (), (), tuple(sorted(deferred)),
                    f"turn {top.turn} reports several problems, each in its own place, and the sentence does not "
                    "say which one")
    return Plan(phrase, (), candidates, tuple(sorted(deferred)), "the most recent turn that describes a defect")
