"""Picking the item of an agent's list that the sentence describes by what it says ("the race
one", 「文言おかしいやつ」, 「报错那个」), not by its number."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import cache

from honing.grounding import choices, item_places, mentions, vocab
from honing.grounding.candidates import Candidate, _sources
from honing.grounding.edits import _fixed_by_edit, added_lines, removed_lines
from honing.grounding.items import (
    _COUNTED,
    _FENCE,
    _LEAD,
    _said_plainly,
    _selectors,
    _speaks_of,
    _titled,
    list_items,
)
from honing.grounding.kept import turned_down
from honing.grounding.noticed import aside_paragraph
from honing.grounding.outside import finds_nothing, fixed_outside
from honing.grounding.parts import _pieces
from honing.grounding.prose import (
    _CLAUSE,
    _asks,
    _blames_project,
    _clip,
    _defect_text,
    _file_name,
    _first_clause,
    _masked,
    _prose,
    _readable,
    _reports,
    _reports_nothing,
    _said_in,
    keywords,
    report_of,
)
from honing.grounding.remaining import _taken_up
from honing.grounding.settled import _same_thread
from honing.sessions.model import Turn

# a word that names a thing rather than says a plain word: CamelCase, snake_case, dotted, digits
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.]*(?:[a-z][A-Z]|[_.]|\d)[A-Za-z0-9_.]*$")


_LAST_RESORT = 0.05  # the weight, as a share, of what a reply names above a list of ways to fix that names nothing itself


@cache
def _last_words() -> frozenset[str]:
    return frozenset(vocab.table()["item_numbers"]["positions_last"])


@cache
def _common_han() -> frozenset[str]:
    return frozenset(vocab.table()["han_chars"]["common"])


def _han_of(words: set[str], item: str) -> int:
    """The most Chinese characters of one of ``words`` (two or more, none of the everyday ones) that ``item`` holds,
    when it holds them all: 拼错 in 拼写错误; 0 when none does."""
    best = 0
    for word in words:
        han = {ch for ch in word if "\u4e00" <= ch <= "\u9fff"} - _common_han()
        if len(han) >= 2 and all(ch in item for ch in han):
            best = max(best, len(han))
    return best


def _singled(scores: list[int]) -> bool:
    return max(scores, default=0) > 0 and scores.count(max(scores)) == 1


def described(sentence: str, turns: Sequence[Turn], deferred: set[int], excluded: set[str],
               cleared_by: dict[int, frozenset[str]], fixes_only: bool = False) -> Candidate | None:
    """The item of the agent's numbered findings the sentence picks by what it says ("the
    race one", 「文言おかしいやつ」, 「报错那个」): the one item whose text holds the
    sentence's words most often; none when two items hold them as often. Words of a part
    that keeps something out (「リマインダーの件は自分でやるので、」) or reports one done ("QA signed
    off on the german formatting 👍") pick nothing."""
    pieces = [p for c in _CLAUSE.finditer(sentence) for p in _pieces(c.group(0))]
    finished = [p for c in _CLAUSE.finditer(sentence) for p in _done(c.group(0))]
    kept = " ".join(p for p in pieces if not vocab.first(p, "deferral") and not vocab.first(p, "test_request")
                    and p not in finished)
    # (an option turned down picks the others: "do it properly this time, not the nil check"; so does one
    # reported done: "I pushed a fix for the double send myself … can you take the other one")
    kept, down = turned_down(kept)
    picks = _selectors(kept)
    reported = " ".join(finished)
    against = (_selectors(down) | (_selectors(reported) if vocab.first(sentence, "pair") or vocab.first(sentence, "other")
                                   else set())) - picks
    if not picks and not against:
        return None
    # names, not plain words: an error's or a symbol's (AccessDenied, cache_key), said by an older turn
    named = {w.lower() for w in (m.rstrip(".") for m in re.findall(r"[A-Za-z_][A-Za-z0-9_.]{3,}", kept))
             if _NAME.search(w)} & picks
    topics = choices.topic_words(kept, frozenset(picks))
    asides = {t.index: aside.lower() for t in turns if (aside := _aside_of(t))}  # (what each reply set aside, once)
    for turn in reversed(turns):
        if turn.index in deferred or _reports_nothing(turn, [t for t in turns if t.index < turn.index]):
            continue  # (nor is the list a side question's answer holds: 「ところで URLCache と NSCache って…」)
        if finds_nothing(_prose(turn.assistant)):
            return None  # the newest reply found nothing in the project to change: its list is steps elsewhere
        text = _readable(turn.assistant)
        # (not the list answering a side question that never says the word the sentence names its topic by, which an
        # older turn says: "do the 1062 one" after "side q: chunk vs chunkById vs lazyById — should we …?")
        if _asks(turn.user) and not vocab.first(_prose(turn.user), "defect") and not _fixed_by_edit(turn) and any(
                not _said_in(k, f"{turn.user}\n{text}".lower()) and _said_in(k, "\n".join(
                    f"{t.user}\n{t.assistant}" for t in turns if t.index < turn.index).lower()) for k in topics):
            continue
        fences = [m.span() for m in _FENCE.finditer(text)]
        spans = [(a, b) for a, b in list_items(text) if not any(x <= a < y for x, y in fences)]  # not in code
        # (nor any list, when two words of the sentence a side question's list never says are said by an older reply's
        # aside: 「日报又是前天的数 那个时区的问提」 after "sidekiq-cron or whenever?" answered with a list that says 时区, and
        # turn 3's aside on the report's day)
        if len(spans) >= 2 and not vocab.first(_prose(turn.user), "defect") and not _fixed_by_edit(turn) and any(
                _asks(c.group(0)) for c in _CLAUSE.finditer(turn.user)) and any(sum(
                    1 for k in picks if not _said_in(k, f"{turn.user}\n{text}".lower()) and _said_in(k, aside)) >= 2
                    for i, aside in asides.items() if i < turn.index):
            return None
        if len(spans) >= 2 and not _blames_project(_prose(turn.assistant)) and not any(
                m.kind in ("path", "location") for a, b in spans for m in mentions.find(text[a:b])) and any(
                finds_nothing(_prose(t.assistant)) and _same_thread(turns, t.index, turn.index) for t in turns[:-1]
                if t.index < turn.index):
            return None  # (so is a list placing no file that answers a follow-up on such a report: 「downloadFile 那一栏」)
        if len(spans) < 2 or (vocab.first(turn.user, "how_to") and _asks(turn.user) and not vocab.first(turn.user, "repair")
                              and not _fixed_by_edit(turn)):
            continue  # (nor steps answering "how do I see failed jobs on forge?", whatever defect words they hold)
        # of causes the reply cannot tell apart, the words of the report itself pick none ("the
        # flaky test", 「遅いの」 say what the user reported, not which cause)
        # (nor a short plain word, "get" of "didn't get a py-spy dump", that code in both items says; "CSV" is a name)
        chosen = {w for w in picks if not _speaks_of(turn.user, w) and not (
            w.isascii() and w.isalpha() and len(w) < 4 and re.search(rf"(?<![A-Za-z]){w}(?![A-Za-z])", kept))
                  # (nor one the list's lead says of them all: 「两种单子都有」)
                  and not _said_plainly(w, text[max(0, spans[0][0] - _LEAD):spans[0][0]])
                  } if vocab.first(_prose(text), "undecided") else picks
        held = {w for w in picks if any(_said_plainly(w, text[a:b]) for a, b in spans)}  # (the words an item says)
        if held and all(_speaks_of(turn.user, w) for w in held) and vocab.first(_prose(text[spans[-1][1]:]), "fix_place"):
            # (causes stacked under one report, 「两个问题叠在一起」, and the one fix the reply proposes after them, 「修法是在
            # `Start-Backup` 里…」: the report's own words, its pasted error, describe the symptom, not an item)
            return None
        # (of causes the reply cannot tell apart, a word counts in an item's title only: 「ログ見る権限
        # まだもらってない」 says 見る, which item B's last line happens to say too)
        scope = [(a, _line_end(text, a, b)) for a, b in spans] if chosen is not picks else spans
        scores = [sum(_said_plainly(w, text[a:b], plural=True) for w in chosen) for a, b in scope]
        camel = not any(scores)  # (or, said by none plainly, as the part of a name: "the backoff one" for `FixedBackOff(0L, 0L)`)
        if camel:
            scores = [sum(_said_plainly(w, text[a:b], plural=True, camel=True) for w in chosen) for a, b in scope]
        missing = not any(scores)  # (a thing the sentence asks to put in is one an item says is missing: 「上限がない」)
        if missing:
            chosen = {w for w in chosen if not vocab.first(w, "defect")}
            scores = [sum(_said_plainly(w, text[a:b], negated=True) for w in chosen) for a, b in scope]
        if not any(scores):  # (or by its characters in another word: 「拼错的那个」 for 「`$DEPLY_DIR` 拼写错误」)
            scores = [_han_of(chosen, text[a:b]) for a, b in scope]
        # (a tie the sentence's own words leave is broken by the one item its turned-down words name)
        refused = [any(_said_plainly(w, text[a:b]) for w in against) for a, b in spans]
        tied = [k for k, score in enumerate(scores) if score == max(scores)]
        if refused.count(True) == 1 and len(tied) > 1 and refused.index(True) in tied:
            scores[refused.index(True)] = -1
            if len(spans) == 2 and not max(scores):
                scores[refused.index(False)] = 1  # of two ways, not the one turned down
        asked = _parallel_pick(turn, spans, chosen, text) if max(scores) == 0 and -1 not in scores else None
        if asked is not None:  # ("the env var one": the user's item 2, the reply's 2.)
            scores = [int(j == asked[0]) for j in range(len(spans))]
        # (the last item by its place, 「清单里最后那个也改了吧」, "the last one": not an item that says 最后 itself, unless the
        # sentence's other words single out one: "the auth token one, like the last one we fixed")
        if (place := vocab.first(kept, "position")) and any(w in place.group(0).lower() for w in _last_words()) and not _singled(
                [sum(_said_plainly(w, text[a:b]) for w in chosen if w not in place.group(0).lower()) for a, b in scope]):
            scores = [int(j == len(spans) - 1) for j in range(len(spans))]
        best = max(scores)
        if best <= 0:
            continue
        if scores.count(best) > 1:
            return None
        k = scores.index(best)
        if vocab.first(sentence, "still"):
            # (the item described was fixed and the symptom is still there: the one item left open,
            # 「第 1 点已改 … 第 2 点我先没动」 … 「还是会串到上一个tab的数据」)
            done = _taken_up(turns, turn, text, spans)
            left = [j for j in range(len(spans)) if j + 1 not in done]
            # (when the item left shares the sentence's words: not 「重置页码那个还是不行」, the fixed item by its title)
            k = left[0] if k + 1 in done and len(left) == 1 and scores[left[0]] > 0 else k
        a, b = spans[k]
        if _edited_docs(turn, text[a:b]):
            continue
        said = {w for w in chosen if _said_plainly(w, text[a:b], negated=missing, camel=camel)}
        if _fixed_by_edit(turn) and not any(_said_plainly(w, turn.user) for w in said) and all(
                any(_said_plainly(w, t.user) for t in turns if t.index < turn.index) for w in said):
            continue  # (a list of the edits made, whose words name an older report: "back to the panic")
        if named and not any(_said_plainly(w, text[a:b]) for w in named) and any(
                _said_plainly(w, _said_before(turns, turn.index)) for w in named):
            # (the sentence names its object by a name, `AccessDenied`, this item lacks and an older
            # report settled outside the project says: a plain word beside it, 平台组, picks nothing here)
            return None
        # the item picked is a finding, or one of the ways to fix that the list offers ("直し方は
        # 2 通りあります", "There are two ways to fix it"); else ("- Updated docs/export.md")
        # there is nothing to fix there
        lead = text[max(0, spans[0][0] - _LEAD):spans[0][0]]
        # (or one of the causes the reply could not tell apart: "Both fit … to tell them apart")
        offered = vocab.first(text[a:b], "proposal") or vocab.first(lead, "proposal")
        # (an item of a list its lead says are defects: "Two separate bugs, one per symptom.", or
        # things noticed and left alone: 「読んでいて気づいたことが2つあります。今回は触っていません:」)
        # (steps that answer a side question, 「シミュレータでもできる？」, quoting no code and naming no file,
        # are no findings, whatever their words: 「…だと出ないので注意」)
        side = _asks(turn.user) and not vocab.first(_prose(turn.user), "defect") and not any(
            "`" in text[x:y] for x, y in spans) and not any(m.kind in ("path", "location") for m in mentions.find(text))
        # (nor, for "the test that failed just now", 「刚才挂的那个测试」, an item of an answer to a question that tells of no
        # failed run: 「vitest 要不要顺便升到 2？」 … 「…对 jsdom 测试基本无感」)
        side = side or bool(vocab.first(sentence, "run_failed") and not vocab.first(text[a:b], "run_failed")
                            and _asks(turn.user) and not _fixed_by_edit(turn))
        # (or an item of the answer to a review the user asked for: "review OrderService … list what's wrong")
        if side or not (vocab.first(_masked(text[a:b]), "defect") or offered or vocab.first(_prose(text), "undecided")
                        or _COUNTED.search(lead) or vocab.first(lead[-160:], "left_alone") or vocab.first(turn.user, "review_request")):
            if vocab.first(turn.user, "how_to") and _asks(turn.user) and not _fixed_by_edit(turn):
                continue  # (steps answering a how-to question, "how do I check dark mode …?": an older list may hold it)
            return None
        if fixes_only and not offered:
            return None  # "go with what you proposed for the email time": a way to fix, not a finding
        sources = tuple(s for s in _sources(turn, excluded, cleared_by[turn.index])
                        if s.where == "assistant" and a <= s.mention.start < b)
        # (a finding approved "the way you said", 「那个 N+1 就按你说的改吧」, when the reply proposed its fix after the
        # list, 「根子在 `ArticleViewSet.get_queryset`（views.py 第 13 行）…改法是把那一行改成」: the fix's place)
        after = spans[-1][1]
        if vocab.first(sentence, "approval") and (fix := vocab.first(text[after:], "fix_place")):
            at, end = after + fix.start(), text.find("\n\n", after + fix.end())
            opened = text.rfind("\n\n", after, at)
            block = (opened if opened >= 0 else after, end if end >= 0 else len(text))  # (the paragraph that says it)
            # (about the item: a name of it the paragraph says again, `author`, `profile`)
            if set(re.findall(r"[A-Za-z_]\w{3,}", text[a:b])) & set(re.findall(r"[A-Za-z_]\w{3,}", text[block[0]:block[1]])):
                sources = tuple(s for s in _sources(turn, excluded, cleared_by[turn.index])
                                if s.where == "assistant" and block[0] <= s.mention.start < block[1]) or sources
        # (an item that names only what it adds beside, 「（`countRecipients` 也一起）」: the diagnosis before the list places it)
        sources = item_places.own(text, (a, b), sources, [s for s in _sources(turn, excluded, cleared_by[turn.index])
                                                          if s.where == "assistant"], spans)
        if not sources:
            return None
        sources = _titled(sources, text, (a, b))
        # (a file the item names without its line, which the reply placed outside its list:
        # 「`internal/config/config.go:44` の `time.ParseDuration` は…」, then 「案B: `config.go` で…」)
        named_files = {s.mention.value.rsplit("/", 1)[-1] for s in sources if s.mention.kind == "path"}
        named_files -= {s.mention.value.rsplit("/", 1)[-1] for s in sources if s.mention.kind == "location"}
        # (as a hint only: what the item itself names, `RINGBUF_SIZE`, places it better)
        sources += tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight * 0.25))
                         for s in _sources(turn, excluded, cleared_by[turn.index])
                         if s.where == "assistant" and s.mention.kind == "location" and s.mention.line
                         and s.mention.value.rsplit("/", 1)[-1] in named_files
                         and not any(x <= s.mention.start < y for x, y in spans))
        # (an item that names no file of its own, under a lead that does: 「`src/utils/format.ts`，`formatMoney`
        # （第 24-27 行）有两个小问题…先提一下：」, then 「- `toLocaleString('zh-CN')` 没指定小数位…」)
        if not any(s.mention.kind in ("path", "location") for s in sources):
            opened = max(text.rfind("\n\n", 0, spans[0][0]), spans[0][0] - _LEAD, 0)
            above = [s for s in _sources(turn, excluded, cleared_by[turn.index]) if s.where == "assistant"
                     and s.mention.start < spans[0][0]]
            # (of ways to fix under a lead that names nothing, 「直し方は2通りあります。」, the place the reply
            # gave the defect before it: 「`ExportController.Download` がクエリの `userId` を…そのまま使っています」)
            lead_only = [s for s in above if opened <= s.mention.start]
            ways = not lead_only and vocab.first(lead, "proposal") and not fixed_outside(_prose(text))
            # (as a last resort only: what the option names itself, `NewManager`, wins wherever the project has it)
            sources += tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight * 0.5)) for s in lead_only) + tuple(
                replace(s, mention=replace(s.mention, weight=s.mention.weight * _LAST_RESORT)) for s in (above if ways else []))
        description = asked[1] if asked is not None else report_of(turn)  # (the user's item, not the first of the list)
        return Candidate(turn.index, _clip(description), _clip(text[a:b]), sources, True, _prose(text[a:b]),
                         cleared_by[turn.index], decisive=True)
    return None


