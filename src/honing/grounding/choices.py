"""Options picked by a property rather than a number: "go with the recommended one",
「おすすめのほうでお願い」, 「按你推荐的那个改」. The agent's list of ways to fix marks one as
recommended (「1. **おすすめ**: …」, "2. (recommended) …"), or a sentence after it says which
("I'd recommend 1", 「我建议第 1 种」); that item is the referent."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import replace
from functools import cache

from honing.grounding import mentions, vocab
from honing.grounding.candidates import Candidate, _sources
from honing.grounding.edits import _fixed_by_edit, _written_paths, added_lines, removed_lines
from honing.grounding.items import (
    _FENCE,
    _item,
    _not_selectors,
    _said_plainly,
    _speaks_of,
    numbered_items,
    paragraph_spans,
)
from honing.grounding.mentions import _BACKTICK, Mention
from honing.grounding.parts import _pieces
from honing.grounding.places import Sourced
from honing.grounding.prose import (
    _CLAUSE,
    PARAGRAPH,
    _asks,
    _defect_text,
    _proposes,
    _prose,
    _readable,
    _said_in,
    _stem,
    keywords,
)
from honing.sessions.model import Turn

_PLACES = ("location", "path", "symbol")
_DIGIT = re.compile(r"(?<![\d.])([1-9])(?![\d.])")
# the number an offer takes as its object: 「按 1 改」, "do 1", "go with #2", 「案 2 で」
_OFFERED = re.compile(r"(?:按|照|用|选|\bdo|\bapply|\bgo with|\btake|\buse|\boption|方案|案)\s*#?([1-9])(?![\d.:]|\s*(?:个|つ|s\b|ms\b|min))",
                      re.IGNORECASE)


def pending(turn: Turn, turns: Sequence[Turn] = ()) -> bool:
    """The turn's reply proposes a change that its own edit did not make: no edit at all, or a
    proposal in a paragraph whose quoted names the edit mostly did not write ("the effect never
    cancels `fetchOrders` … `useOrderDetail` creates an `AbortController` … Want me to make that
    change?" after an edit of the dependency list), and that no later edit of ``turns`` wrote
    ("yes" and the `HTTP_TIMEOUT` the proposal named)."""
    if not _proposes(turn) or _offers_again(turn, turns):
        return False
    later = "\n".join(line for t in turns if t.index > turn.index for call in t.tools for line in added_lines(call))
    if not _fixed_by_edit(turn):
        names = {q for q in _BACKTICK.findall(_readable(turn.assistant)) if len(q) >= 4}
        return not later or not names or 2 * sum(1 for q in names if q in later) <= len(names)
    edited = "\n".join(line for call in turn.tools for line in added_lines(call) + removed_lines(call))
    paragraphs = PARAGRAPH.split(_readable(turn.assistant))
    for k, paragraph in enumerate(paragraphs[1:], 1):  # (the first reports the edit)
        if not any(vocab.first(c.group(0), "proposal") for c in _CLAUSE.finditer(_prose(paragraph))):
            continue
        names = {q for q in _BACKTICK.findall(paragraph) if len(q) >= 4}
        if not names and k > 1:  # ("Want me to do one of them?" under the options it asks about)
            names = {q for q in _BACKTICK.findall(paragraphs[k - 1]) if len(q) >= 4}
        missing = [q for q in names if q not in edited]
        if names and 2 * len(missing) > len(names) and not any(q in later for q in missing):
            return True
    return False


def _offers_again(turn: Turn, turns: Sequence[Turn]) -> bool:
    """The reply's proposal points back at one an earlier reply made and quotes a name of it
    (「さっきのリトライ条件の修正（`retryOn` を…）、進めてよければ言ってください」): it offers that one again,
    and the earlier turn is where it was laid out."""
    pointing = [c.group(0) for c in _CLAUSE.finditer(_readable(turn.assistant))
                if vocab.first(c.group(0), "refers_back") and vocab.first(c.group(0), "proposal")]
    if not pointing:
        return False  # (the usual case: the earlier replies are not joined to be searched)
    earlier = "\n".join(t.assistant for t in turns if t.index < turn.index)
    return any(len(q) >= 4 and q in earlier for clause in pointing for q in _BACKTICK.findall(clause))


def offered(turn: Turn, sentence: str, words: Iterable[str]) -> bool:
    """The reply's last paragraph offers a change the sentence names (by one of its ``words``
    or a telling defect word), so that part of the turn is still open whatever its edit did
    ("N+1 那个要改的话告诉我" after masking the phone numbers, then 「N+1那个弄一下」)."""
    paragraphs = [p for p in PARAGRAPH.split(_readable(turn.assistant)) if p.strip()]
    if not paragraphs or not _fixed_by_edit(turn):
        return False
    last = _prose(paragraphs[-1])
    if vocab.first(last, "offer") is None:
        return False
    # (or a telling symptom phrase both say, in any of its forms: 「闪屏」 for 「闪一下」)
    return any(_said_in(w, last.lower()) for w in words) or any(
        p.search(sentence) and p.search(last) for p in vocab.phrases("telling"))


def recommended(sentence: str, turns: Sequence[Turn], deferred: set[int], excluded: set[str],
                cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The item of the newest numbered list that the agent recommended, when the sentence
    asks for the recommended one; None when no list marks exactly one."""
    if not vocab.first(sentence, "recommended"):
        return None
    for turn in reversed(turns):
        if turn.index in deferred:
            continue
        text = _readable(turn.assistant)
        spans = numbered_items(text)
        if len(spans) < 2:
            continue
        marked = _marked(text, spans)
        if marked is None:
            return None
        found = _item(turn, "assistant", spans[marked], excluded, cleared_by)
        if found is None:
            return None
        # what the option quotes (`DateTime.now()`), where the reply quoted it in its code
        # (`coupon.isExpired(DateTime.now())`, 14行目): the line the option changes
        a, b = spans[marked]
        own = set(_QUOTED.findall(text[a:b]))
        wider = sorted({q for q in _QUOTED.findall(text[:a] + text[b:]) if q not in own and any(o in q for o in own)})
        more = tuple(Sourced(Mention("code", q, None, None, 2.0), turn.index, "assistant") for q in wider)
        if not any(s.mention.kind in _PLACES for s in found.sources):
            # an option that names no place of its own ("add `id` as a tie-breaker") changes the
            # place the finding before the list names (`OrderExportService.export` 第 39 行)
            more += tuple(s for s in _sources(turn, excluded, cleared_by[turn.index])
                          if s.where == "assistant" and s.mention.start < spans[0][0] and s.mention.kind in _PLACES)
        return replace(found, sources=found.sources + more)
    return None


