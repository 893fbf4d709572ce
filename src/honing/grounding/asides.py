"""What the agent noticed beside a fix and left alone ("Something else I noticed … I haven't
touched it", 「別件ですが … まだ触っていません」, 另外发现 … 我没动), and when a sentence takes it up:
asked for as "the other thing", reported again in its own words, or put off and resumed."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from honing.grounding import mentions, vocab
from honing.grounding.candidates import Candidate, _sources, read_files
from honing.grounding.choices import together_only
from honing.grounding.edits import (
    _fixed_by_edit,
    _quotes_untouched,
    _written_paths,
    added_lines,
    removed_lines,
)
from honing.grounding.failing import _FIXTURE, _is_test_file
from honing.grounding.items import _titled, numbered_items
from honing.grounding.noticed import aside_paragraph, echoes
from honing.grounding.parts import _pieces
from honing.grounding.places import Sourced
from honing.grounding.prose import (
    _CLAUSE,
    PARAGRAPH,
    _asks,
    _clip,
    _file_name,
    _first_clause,
    _masked,
    _prose,
    _readable,
    _reports,
    _said_in,
    _stem,
    keywords,
)
from honing.grounding.remaining import reported_before
from honing.sessions.model import ToolCall, Turn


def _written_for(turn: Turn) -> bool:
    """The turn wrote a new file of code for its report (not a test, bench or fixture, and not
    with "I haven't changed the export yet")."""
    return any(not _is_test_file(p) and not _FIXTURE.search(p) and "bench" not in p.lower()
               for p in _written_paths([turn])) and not vocab.first(_prose(turn.assistant), "left_alone")


def _offers_change(turn: Turn, refused: frozenset[str]) -> bool:
    """A paragraph of the reply proposes a change and names a file of the project, and says no
    word of ``refused``."""
    for paragraph in PARAGRAPH.split(_readable(turn.assistant)):
        if any(_said_in(k, paragraph.lower()) for k in refused):
            continue
        if any(vocab.first(c.group(0), "proposal") for c in _CLAUSE.finditer(_prose(paragraph))) and any(
                m.kind in ("path", "location") for m in mentions.find(paragraph)):
            return True
    return False


def noticed(turns: Sequence[Turn], deferred: set[int], cleared_by: dict[int, frozenset[str]],
            unlisted: bool = False, proposed: bool = False, refused: frozenset[str] = frozenset(),
            symptom: str = "", answer: bool = False, words: frozenset[str] = frozenset()) -> Candidate | None:
    """The defect the agent noticed beside the one it fixed and left alone ("Something else
    I noticed … I haven't touched it", 「別件ですが … まだ触っていません」, 另外发现 … 我没动): of
    the turns in which the agent edited code, the newest whose reply, from a paragraph that
    sets something aside on, reports a defect at a file the edit did not touch. Asked only when
    the sentence points at another thing or adds to the edit ("fix the other thing you
    noticed", 另一个问题也一起改), and no later user turn reports something else. ``proposed``: the
    sentence takes up a proposal ("do the thing you suggested"); the aside must propose its change
    ("The fix is `refs/heads/main` on that line. Want me to change it?"), and no later reply
    proposes one of its own; an aside that says a word of ``refused`` (what the sentence puts off,
    「超时先别动」) is passed over. An aside that reports no defect itself counts when ``symptom``, the
    sentence, reports one in its words. With ``answer``, a reply that made no edit counts too (an aside beside an
    answer, taken up again by its own words)."""
    for turn in reversed([t for t in turns if (answer or _fixed_by_edit(t)) and t.index not in deferred]):
        # a report since then that the agent fixed in its own turn is closed ("fix the clippy warning" …
        # done, or "it's slow, add an index in a new migration"); one still open would be the referent
        if any(t.index > turn.index and _reports(t.user) and not _fixed_by_edit(t) and not _written_for(t)
               and not (vocab.first(t.user, "how_to") and _asks(t.user)) for t in turns):  # (not 「…好慢，只跑 X 怎么写」)
            return None
        edited = {path.replace("\\", "/").rsplit("/", 1)[-1] for call in turn.tools
                  if added_lines(call) or removed_lines(call) for path in call.paths}
        reply = _readable(turn.assistant)
        starts, at = aside_paragraph(reply)  # the first paragraph reports the edit; an aside comes after it
        if at is None:
            continue
        text, source = reply[starts[at]:], turn
        text = _left_item(reply, starts[at]) or text
        if any(_said_in(k, text.lower()) for k in refused):
            continue
        # (「percentile の方はまだ触っていません」 names, by a plain word, what an earlier reply reported)
        left = next((c.group(0) for c in _CLAUSE.finditer(text) if vocab.first(c.group(0), "left_alone")), "")
        earlier = None if vocab.first(_masked(text), "defect") else reported_before(left, turns, turn.index)
        source, text = earlier or (source, text)
        if earlier is None and at > 1 and not vocab.first(_masked(text), "defect") and not echoes(symptom, text, turn.user) \
                and vocab.first(_masked(reply[starts[at - 1]:starts[at]]), "defect") and not any(
                    m.kind == "line" for m in mentions.find(text)):  # (not an aside that numbers its own line: 「第 33 行」)
            # the aside told first, then closed by itself ("… 第 79 行 … 读不到。\n\n这个不在这次
            # 需求范围内，我没改。"); not after a paragraph that reports no defect, the fix's own
            # (「ダブルブッキングは直しました。」 … 「`pickFallback` の上限の件 (45行目) はまだ触っていません」)
            text = reply[starts[at - 1]:]
        named = [m for m in mentions.find(text) if m.kind in ("path", "location")]
        files = {_file_name(m.value) for m in named}
        # (the defect may be the user's own words, reported beside the request and put off:
        # "btw the status pill wraps … looks broken. not now tho")
        put_off = vocab.first(turn.user, "postpone") or vocab.first(turn.user, "put_off") or vocab.first(turn.user, "first_of")
        if proposed:
            # (a later reply that proposes a change of a file of its own, after an edit or not; not
            # steps answering a how-to question, "把 `pick` 改成 `squash`", nor one the sentence puts off)
            if not any(vocab.first(c.group(0), "proposal") for c in _CLAUSE.finditer(_prose(text))) or any(
                    t.index > turn.index and _offers_change(t, refused) for t in turns):
                return None
        elif not (vocab.first(_masked(text), "defect") or (put_off and vocab.first(_masked(_prose(turn.user)), "defect"))
                  or echoes(symptom, text, turn.user)  # (or the sentence, ``symptom``, reports it in the aside's words)
                  # (or it offers its change: "One more thing I noticed … is still 90 … Want me to set it to 120?")
                  or any(vocab.first(c.group(0), "proposal") for c in _CLAUSE.finditer(_prose(_paragraph(reply, starts, at))))):
            continue
        # an aside in a file the edit touched counts when the code it quotes is code the
        # edit did not change ("`apiLimiter` on line 25 … I haven't changed it", beside the
        # new `loginLimiter` in the same file)
        # (or names a test the edits never touched: 「还有一个失败：`TrialServiceTest.daysLeftOnLastDayIsOne`…之前就挂着的」)
        same_file = not files - edited and (_quotes_untouched(text, turn) or _names_untouched_test(text, turn))
        if not files - edited and not same_file:
            continue
        # an aside about one file numbers its lines without naming the file again (第 17 行); one
        # that names no file at all, by the code the turn read (「`pickFallback` の上限の件 (45行目)」)
        only = {m.value.split(":")[0] for m in named}
        only = {v for v in only if "/" in v} or only  # `rec.ts` in quoted code is a field, not a file
        if same_file:
            only = only or _holder(text, turn)
            edited = set()
        # (or the files the turn's tools showed: the one read, or of several, the one whose shown line holds what the
        # aside quotes: 「46行目」)
        quoted = [m.value for m in mentions.find(text) if m.kind == "code"]
        seen = (ToolCall("read", "", paths=(next(iter(only)),)),) if len(only) == 1 else (
            tuple(c for c in source.tools if any(q in c.result for q in quoted)) or source.tools if read_files(source.tools) else ())
        pseudo = Turn(index=source.index, user="", assistant=text, tools=seen)
        # (not a place in a file the edit changed, unless its clause quotes code the edit left as it was: `getScore` is
        # cached with `key = "#customerId"` only (`ScoreService.java:30`), beside an edit of that file's `score()`)
        sources = tuple(s for s in _sources(pseudo, set(), cleared_by[source.index])
                        if s.mention.kind not in ("path", "location") or _file_name(s.mention.value) not in edited
                        or s.mention.kind == "location" and _quotes_untouched(next((c.group(0) for c in _CLAUSE.finditer(
                            _readable(text)) if c.start() <= s.mention.start < c.end()), ""), turn))
        sources = _one_bullet(_readable(text), sources, words)
        if not sources:
            continue
        # its first sentence names the defect's place; the rest tells where it shows (after a
        # lead that names nothing: 「ついでに気づいた点がひとつあります（今回は触っていません）:」)
        lead = re.match(r"[^\n`]*[:：]\s*\n", text)
        sources = _titled(sources, text, (lead.end() if lead else 0, len(text)))
        # (when the aside reports no defect itself, only leaves something alone, what its clause that leaves it alone
        # names counts double: 「`UsageController` 那行先没动」 beside the fixed `usedBytes()`)
        bare = not vocab.first(_masked(text), "defect")
        kept = {m.value for m in mentions.find(left) if m.kind in ("symbol", "path", "location")} if bare else set()
        sources = tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight * 2.0)) if s.mention.value in kept else s
                        for s in sources)
        said = _clip(_first_clause(text, "defect") or _prose(text).split("\n")[0])
        if unlisted and any(t.index > source.index and len(numbered_items(_readable(t.assistant))) >= 2 for t in turns):
            return None  # ("the remaining one" of a list of findings given since, not the aside)
        if symptom and offers_apart(turn, symptom):
            return None  # ("Want me to change either?" over two placed bullets, then "yeah fix that": not one aside)
        return Candidate(source.index, said, said, sources, True, _prose(text), cleared_by[source.index], decisive=True)
    return None


def _one_bullet(text: str, sources: tuple[Sourced, ...], words: frozenset[str]) -> tuple[Sourced, ...]:
    """Of an aside that sets out two things or more as bullets, what the one bullet says that alone says a word of the
    sentence (「之前你说的限流那个现在改吧」 and "- `src/middleware/rateLimit.js:11`：…限流器现在基本不起作用" beside "-
    `src/routes/orders.js:21` 的 `parseInt` 没传 radix"); all of ``sources`` when none or several do."""
    bullets = [m.span() for m in BULLET_LINE.finditer(text)]
    said = [(a, b) for a, b in bullets if any(_said_in(_stem(k), text[a:b].lower()) for k in words if len(k) >= 2)]
    # (not when a place is named below the bullets, outside them: "- L-01: … - L-02: …" done, then "L-03, left for Julien
    # …: `scripts/ui/title_screen.gd:16`" — the bullets are what was done, the aside is below them)
    below = bool(bullets) and any(s.mention.kind in ("path", "location") and s.mention.start >= bullets[0][0]
                                  and not any(a <= s.mention.start < b for a, b in bullets) for s in sources)
    if len(bullets) < 2 or len(said) != 1 or below:
        return sources
    a, b = said[0]
    return tuple(s for s in sources if a <= s.mention.start < b) or sources


def _holder(text: str, turn: Turn) -> set[str]:
    """The one file, not a test, whose contents a tool of ``turn`` showed with every symbol
    ``text`` names (the file a reply's「`pickFallback` の上限の件 (45行目)」numbers its line in),
    or none."""
    names = {m.value.replace("::", ".").rsplit(".", 1)[-1] for m in mentions.find(text) if m.kind == "symbol"}
    holders = {path for call in turn.tools if names and call.result for path in call.paths if not _is_test_file(path)
               and all(re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", call.result) for n in names)}
    return holders if len(holders) == 1 else set()


def _paragraph(reply: str, starts: list[int], at: int) -> str:
    """Paragraph ``at`` of the reply alone (to the next paragraph's start)."""
    return reply[starts[at]:starts[at + 1] if at + 1 < len(starts) else len(reply)]


def echoed_aside(sentence: str, turns: Sequence[Turn], deferred: set[int],
                 cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The aside of the newest edit's own reply that the sentence reports in its words, asked by the
    caller when no fix is closed by the turns since: "Chen (104) and Singh (102) both come out as 100.00 … I left
    it alone", then "the bonus kids all show 100 instead of 102/104. fix"."""
    aside = noticed(turns, deferred, cleared_by, symptom=sentence)
    newest = max((t for t in turns if _fixed_by_edit(t)), key=lambda t: t.index, default=None)
    turn = next((t for t in turns if aside is not None and t.index == aside.turn), None)
    if aside is None or newest is None or turn is None:
        return None
    reply = _readable(turn.assistant)
    starts, at = aside_paragraph(reply)  # (its own words: not the list of the fix above 「BOM 那个我没动」)
    if at is None or not echoes(sentence, reply[starts[at]:], turn.user):
        return None
    # (an older edit's aside, when two of the words the sentence shares with it are said by no turn since: 「东八区…差了8小时」
    # for 「…如果哪天日志是按本地时间（比如东八区）写的…会差 8 小时」 five turns back)
    later = "\n".join(f"{t.user}\n{t.assistant}" for t in turns if t.index > turn.index).lower()
    own = [k for k in keywords(sentence) if _said_in(_stem(k), reply[starts[at]:].lower()) and not _said_in(_stem(k), later)]
    return aside if turn is newest or len(own) >= 2 else None


def resumed_aside(sentence: str, turns: Sequence[Turn], deferred: set[int],
                  cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """What the agent noticed beside a fix, which the next user turn put off by the aside's own
    words (「1日ズレのやつは後でやる」), taken up again by them (「例の1日ズレのやつ、今やって」); or by a
    word of the message that put it off that no turn has said since, such as the user's own nickname
    for it (「后厨天天骂的“幽灵菜”原来是这个。先不管…」, then 「新打印机到了，幽灵菜那个现在搞一下」). An aside beside an
    answer that made no edit counts when the sentence takes it up again by a word only the aside says (「刚才说的
    reason 那个 label 现在改吧」); last, any turn's aside the sentence names by two words or more that only it says
    (「重庆那个多音字的问题处理下吧」)."""
    resume = vocab.first(sentence, "resume") is not None
    # (not "it's broken again after lunch": a sentence that reports a defect of its own takes nothing up)
    reports = any(vocab.first(_masked(sentence), c) for c in ("defect", "still", "broke"))
    keys = keywords(sentence)
    sentence_words = frozenset(keys)  # (which bullet of an aside the sentence takes: _one_bullet)
    for before, after in reversed(list(zip(turns, turns[1:], strict=False))):
        clauses = [c.group(0) for c in _CLAUSE.finditer(after.user)]
        putting = [k for k, c in enumerate(clauses) if vocab.first(c, "postpone") or vocab.first(c, "put_off")]
        put = " ".join(clauses[k] for k in putting).lower()  # ("not now, … later")
        if not resume:
            if reports or not putting:
                continue
            upto = " ".join(clauses[:putting[-1] + 1]).lower()
            coined = before.assistant.lower()  # (the user's own word for it, which the reply never says, or a long one it does)
            # (or the reply's own name for it, which the message that put it off repeats: 「ゾンビ予約w それは後で」)
            fresh = [k for k in keys if len(k) >= 2 and _said_in(_stem(k), upto) and (not _said_in(_stem(k), coined) or (
                len(k) >= 4 and k not in vocab.table()["chat_words"]))]
            since = " ".join(t.user + "\n" + t.assistant for t in turns if t.index > after.index).lower() if fresh else ""
            if not any(not _said_in(_stem(k), since) for k in fresh) and not _together(keys, before, turns):
                continue
        words = {k for k in keys if _said_in(_stem(k), put)}
        reply = _readable(before.assistant)
        starts, at = aside_paragraph(reply)
        if at is None and words and (older := _aside_before(turns, before.index, words)) is not None:
            before, reply = older, _readable(older.assistant)  # (the aside two turns up: 「週次は…田中さんがまとめてやるって」)
            starts, at = aside_paragraph(reply)
        # (the aside says the words, or other words of the clause that put it off: the user's nickname
        # 「ゾンビフラグ」 for the `--utc` the aside names, put off as 「その--utcのゾンビフラグはあとで考える」)
        # (or none of them, when the reply made its fix: what the next turn put off is then the aside,
        # 「二重カウントの方は…いったん保留で」 … 「さっき保留にしてたやつ直しちゃって」)
        # (or, taken up again in so many words, by a word of the sentence only the aside says: 「刚才说的 reason 那个 label
        # 现在改吧」 after 「…`reason` label 直接用的 `err.Error()`」 and 「先不管那个」)
        own = False
        if at is not None and resume and put:
            elsewhere = "\n".join([f"{t.user}\n{t.assistant}" for t in turns if t is not before] + [
                before.user, reply[:starts[at]]]).lower()
            own = any(len(k) >= 3 and _said_in(_stem(k), reply[starts[at]:].lower()) and not _said_in(_stem(k), elsewhere)
                      for k in keys)
        if at is not None and ((put and _fixed_by_edit(before)) or own or words and any(
                _said_in(_stem(k), reply[starts[at]:].lower()) for k in words | {k for k in keywords(put) if len(k) >= 3})):
            # (an aside that offered its change reports no defect in so many words: 「…を付ければ…これもやりますか？」)
            return noticed([before], deferred - {before.index}, cleared_by, answer=bool(own), words=sentence_words) or noticed(
                [before], deferred - {before.index}, cleared_by, proposed=True, answer=bool(own), words=sentence_words)
    # (or put off in the very message the aside answers, before the agent came to it: "(unrelated: /healthz sometimes
    # times out … don't worry about that right now)" … "About /healthz, …: I left it alone as you asked", then "ok now
    # the healthz thing")
    for turn in reversed(turns) if not reports else ():
        put = " ".join(c.group(0) for c in _CLAUSE.finditer(turn.user) if vocab.first(c.group(0), "postpone")
                       or vocab.first(c.group(0), "put_off")).lower()
        since = " ".join(t.user + "\n" + t.assistant for t in turns if t.index > turn.index).lower()
        words = {k for k in keys if len(k) >= 3 and _said_in(_stem(k), put) and not _said_in(_stem(k), since)}
        reply = _readable(turn.assistant)
        starts, at = aside_paragraph(reply)
        if words and at is not None and any(_said_in(_stem(k), reply[starts[at]:].lower()) for k in words):
            return noticed([turn], deferred - {turn.index}, cleared_by, words=sentence_words)
    # (or named by two words or more that only the aside says: 「重庆那个多音字的问题处理下吧」 after 「已知问题：
    # **多音字**。…“重庆”的“重”会…」; no user message nor other reply said them; not by the words of a part
    # that puts it off: 「超时先别动」)
    keys = keywords(" ".join(p for c in _CLAUSE.finditer(sentence) for p in _pieces(c.group(0)) if not any(
        vocab.first(p, k) for k in ("postpone", "put_off", "deferral"))))
    for turn in reversed(turns):
        reply = _readable(turn.assistant)
        starts, at = aside_paragraph(reply)
        if at is None or turn.index in deferred:
            continue
        aside = reply[starts[at]:].lower()
        said = {k for k in keys if k not in vocab.table()["chat_words"] and _said_in(_stem(k), aside)}
        rest = "\n".join([t.user for t in turns] + [t.assistant for t in turns if t is not turn] + [reply[:starts[at]]]).lower()
        if len(said) >= 2 and not any(_said_in(_stem(k), rest) for k in said):
            return noticed([turn], deferred - {turn.index}, cleared_by, words=sentence_words) or noticed(
                [turn], deferred - {turn.index}, cleared_by, proposed=True, words=sentence_words)
    return None


def _names_untouched_test(text: str, turn: Turn) -> bool:
    """``text`` names a test whose name no line the turn's edits wrote or removed says."""
    changed = "\n".join(line for call in turn.tools for line in added_lines(call) + removed_lines(call))
    return any(m.kind == "test" and m.value not in changed for m in mentions.find(text))


def _together(keys: set[str], turn: Turn, turns: Sequence[Turn]) -> bool:
    """Two words of the sentence or more said in ``turn``, one of them in the paragraph its reply set aside, that no
    later turn says together (「身份证那个日期的也加上吧」: the offer to check the ID card's birth date, put off by
    「先不管」, when later turns said 身份证 and 日期 apart)."""
    reply = _readable(turn.assistant)
    starts, at = aside_paragraph(reply)
    said = {k for k in keys if k not in vocab.table()["chat_words"] and _said_in(_stem(k), f"{turn.user}\n{reply}".lower())}
    return at is not None and len(said) >= 2 and any(_said_in(_stem(k), reply[starts[at]:].lower()) for k in said) and together_only(
        said, f"{turn.user}\n{reply}".lower(), (f"{t.user}\n{t.assistant}".lower() for t in turns if t.index > turn.index))


def _aside_before(turns: Sequence[Turn], index: int, words: set[str]) -> Turn | None:
    """The newest turn before ``index`` whose reply has a paragraph that sets something aside, when that paragraph says
    one of ``words``; None when it says none of them (an older aside is not looked for past a newer one)."""
    for turn in reversed([t for t in turns if t.index < index]):
        reply = _readable(turn.assistant)
        starts, at = aside_paragraph(reply)
        if at is not None:
            return turn if any(_said_in(_stem(k), reply[starts[at]:].lower()) for k in words) else None
    return None


def _left_item(reply: str, at: int) -> str | None:
    """The item of the reply's own numbered list, above its aside paragraph at ``at``, that
    the aside leaves by its number ("Here's the fix for 1; I'll leave 2 until you say so")."""
    spans = numbered_items(reply[:at])
    hit = vocab.first(PARAGRAPH.split(reply[at:])[0], "left_alone")
    number = re.search(r"[1-9]", hit.group(0)) if hit else None
    if number is None or not 0 < int(number.group(0)) <= len(spans) or len(spans) < 2:
        return None
    a, b = spans[int(number.group(0)) - 1]
    return reply[a:b]



@lru_cache(maxsize=64)
def _kept_keys(sentence: str) -> frozenset[str]:
    """The keywords of the sentence's parts that do not put something off, without chat words ("thing"): read once per
    sentence, however many turns are weighed."""
    return frozenset(k for c in _CLAUSE.finditer(sentence) for p in _pieces(c.group(0)) if not vocab.first(p, "postpone")
                     and not vocab.first(p, "deferral") for k in keywords(p)) - set(vocab.table()["chat_words"])


def echoed_in_aside(turn: Turn, sources: tuple[Sourced, ...], sentence: str) -> tuple[Sourced, ...]:
    """When the sentence says a word that, of the turn, only the reply's aside says ("why does --since 90 go back like 4
    days?? thought it was minutes", after "By the way: `parse_duration` maps a number without a unit to **hours** …
    while the README says a bare number means minutes. I haven't changed that here."): what the turn names outside
    the aside weighs a third, and what the aside names takes the weight the rest gave up. Not by the words of a part that
    puts the aside off: 「initialDelay 先别动」."""
    keys = _kept_keys(sentence)
    reply = _readable(turn.assistant)
    starts, at = aside_paragraph(reply)
    if at is None:
        return sources
    aside, before = reply[starts[at]:].lower(), f"{turn.user}\n{reply[:starts[at]]}".lower()
    if not any(len(k) >= 4 and _said_in(_stem(k), aside) and not _said_in(_stem(k), before) for k in keys):
        return sources
    inside = [s.where == "assistant" and s.mention.start >= starts[at] for s in sources]
    kept = sum(s.mention.weight for s, held in zip(sources, inside, strict=True) if held)
    if not kept:
        return sources
    # (the turn as a whole weighs what it did: what its aside names takes the weight taken from the rest)
    rest = sum(s.mention.weight for s, held in zip(sources, inside, strict=True) if not held)
    gain = 1 + 2 * rest / 3 / kept
    return tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight * (gain if held else 1 / 3)))
                 for s, held in zip(sources, inside, strict=True))


# a bulleted line, whole ("- `ItemFormatter` (line 12) builds …"; ambiguity reads listed causes by it too)
BULLET_LINE = re.compile(r"^[ \t]*[-*•][ \t]+[^\n]+", re.MULTILINE)


def offers_apart(turn: Turn, sentence: str) -> bool:
    """The reply ends by offering to change one of two things or more, each in a bullet of its own that places it
    ("- `ItemFormatter` (line 12) … - `QuantityParser.parse` returns `0.0` … (line 14) … Want me to change either?"), and the
    sentence says the words of none of them alone: a bare yes picks none."""
    clauses = [c.group(0) for c in _CLAUSE.finditer(_prose(turn.assistant)) if c.group(0).strip()]
    if not clauses or not vocab.first(clauses[-1], "open_choice"):
        return False
    placed = [b.group(0).lower() for b in BULLET_LINE.finditer(_readable(turn.assistant))
              if any(m.kind in ("path", "location", "line", "symbol") for m in mentions.find(b.group(0)))]
    scores = [sum(_said_in(_stem(k), b) for k in keywords(sentence)) for b in placed]
    return len(placed) >= 2 and not (max(scores) > 0 and scores.count(max(scores)) == 1)