def _parallel_pick(turn: Turn, spans: list[tuple[int, int]], words: set[str], reply: str) -> tuple[int, str] | None:
    """The item of the user's own list in the turn that the words pick, when the reply answers it item by item (a
    list as long, outside code, whose item at that place shares a word with it): "2. config – read timeout is
    hardcoded … (READ_TIMEOUT env var …)" for "the env var one", answered by "2. **Read timeout**: … `config.go:30`".
    (A pick the reply's edits made is still left to the caller's checks.)"""
    user = turn.user
    fences = [m.span() for m in _FENCE.finditer(user)]
    asked = [(a, b) for a, b in list_items(user) if not any(x <= a < y for x, y in fences)]
    if len(asked) != len(spans):
        return None
    scores = [sum(_said_plainly(w, user[a:b], plural=True) for w in words) for a, b in asked]
    best = max(scores, default=0)
    if best <= 0 or scores.count(best) > 1:
        return None
    k = scores.index(best)
    shared = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", user[asked[k][0]:asked[k][1]])} & {
        w.lower() for w in re.findall(r"[A-Za-z]{4,}", reply[spans[k][0]:spans[k][1]])}
    return (k, re.sub(r"^\s*(?:[-*•]|\d+[.)])\s*", "", user[asked[k][0]:asked[k][1]]).strip()) if shared else None