def doer(key: str, turns: Sequence[Turn] = ()) -> bool:
    """A word that names what does a job ("the scheduler", "the parser"), which a reply of ``turns`` says by the job
    ("scheduled"); not "whatever", "together", "number"."""
    return (key.isascii() and len(key) >= 6 and key.endswith("er") and key not in vocab.table()["en"]["not_doers"]
            and (not turns or any(_said_in(key[:-1], _readable(t.assistant).lower()) for t in turns)))


def topic_words(sentence: str, keys: AbstractSet[str]) -> frozenset[str]:
    """The words of ``keys`` by which the sentence names its topic ("the price thing from earlier", 「価格のやつ」,
    「价格那个」, "that's your cron from earlier"): the word, whole (not "ice" of "price"), stands right before a
    ``topic_name`` phrase or right after a ``topic_before`` one."""
    lowered = sentence.lower()

    def whole(k: str) -> str:
        return rf"(?<![a-z0-9_]){re.escape(k)}(?![a-z0-9_])" if k.isascii() else re.escape(k)

    return frozenset(k for k in keys if any(vocab.first(lowered[m.end():m.end() + 12], "topic_name")
                                           or vocab.first(lowered[max(0, m.start() - 12):m.start()], "topic_before")
                                           for m in re.finditer(whole(k), lowered)))


