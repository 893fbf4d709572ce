"""Reading a turn's words the way a bystander would: its clauses, its prose apart from logs
and code, what it reports, asks, blames and clears, and the keywords a sentence shares
with it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from honing.grounding import mentions, vocab
from honing.grounding.edits import written_lines
from honing.sessions.model import Turn
from honing.text import lexicon
from honing.text.segment import words

_HEAD, _TAIL = 8_000, 24_000  # a huge message is read at its head and tail, where tracebacks and verdicts sit
# a clause runs to its stop (。！？, or . ! ? before a space): one inside a word ("app/users.py", "?.") does not end it, one that closes a bold title ("**Why SMS is fine.** `X` doesn't …") does
_CLAUSE = re.compile(r"(?:[^.!?。！？\n]|[.!?](?![*_]{1,2}(?:\s|$))(?=[^\s.!?]))+[.!?。！？]*")
_PARTICLES = "のはがをにでともへやかな"
_NAMED_REACH = 2_000  # (a sentence's length: the noun before 那个 is looked for in what a user types, not in a long reply)
_NAMED_BEFORE_THAT = re.compile(r"(?<![^ ])((?:[\u4e00-\u9fff] ){1,3}[\u4e00-\u9fff])(?= (?:那个|这个|那件|那块)\b)")
# adverbs the segmenter leaves on a Japanese word: 「まだかぶってる」 says かぶってる (table [ja] lead_adverbs)
_LEAD = re.compile("|".join(sorted(vocab.table()["ja"]["lead_adverbs"], key=len, reverse=True)))


def _clip(text: str, limit: int = 240) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def _readable(text: str) -> str:
    return text if len(text) <= _HEAD + _TAIL else text[:_HEAD] + "\n" + text[-_TAIL:]


@cache
def _not_keywords() -> tuple[frozenset[str], frozenset[str]]:
    """Stop words of the three languages, and the grounding phrases (deictic, defect, deferral, request, ignore): words
    that never name the object. Built once."""
    stop = lexicon.stopwords("en") | lexicon.stopwords("ja") | lexicon.stopwords("zh")
    cats = ("deictic", "defect", "deferral", "request", "defect_noun", "ignore", "approval", "proposed", "same", "filler")
    vocabulary = frozenset(w.lower() for lang in vocab.LANGUAGES for cat in cats
                           for w in vocab.table()[lang].get(cat, []))  # (but "timeout", 超时 tell reports apart)
    return frozenset(stop), vocabulary - {w.lower() for lang in vocab.LANGUAGES for w in vocab.table()[lang].get("telling", [])}


_SUFFIXED = re.compile(r"[\u4e00-\u9fff]{2,}[数率量性化側系]")


def keywords(text: str) -> set[str]:
    """Content words of a clause: what names the object ("CSV", "export", 导出)."""
    japanese = bool(re.search(r"[\u3040-\u30ff]", text))
    stop, vocabulary = _not_keywords()
    out: set[str] = set()
    tokens = words(text, japanese_default=japanese)  # (jieba leaves a noun before 那个 in characters, 时区那个 as 时/区/那个)
    tokens += [] if japanese or len(text) > _NAMED_REACH else [w for m in _NAMED_BEFORE_THAT.findall(" ".join(tokens)) for w in [next((
        "".join(m.split()[k:]) for k in range(len(m.split()) - 1) if "".join(m.split()[k:]) in text), "")] if w]
    for word in tokens:
        token = word.rstrip(_PARTICLES) if japanese else word
        token = token[lead.end():] if japanese and (lead := _LEAD.match(token)) and len(token) - lead.end() >= 3 else token
        token = re.sub(r"(?<=[るたいくすつぬむぶぐうけ])(?:方|ほう)$", "", token) if japanese else token  # (「復活させる方」: 「復活させる」)
        low = token.lower()
        # "that's", "I'll", "don't": a stop word with its contraction is still a stop word
        bare = re.sub(r"n['’]t$|['’](?:s|ll|re|ve|d|m)$", "", low)
        if len(low) < 2 or (low.isascii() and len(low) < 3) or low in stop or low in vocabulary or (
                bare != low and (bare in stop or len(bare) < 3)) or any(v in low for v in ("自分", "自己", "myself")):
            continue
        out.add(low)
        if _SUFFIXED.fullmatch(low) and low[:-1] not in stop and low[:-1] not in vocabulary:  # (世代数: also 世代)
            out.add(low[:-1])
        if japanese and (m := re.match(r"[\u30a0-\u30ff]{4,}(?=[\u4e00-\u9fff]{2})|[\u4e00-\u9fff]+[\u30a0-\u30ff]{2,}(?=[\u3040-\u309f]{2})", low)) and {
                m.group(0)}.isdisjoint(stop | vocabulary):  # (a katakana name run into a kanji noun, ゾンビタイマー退治, or a coined name into a verb: 二重カウントやっつけよう)
            out.add(m.group(0))
        if japanese and (m := _KANJI_HEAD.match(low)) and m.group(0) not in stop and m.group(0) not in vocabulary:
            out.add(m.group(0))  # (a kanji noun the phrase runs on from: 「注文いちばん下」 says 注文, 「日付ずれる」 日付)
    # (a time of day as a turn writes it: 「13じぴったり」, 「13時半」, 「下午1点」 is 13:00, 13:30 as said in 「12:00〜13:00」)
    out.update(f"{int(m.group(1))}:{30 if m.group(3) else int(m.group(2) or 0):02d}" for m in _CLOCK.finditer(text) if int(m.group(1)) <= 24)
    return out


_CLOCK = re.compile(r"(?<![\d:.第])(\d{1,2})\s?(?:時|じ|点|點)(?!間|点|代)(?:\s?(\d{1,2})\s?分|(半))?")


_KANJI_HEAD = re.compile(r"[\u4e00-\u9fff々]{2,}(?=[\u3040-\u309f])(?![のはがをにでともへやかなまよ])")  # (not 「経理から」: a particle ends it)


# what the sentence says it lacks names nothing to fix (「还是没抓到日志」, "didn't get to run it"; table [lacking])
_LACKING = re.compile("|".join(vocab.table()["lacking"]["patterns"]), re.IGNORECASE)
_PIECE = re.compile(r"[^,，;；、]+[,，;；、]?")


def _cleared(turn: Turn) -> set[str]:
    """The symbols a clause of the turn clears ("`getHeader` itself is fine"), within the clause's part that says so."""
    out: set[str] = set()
    for text in (turn.user, turn.assistant):
        for clause in _CLAUSE.finditer(_readable(text)):
            if vocab.first(clause.group(0), "exonerate"):
                pieces = [m.group(0) for m in _PIECE.finditer(clause.group(0))]
                for k, piece in enumerate(pieces):
                    if hit := vocab.first(piece, "exonerate"):
                        # (what the piece names after the subject it clears is another matter: "but `Put`
                        # isn't the bug: the map it writes to was set to `nil` by `Purge`"; not "The
                        # service is fine here: `IsExpired` uses the injected `TimeProvider`")
                        named = [m for m in mentions.find(piece) if m.kind in ("symbol", "path")]
                        named = [m for m in named if m.start < hit.start()] or named
                        if not named:
                            # "… both use `selectinload`, so they are fine" (所以它们没问题): a
                            # clearing part that names nothing clears what the parts before it
                            # in the clause name, unless one of them blames something
                            before = "".join(pieces[:k])
                            if not vocab.first(_masked(before), "defect"):
                                named = [m for m in mentions.find(before) if m.kind in ("symbol", "path")]
                        # `SignupViewModel.onEmailChanged` does it right: that type's member is cleared, not every `onEmailChanged`
                        out.update(f"{m.symbol}.{m.value}" if m.symbol else m.value for m in named)
    # a question about changing a file answered "leave it" (「application.yml 里 … 要不要也改成
    # Asia/Shanghai？」 — 「不是一回事，这个建议不改」): the file it asks about is not where the defect is
    asked = [c.group(0) for c in _CLAUSE.finditer(_readable(turn.user))]
    if any(map(_asks, asked)) and vocab.first(_prose(turn.assistant), "answers_keep"):
        out.update(m.value for m in mentions.find(_readable(turn.user)) if m.kind == "path")
    return out