def _aside_of(turn: Turn) -> str:
    """The paragraph of the turn's reply that sets something aside beside the work done, and what follows it; or ""."""
    reply = _readable(turn.assistant)
    starts, at = aside_paragraph(reply)
    return reply[starts[at]:] if at is not None else ""


def _done(clause: str) -> list[str]:
    """The pieces of a clause that report an object done or signed off ("QA signed off on the german
    formatting 👍"; 「日付のほうは自分で Time.zone.today に直した」, whose phrase spans its pieces)."""
    parts = _pieces(clause)
    return [p for p in parts if vocab.first(p, "signed_off")] or (parts if vocab.first(clause, "signed_off") else [])


def _line_end(text: str, a: int, b: int) -> int:
    """Where the first line of ``text[a:b]`` ends (an item's title)."""
    end = text.find("\n", a, b)
    return end if end >= 0 else b


def _said_before(turns: Sequence[Turn], index: int) -> str:
    """What the turns before ``index`` said that can name a sentence's object: all of an older report
    the agent placed outside the project, and what older replies quote as code (`IntegrityError`),
    not the user's report a list answers."""
    return "\n".join(f"{t.user}\n{t.assistant}" if finds_nothing(_prose(t.assistant)) else " ".join(
        f"`{q}`" for q in re.findall(r"`([^`\n]+)`", t.assistant)) for t in turns if t.index < index)