def sole_topic(sentence: str, spread: dict[str, int], turn: Turn) -> bool:
    """The turn answers a question and says a word the sentence names its topic by that no other turn says ("fix the
    nanoseconds thing" after the one reply that explained `time.Duration(30)` is 30 nanoseconds, asked "is that
    seconds?"); not a word of a part that puts something off (「JSONのほうは今度でいい」)."""
    if not _asks(turn.user):
        return False
    kept = " ".join(p for c in _CLAUSE.finditer(sentence) for p in _pieces(c.group(0)) if not any(
        vocab.first(p, k) for k in ("deferral", "postpone", "put_off")))
    lowered = _defect_text(turn).lower()
    return any(spread.get(k) == 1 and _said_in(_stem(k), lowered) for k in topic_words(kept, frozenset(spread)))


def pasted_first(sentence: str, turns: Sequence[Turn]) -> int | None:
    """The turn whose user message pasted something first (a fenced block, a stack), when the sentence names its
    object by that (「最初に貼ったクラッシュのほう」, "the crash I pasted first"); None otherwise."""
    if not vocab.first(sentence, "pasted"):
        return None
    return next((t.index for t in turns if "```" in t.user or len(_STACK_FRAME.findall(t.user)) >= 2), None)


_STACK_FRAME = re.compile(r'^[ \t]+at [\w$.<>]+\s*\(|^[ \t]+File "', re.MULTILINE)  # (Java/Kotlin/JS "at a.b(…)", Python 'File "…"')


def named_by_file(keys: AbstractSet[str], turns: Sequence[Turn], spread: dict[str, int]) -> int | None:
    """The one turn whose edits wrote a file the sentence names by its name, a word no other turn says ("lockout does
    nothing if you rotate source IPs" after the turn that wrote `internal/auth/lockout.go`), or None."""
    generic = set(vocab.table()["generic_path_words"])  # (not "main" of `cmd/main.go`)
    named = {(t.index, k) for t in turns for path in _written_paths([t]) for k in keys
             if len(k) >= _FILE_WORD and k not in generic and spread.get(k) == 1
             and re.split(r"[\\/]", path)[-1].rsplit(".", 1)[0].lower() == k}
    if len({index for index, _ in named}) != 1:
        return None
    index = next(iter(named))[0]
    # (no other turn says them, in its words or in its tools' paths)
    others = [f"{t.user}\n{t.assistant}\n{' '.join(p for c in t.tools for p in c.paths)}".lower() for t in turns if t.index != index]
    return None if any(_said_in(word, text) for _, word in named for text in others) else index


_FILE_WORD = 4  # the shortest word of a sentence taken as a file's name
_ISSUE = re.compile(r"(?<![\w#&])#(\d{1,6})(?!\d)")  # an issue's or a pull request's number: "#23"
# (written as an issue's where it was pasted, not an item's of a list, "#2 looks right")
_ISSUE_NAMED = re.compile(r"(?:issue|pr|pull request|ticket|bug|イシュー|チケット|工单)\s*#(\d{1,6})(?!\d)", re.IGNORECASE)


def named_by_issue(sentence: str, turns: Sequence[Turn]) -> int | None:
    """The turn whose user message pasted the issue the sentence names by its number (「#23 里另一个问题」 after
    "issue #23 用户报了两个问题"), when one turn's message alone calls it an issue."""
    numbers = set(_ISSUE.findall(sentence))
    said = [t.index for t in turns if numbers & set(_ISSUE_NAMED.findall(t.user))]
    return said[0] if len(numbers) == 1 and len(said) == 1 else None


def together_only(keys: AbstractSet[str], text: str, later: Iterable[str]) -> bool:
    """Every word of ``keys`` stands in ``text``, and no ``later`` text says them all (「身份证」 and 「日期」 in the turn
    that offered the birth-date check, said apart since); the texts are lower-cased."""
    return all(_said_in(_stem(k), text) for k in keys) and not any(all(_said_in(_stem(k), t) for k in keys) for t in later)


def key_hits(keys: AbstractSet[str], spread: dict[str, int], text: str, topic: frozenset[str]) -> float:
    """How much the sentence's ``keys`` say of a turn's ``text``: a word few turns say counts more (1/``spread``),
    a word the sentence names its topic by double (summed exactly, in a fixed order)."""
    lowered = text.lower()
    return math.fsum((2.0 if k in topic else 1.0) / spread[k] for k in sorted(keys)
                     if spread.get(k) and _said_in(_stem(k), lowered))