def _defect_text(turn: Turn) -> str:
    """What a turn says about defects: its messages and failing tool output, not the clauses the user sets aside."""
    results = " ".join(_readable(c.result) for c in turn.tools if c.is_error or "Traceback" in c.result
                       or "FAIL" in c.result or "panic:" in c.result)
    user = " ".join(m.group(0) for m in _CLAUSE.finditer(turn.user) if not vocab.first(m.group(0), "deferral"))
    # an answer that ends by clearing what it looked at as a whole ("so this part looks
    # fine", "こちらは問題なさそうです") describes no defect, whatever it met on the way
    if _ends_clearing(turn.assistant, turn.user):
        return _masked(f"{user}\n{results}")
    return _masked(f"{user}\n{turn.assistant}\n{results}")


def _verdicts(text: str) -> list[str]:
    """The clauses of an answer's prose that clear (not on a condition: "If …, this isn't it.") or blame something."""
    return [c for m in _CLAUSE.finditer(_prose(text)) if (vocab.first(c := m.group(0), "exonerate") and not vocab.first(c, "supposing")) or vocab.first(c, "defect")]


def _ends_clearing(text: str, asked: str = "") -> bool:
    """Whether the last verdict of an answer clears what it looked at as a whole, naming nothing ("so the coupon part
    looks fine", 所以 coupon 这块看起来没问题), or naming only what a question of the user's message ``asked`` was about
    (「MoneyFormat 那个…有关？」 … 「`MoneyFormat` 这里没看出 bug」); not one that turns to a defect ("… is right; it just
    exposed this one"), nor one that proposes a change after it (「…8 点以后的都正常…」 then 「修法是…要我改吗？」)."""
    verdicts = _verdicts(text)
    if not verdicts or vocab.first(verdicts[-1], "exonerate") is None or any(vocab.first(c.group(0), "proposal") for c in _CLAUSE.finditer(
            _prose(text)[_prose(text).rfind(verdicts[-1]) + len(verdicts[-1]):])) or len(
            turned := re.split(r"(?i)[;；]|,?\s+but\s+|但是|不过|可是|けど|が、", _masked(verdicts[-1]), maxsplit=1)) > 1 and vocab.first(turned[1], "defect"):
        return False
    named = {m.value for m in mentions.find(verdicts[-1])}
    questions = " ".join(q for q in _QUESTION.findall(_prose(asked)))
    return not named or bool(questions) and named <= {m.value for m in mentions.find(questions)}