def _edited_docs(turn: Turn, item: str) -> bool:
    """The item reports a document its turn wrote ("- `CHANGELOG.md`：新增 `[0.10.0]`，写了 … #17 按字节折行"):
    its words are the entry written, not a place of the defect they name."""
    edited = {_file_name(p) for call in turn.tools if added_lines(call) or removed_lines(call) for p in call.paths}
    named = {_file_name(m.value.split(":")[0]) for m in mentions.find(item) if m.kind in ("path", "location")}
    return bool(named) and named <= edited and all(_is_document(name) for name in named)


def _is_document(name: str) -> bool:
    tools = vocab.table()["tools"]
    lower = name.lower()
    return lower.endswith(tuple(tools["document_extensions"])) or lower.split(".")[0] in tools["document_names"]


_TIME = re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?![\d:])")
_QUOTED_UI = re.compile(r"「([^」\n]{2,30})」|“([^”\n]{2,30})”|\"([^\"\n]{2,30})\"")


# a name written as code writes it: Retry-After, X-Request-Id, max_retries, retryAfter
_CODE_NAME = re.compile(r"(?<![\w-])(?:[A-Z][a-z0-9]*(?:-[A-Z][a-z0-9]*)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)(?![\w-])")
_PASTED = re.compile(r"\"([^\"\n]{8,200})\"|“([^”\n]{8,200})”|「([^」\n]{8,200})」")