def approved_hits(approved: AbstractSet[str], turns: Sequence[Turn], turn: Turn) -> float:
    """How much the words of an approving clause ("add what you suggested for the scheduler") say of the turn's
    reply, wherever in it the proposal stands (an aside after the fix); a word few replies say counts more,
    and "scheduler" is said as "scheduled" too (summed exactly: a float sum in a set's order differs in its last
    bit between processes)."""
    def says(k: str, text: str) -> bool:
        return _said_in(_stem(k), text) or (doer(k) and _said_in(k[:-1], text))

    replies = {t.index: _prose(_readable(t.assistant)).lower() for t in turns}
    spread = {k: sum(1 for text in replies.values() if says(k, text)) for k in approved}
    return math.fsum(1.0 / spread[k] for k in sorted(approved) if spread[k] and says(k, replies[turn.index]))


def _marked(text: str, spans: Sequence[tuple[int, int]]) -> int | None:
    """Which item (0-based) of the list at ``spans`` the reply recommends: one marked in its
    own text, or one number a clause after the list recommends or offers ("I'd recommend 1", 「要我按 1 改吗？」)."""
    marks = vocab.table()["recommendation_marks"]
    marked = [k for k, (a, b) in enumerate(spans) if _recommends(text[a:b], marks)]
    if len(marked) != 1:
        after = text[spans[-1][0]:]
        # (or offers to do one by its number: 「要我按 1 改吗？」, "want me to do 1?"; not "apply all 3", "bump it to 2s")
        named = {int(d) for c in _CLAUSE.finditer(after) if _recommends(c.group(0), marks) for d in _DIGIT.findall(c.group(0))} | {
            int(m.group(1)) for c in _CLAUSE.finditer(after) if vocab.first(c.group(0), "offer") for m in _OFFERED.finditer(c.group(0))}
        marked = [n - 1 for n in named if 1 <= n <= len(spans)] if len(named) == 1 else []
    return marked[0] if len(marked) == 1 else None


def favoured(turn: Turn, sources: Sequence[Sourced], approving: bool,
             keys: AbstractSet[str] = frozenset()) -> tuple[Sourced, ...]:
    """Sources of a reply that lists ways to fix and recommends one, when the sentence approves
    ("按你说的那个办法改吧"): what the other ways name (「给 `StockItem` 加 `rowversion` 列」)
    has its weight divided by 3. So has what the reply names outside the sentences that say a word
    of the approving sentence, and what the user's report names ("go ahead with the zoneinfo thing
    you offered": the quick fix's line and the diagnosis weigh less than the sentence that proposes
    zoneinfo)."""
    text = _readable(turn.assistant)
    spans = numbered_items(text) if approving else []
    marked = _marked(text, spans) if len(spans) >= 2 else None
    if marked is None:
        chosen = _naming_sentences(text, keys, sources) if approving else []
        if not chosen:
            return tuple(sources)
        others = [(a, b) for a, b in zip([0] + [b for _, b in chosen], [a for a, _ in chosen] + [len(text)], strict=True)]
    else:
        others = [span for k, span in enumerate(spans) if k != marked]
    # (and what the reply names before the list by a name only the other ways say: 「`db.py:54` `log_reminder()` 写的
    # `sent_at` 是 UTC」 when 2. changes `log_reminder()` and 1., offered, changes `already_reminded()`)
    own = spans[marked] if marked is not None else (0, 0)
    symbols = [s for s in sources if s.where == "assistant" and s.mention.kind == "symbol"] if marked is not None else []
    theirs = {s.mention.value for s in symbols if any(a <= s.mention.start < b for a, b in others)} - {
        s.mention.value for s in symbols if own[0] <= s.mention.start < own[1]}
    before = {s.mention.start for s in symbols if s.mention.value in theirs and s.mention.start < spans[0][0]}
    # (and, once sentences are picked, the user's report the reply answered: "SyncInvoicesJob retrying …")
    return tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight / 3))
                 if (s.where == "assistant" and any(a <= s.mention.start < b for a, b in others))
                 or (marked is None and s.where == "user")
                 or (s.where == "assistant" and s.mention.kind == "location" and any(0 < p - s.mention.start <= 16 for p in before))
                 or (s.where == "assistant" and s.mention.start in before) else s for s in sources)