_INLINE_CODE = re.compile(r"`[^`\n]*`")


def _blames(text: str) -> bool:
    """Whether an answer, in its own words (not code it quotes), calls anything a defect before its last verdict."""
    return any(vocab.first(_masked(_INLINE_CODE.sub(" ", v)), "defect") for v in _verdicts(text)[:-1])


def _masked(text: str) -> str:
    """``text`` with its clearing phrases blanked: 没问题, 問題ありません, "not the problem" say there is none."""
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
    """A mention of something excluded, also when written shorter ('probe.go' for 'internal/probe/probe.go')."""
    return value in excluded or (("." in value or "/" in value)
                                 and any(e.endswith("/" + value) or value.endswith("/" + e) for e in excluded))


_NOT_PROSE = re.compile(r"^(?:\s|\$|>|#|\||Traceback|File |goroutine |panic:|at |[-+]{3}|\d+\s*[|│]"
                        r"|[\w.]*(?:Error|Exception)\b:)")  # pasted output: prompts, frames, error lines


def _prose(text: str) -> str:
    """The lines of a message a person wrote, without pasted logs, code and output."""
    return "\n".join(line for line in text.split("\n") if line.strip() and not _NOT_PROSE.match(line))


# a question, from the start of its sentence (anchored there: a text without '?' is read once)
_QUESTION = re.compile(r"(?:^|(?<=[\n.!?。！？]))[^\n.!?。！？]*[?？]")


def _file_name(value: str) -> str:
    """The file name a path or location mention ends in (`src/a/b.ts:12` → `b.ts`)."""
    return value.split(":")[0].replace("\\", "/").rsplit("/", 1)[-1]


def _proposes(turn: Turn) -> bool:
    """The agent's reply in this turn proposes a change ("I'd change …", 修正案, 建议)."""
    return any(vocab.first(m.group(0), "proposal") for m in _CLAUSE.finditer(_prose(turn.assistant)))


_SUFFIX = re.compile(r"(?:ies|ied|ing|ion|ed|es|s|y|e)$")


def _stem(key: str) -> str:
    """A Latin word without its ending, to be matched at a word's start: "expiry" finds "expiresOn" and "expires"; a word
    left shorter than five letters stays whole."""
    stem = _SUFFIX.sub("", key) if key.isascii() and key.isalpha() else key
    return stem if len(stem) >= 5 else key