def built_as_quoted(sentence: str, turns: Sequence[Turn], broke: bool) -> list[Turn]:
    """The turns whose edits may have broken what the sentence reports: all of them when it says so
    ("you broke it"); else, when it reports a defect in a thing it quotes as a request did
    (「つづきから」, "Continue"), the newest turn that asked for that thing, reported no defect and
    was answered with an edit; else, when it asks for a fix of a report it relays ("QA: …", table
    ``relayed``) or a comment it quotes, and no turn reported a defect in any of that report's words,
    the newest turn answered with an edit whose request says two of them."""
    if broke:
        return list(turns)
    said = {q for m in _QUOTED_UI.finditer(sentence) for q in m.groups() if q}
    # (or a time the sentence says it should show, inside what a request quoted: 「…「7:00」って来る。19:00 のはず」
    # after 「「3月5日(水) 19:00」みたいにしたい」)
    times = set(_TIME.findall(sentence)) - {t for q in said for t in _TIME.findall(q)}
    # (「Dana on the PR: "page=1 already returns the second page …". can you fix that」 after "add GET /api/orders?… page
    # is 1-based": the words of the comment it quotes; "QA: after pull to refresh …": the words of the sentence)
    pasted = " ".join(q for m in _PASTED.finditer(sentence) for q in m.groups() if q)
    keys = {k for k in keywords(pasted or sentence) if len(k) >= 4} if pasted or vocab.first(sentence, "relayed") else set()
    if keys and not (said or times) and vocab.first(sentence, "repair") and not any((_reports(t.user) or (
            vocab.first(_defect_text(t), "defect") and not _asks(t.user))) and any(_said_in(k, f"{t.user}\n{_first_clause(t.assistant, 'defect')}".lower()) for k in keys)
            for t in turns):
        return [t for t in turns if any(added_lines(c) for c in t.tools) and not _asks(t.user)
                and sum(_said_in(k, t.user.lower()) for k in keys) >= 2][-1:]
    # (or a name the sentence writes as code does, which a request asked to add: 「Retry-After おかしくない？」 after
    # 「429 のとき Retry-After ヘッダもつけて」)
    said |= set(_CODE_NAME.findall(sentence))
    if not (said or times) or not vocab.first(sentence, "defect"):
        return []
    # (a request that says what it wants instead, 「「2025/03/05 19:00」じゃなくて「3月5日(水) 19:00」みたいにしたい」,
    # quotes the time it asked for whatever words of defect it has)
    asked = [t for t in turns if ((any(q in t.user for q in said) and not vocab.first(_prose(t.user), "defect")) or any(
        re.search(rf"(?<![\d:]){re.escape(x)}(?![\d:])", q) for m in _QUOTED_UI.finditer(t.user) for q in m.groups() if q
        for x in times))
        and any(added_lines(c) for c in t.tools)]
    return asked[-1:]