_SENTENCE = re.compile(r"(?:[^.!?。！？\n]|[.!?](?=\S))+(?:[.!?。！？]|$)", re.MULTILINE)


def _naming_sentences(text: str, keys: AbstractSet[str], sources: Sequence[Sourced]) -> list[tuple[int, int]]:
    """Spans of the reply's sentences that say one of ``keys`` and name a place of ``sources``,
    when some of the reply's places stand outside them; [] when the words pick out nothing."""
    lowered = text.lower()
    quoted = " ".join(_BACKTICK.findall(lowered))
    # (a name the reply quotes, "zoneinfo" in `zoneinfo.ZoneInfo(…)`: a common word says too little)
    stems = [_stem(k) for k in keys if k.isascii() and _said_in(_stem(k), quoted)] or [
        k[:-1] for k in keys if doer(k)]  # (or what does the job: "the scheduler")
    placed = [s.mention.start for s in sources if s.where == "assistant" and s.mention.kind in _PLACES]
    spans = [m.span() for m in _SENTENCE.finditer(text) if any(_said_in(k, lowered[m.start():m.end()]) for k in stems)
             and any(m.start() <= p < m.end() for p in placed)]
    outside = [p for p in placed if not any(a <= p < b for a, b in spans)]
    return spans if spans and outside else []


def _recommends(text: str, marks: Sequence[str]) -> bool:
    """A clause of ``text`` holds a mark and does not advise against ("the docs recommend against
    this", "I wouldn't recommend it", 不太建议, おすすめしません)."""
    return any(any(_said_plainly(w, c.group(0)) for w in marks) and not _against().search(c.group(0))
               for c in _CLAUSE.finditer(text))


@cache
def _against() -> re.Pattern[str]:
    return re.compile("|".join(vocab.table()["recommendation_against"]), re.IGNORECASE)


_QUOTED = re.compile(r"`([^`\n]{4,200})`")


_CODE_LIKE = re.compile(r"[(=]")


def restated(turns: Sequence[Turn], turn: Turn) -> int:
    """The newest turn whose reply quotes again the code ``turn``'s reply proposed (turn 1:
    「建议…加 `.select_related("customer")`」; turn 5: 「那慢的问题就只靠 queryset 加
    `select_related("customer")` 来解决」): an approval after it takes that proposal as that recent."""
    # (the code its proposal writes, not code it quoted as the defect: "calls `Order.objects.get(pk=pk)`")
    quotes = {q.strip(" .") for c in _CLAUSE.finditer(turn.assistant) if vocab.first(c.group(0), "proposal")
              for q in _BACKTICK.findall(c.group(0)) if len(q) >= 10 and _CODE_LIKE.search(q)}
    # (in answer to a statement, not to a question about something else: "why is the admin page fast?")
    return max((t.index for t in turns if t.index > turn.index and any(q in t.assistant for q in quotes)
                and not _asks(_prose(t.user).rstrip().rsplit("\n", 1)[-1])), default=turn.index)


# causes or options under bold letter titles: "**可能 A：…**", "**Option B**", "**案A(manifest側)**"
_LETTERED = re.compile(r"^[ \t]*\*\*(?:(?:可能|原因|方案|案|情况|情形|候補|選択肢|ケース|パターン|Option|Plan|Cause|Fix|Case|Scenario)[ \t]*([A-D])(?![A-Za-z])"
                       r"|([A-D])(?=[.:：)）]|\*\*))[^*\n]{0,80}\*\*", re.MULTILINE)


def lettered_items(text: str) -> list[tuple[int, int]]:
    """The spans of the items A, B, … in that order, each up to the next; the last one up to
    the blank line after its first paragraph of text."""
    heads = list(_LETTERED.finditer(text))
    if len(heads) < 2 or [m.group(1) or m.group(2) for m in heads] != list("ABCD"[:len(heads)]):
        return []
    body = len(text) - len(text[heads[-1].end():].lstrip())  # (past the blank line under a title)
    last = text.find("\n\n", body)
    ends = [m.start() for m in heads[1:]] + [last if last != -1 else len(text)]
    return [(m.start(), end) for m, end in zip(heads, ends, strict=True)]