def _said_in(key: str, lowered: str) -> bool:
    """A keyword of the sentence stands in a text: a Latin word at the start of a word ("menu" in "menu-cut.png", not
    "one" in "components"), CJK anywhere."""
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


PARAGRAPH = re.compile(r"\n[ \t]*\n")  # a blank line between paragraphs


def report_of(turn: Turn) -> str:
    """What the user's message of a turn reports: its clause that names a defect, else its first line, else all of it."""
    return _first_clause(turn.user, "defect") or _prose(turn.user).split("\n")[0] or turn.user


def _first_clause(text: str, category: str) -> str:
    for m in _CLAUSE.finditer(_prose(text)):
        if vocab.first(m.group(0), category):
            return m.group(0).strip()
    return ""


def _blames_project(prose: str, places_only: bool = False) -> bool:
    """The agent puts the cause in the project: a clause that says where the cause is ("the bug is in", 原因は, 问题出在)
    and names a file, a place or a symbol. A cause named outside it (原因は SendGrid の障害) is no place to change, unless
    it counts bugs of the project beside it ("The first is outside this repo, the other two are bugs in the script"),
    or with ``places_only`` a cause named by a bare name."""
    for clause in _CLAUSE.finditer(prose):
        said = clause.group(0)
        outside = vocab.first(said, "nothing_to_fix")
        # (not one that says the cause is not in the project, 「原因はアプリではなく CloudFront」, or that its side is right,
        # 「アプリ側 (このリポジトリ) の設定は正しく、問題は Web サイト側の…」; what it names after the phrase counts:
        # 「这次 tag 是对的（`v2.1.0` …），问题出在通知 Packagist 这一步」 names no place)
        if outside is None and not vocab.first(said, "fix_outside") and (cause := vocab.first(_masked(said), "cause_at")) and any(
                m.kind in ("path", "location", "symbol")[:2 if places_only else 3] for m in mentions.find(said[cause.start():])):
            return True
        # "not a code problem: `config/settings.yaml:4`" names the project's line (not "only its name: `deploy.yml:3`")
        if outside is not None and not _repository().search(said) and not vocab.first(outside.group(0), "as_intended") and any(
                m.kind == "location" and m.start <= _RIGHT_AFTER and _in_project(m.value)
                for m in mentions.find(said[outside.end():])):
            return True
    # "Found it. … `index.blade.php` line 44" (找到了) opens a clause; a project line in one clearing nothing
    clauses = [c.group(0) for c in _CLAUSE.finditer(prose)]
    return vocab.first(prose, "bugs_here") is not None or not vocab.first(prose, "nothing_to_fix") and any((f := vocab.first(c, "found_it")) and not c[:f.start()].strip(
        " *_>-") for c in clauses) and any(m.kind == "location" and _in_project(m.value) for c in clauses
                                           if not vocab.first(c, "exonerate") for m in mentions.find(c))


_RIGHT_AFTER = 24  # characters between what the reply rules out and the line it names instead


@cache
def _repository() -> re.Pattern[str]:
    return re.compile("|".join(map(re.escape, vocab.table()["repository_words"])), re.IGNORECASE)


def _in_project(path: str) -> bool:  # (not /etc/… on a host, not a vendored file)
    return not path.startswith(("/", "~")) and not vocab.vendored(path)


def _reports(user: str) -> bool:
    """A user's message reports a defect in a clause that is not a question (「会不会是签名配错了？」)
    nor one that puts something off (「connection-timeout 先不动」)."""
    said = _ZERO_COUNT.sub(" ", "\n".join(line for line in _prose(user).split("\n") if not _LOG_LINE.match(line)))
    clauses = [c.group(0) for c in _CLAUSE.finditer(_masked(said))]
    # (a clause that spells out the question before it asks too: "is it the rediss:// maybe? like TLS handshake failing")
    asked = [_asks(c) or (k > 0 and _asks(clauses[k - 1]) and _SPELLS_OUT.match(c) is not None) for k, c in enumerate(clauses)]
    return any(vocab.first(c, "defect") and not asked[k] and not _ends_putting_off(c)
               and not vocab.first(c, "conditional")  # (「lint 挂了就别往下跑了」 asks for behaviour)
               for k, c in enumerate(clauses))


_SPELLS_OUT = re.compile(r"\W*(?:like|i mean|e\.g\.|say)\b", re.IGNORECASE)