def postponed_item(turns: Sequence[Turn], deferred: set[int], excluded: set[str],
                   cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """For 「さっき後回しにしたほうもやっちゃって」: of the newest numbered list of the agent's, the one item a
    later user clause put off by a word of its name ("continuation … 一旦後回しで": `OrphanContinuation`); or,
    of a reply without such a list, the one of its paragraphs that each place a line that the clause names
    by a word of its own (「ずれのもう一つの原因として、`order.js:22` で…端数…」 … 「端数のやつは…後で」; an offer
    turned down, 「ログはいいや」, then 「やっぱさっき言ってたログのやつ入れといて」)."""
    for turn in reversed(turns):
        text = _readable(turn.assistant)
        spans = [(a, b) for a, b in numbered_items(text) if not any(x <= a < y for x, y in (
            m.span() for m in _FENCE.finditer(text)))]
        placing = len(spans) < 2
        spans = _placing_paragraphs(text) if placing else spans
        if turn.index in deferred or len(spans) < 2:
            continue
        held: set[int] = set()
        for later in (t for t in turns if t.index > turn.index):
            for clause in _CLAUSE.finditer(later.user):
                said = clause.group(0)
                if placing and (vocab.first(said, "put_off") or vocab.first(said, "deferral")) and not _asks(said):
                    words = {k for k in keywords(said) if len(k) >= 2 and not k.isascii()}
                    held |= {k for k, (a, b) in enumerate(spans) if any(_said_in(_stem(w), text[a:b].lower()) for w in words)}
                elif vocab.first(said, "postpone") and not _asks(said):
                    held |= {k for k, (a, b) in enumerate(spans) if any(  # (by a name the item quotes as code)
                        _speaks_of(code, w) for w in re.findall(r"[A-Za-z_]{4,}", said) if w.lower() not in _not_selectors()
                        for code in _BACKTICK.findall(text[a:b]))}
                    # (or by a short name with a digit it says in its words: 「md5のほうは…一旦保留で」, item 「B324 (md5 の
                    # キャッシュキー)」)
                    named = [k for k, (a, b) in enumerate(spans) if any(re.search(rf"(?<![A-Za-z0-9_]){re.escape(w)}(?![A-Za-z0-9_])",
                                                                                  text[a:b], re.IGNORECASE)
                                                                        for w in _DIGIT_NAME.findall(said))]
                    held |= set(named) if len(named) == 1 else set()
                    # (or by a word of its own in Japanese or Chinese that one item alone says: 「出力側はPOに確認する」)
                    words = {w for k in keywords(said) if len(w := k.removesuffix("側")) >= 2 and not w.isascii()}  # (出力側: 出力)
                    own = [k for k, (a, b) in enumerate(spans) if any(_said_in(_stem(w), text[a:b].lower()) for w in words)]
                    held |= set(own) if len(own) == 1 else set()
        if not held and (placing or _asks(turn.user)):
            continue  # (paragraphs nothing put off: 「`OrphanContinuation`（`src/parser.rs:36`）は #51 待ちでそのままです」;
            # a list that answered a side question, 「nosecの乱用を防ぐ方法ってある？」)
        return _item(turn, "assistant", spans[held.pop()], excluded, cleared_by) if len(held) == 1 else None
    return None


# (not an ordinal, a time or a size: 2nd, 5pm, 100ms, 30min)
_DIGIT_NAME = re.compile(r"(?<![A-Za-z0-9_])(?!\d+(?:st|nd|rd|th|am|pm|ms|s|m|h|d|min|mins|px|kb|mb|gb)(?![A-Za-z0-9_]))"
                         r"(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]{3,12}(?![A-Za-z0-9_])", re.IGNORECASE)


def _placing_paragraphs(text: str) -> list[tuple[int, int]]:
    """The spans of the paragraphs of a reply that each name a line of a file (`customize/order.js:22`)."""
    return [(a, b) for a, b in paragraph_spans(text) if any(m.kind == "location" for m in mentions.find(text[a:b]))]