def _ends_putting_off(clause: str) -> bool:
    """The clause closes on putting its object off (「connection-timeout 先不动」, 「タイムアウトは
    後回しで」); not "wait, first: the deploy fails", which puts something else off and reports."""
    put_off = vocab.first(clause, "postpone")
    return put_off is not None and len(clause[put_off.end():].strip(" \t\n。.!！,，、")) <= 3


# "1 passed; 0 failed; 0 ignored" reports nothing
_ZERO_COUNT = re.compile(r"\b0 (?:failed|failures?|errors?|ignored|skipped)\b|\b(?:failed|failures|errors): 0\b", re.I)
# a clause that asks: a question mark, or the Chinese question particle 吗 (么) at its end
# without one (「这几天失败的 webhook 事件会丢吗」; not 为什么 or a statement's 呢), or one that
# wonders (「别是上次改路径改出问题了」, "it's not the path change, is it")
_SEPARATOR = re.compile(r"[,，;；、]")


def _asks(clause: str) -> bool:
    said = clause.rstrip()
    if said.endswith(("?", "？")):
        return True
    wondering = vocab.first(said, "wonders")
    if wondering and not _SEPARATOR.search(said, wondering.end()):
        return True  # (not "别是缓存的问题，现在导出也报错了": a report follows the wondering)
    said = said.rstrip("。.!！")
    return said.endswith("吗") or (said.endswith("么") and not said.endswith("什么")) or _HOW_TO.search(said) is not None


# a Chinese clause that ends asking how, without its mark: 「…要怎么交接」, 「那怎么办」 (not 「我知道怎么改」)
_HOW_TO = re.compile(r"(?:要|该|应该|得)怎么[\u4e00-\u9fff]{0,4}$|怎么(?:办|弄|搞|写|跑|配)$")


# a line of pasted log output (the logs the agent asked for are not a new report)
# (Ruby's Logger opens with its level's letter: "I, [2025-11-06T09:14:02.118331 #1] INFO -- :")
_LOG_LINE = re.compile(r"\s*+(?:[DIWEF],\s\[)?(?:\[?\d{4}-\d{2}-\d{2}[T ]\d|\[?\d{2}:\d{2}:\d{2}|\[?(?:"
                       + "|".join(vocab.table()["quoting"]["log_levels"]) + r")\b)")


def _still_open(prose: str) -> bool:
    """A sentence of the agent's reply reports a defect and says it was left as it is."""
    return any(vocab.first(c.group(0), "left_alone") and vocab.first(_masked(c.group(0)), "defect")
               for c in _CLAUSE.finditer(prose))


def _cleared_by(turns: Sequence[Turn]) -> dict[int, frozenset[str]]:
    """Per turn, the symbols cleared in it or before it (what was found right stays right)."""
    out: dict[int, frozenset[str]] = {}
    seen: set[str] = set()
    for turn in turns:
        seen |= _cleared(turn)
        out[turn.index] = frozenset(seen)
    return out


def _reports_nothing(turn: Turn, earlier: Sequence[Turn]) -> bool:
    """A question the reply answers reporting nothing ("does weekly_retention.sql have the same problem?" … "No, …"), or
    one with no defect word of its own after a report, that the agent answered writing nothing, which the user marks as
    aside ("btw", 「ところでさ」: its 失敗 is a what-if), or one sentence whose reply ties to an earlier one's (「前に書いた A の経路」)."""
    asked = _prose(turn.user).rstrip()
    if _asks(asked.rsplit("\n", 1)[-1]) and _no_defect(turn.assistant):
        return True
    return (_asks(asked) and bool(vocab.first(turn.assistant, "ties_back") and len(list(_CLAUSE.finditer(asked))) == 1 or vocab.first(
        asked, "aside_question") and not vocab.first(_masked(asked), "defect")) and not any(written_lines(c) for c in turn.tools) and any(
        vocab.first(_masked(_prose(t.user)), "defect") for t in earlier))


def _no_defect(reply: str) -> bool:
    """The reply opens by answering no ("No, `weekly_retention.sql` is written with half-open
    ranges") and reports nothing after it (not "No, that's a bug too: `src/retry.py:4` …")."""
    said = _prose(reply)
    opening = vocab.first(said, "answers_no")
    first = next(_CLAUSE.finditer(said[opening.end():]), None) if opening else None
    return opening is not None and not (first and vocab.first(first.group(0), "defect")) and not any(m.kind in ("location", "line") for m in mentions.find(said))
