"""Referents read from what the agent did rather than from what was said: an edit that broke
a test or raised a new error, a regression, a finding left open or noticed aside (a
prediction that came true is in `foretold`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import cache, lru_cache

from honing.grounding import mentions, renamed, searched, vocab
from honing.grounding.callees import path_parts
from honing.grounding.candidates import Candidate, _sources
from honing.grounding.choices import key_hits
from honing.grounding.edits import (
    _fixed_by_edit,
    _written_paths,
    added_lines,
    fresh_lines,
    removed_lines,
    supports,
)
from honing.grounding.emphasis import emphasis
from honing.grounding.named import amounts, change_words, says_amount
from honing.grounding.outside import finds_nothing, fixed_outside
from honing.grounding.places import Sourced
from honing.grounding.prose import (
    _CLAUSE,
    _asks,
    _clip,
    _defect_text,
    _file_name,
    _first_clause,
    _masked,
    _prose,
    _readable,
    _reports,
    _said_in,
    _same_target,
    _stem,
    keywords,
    report_of,
)
from honing.grounding.rewritten import kept_behaviour
from honing.grounding.settled import _places
from honing.sessions.model import Turn

_WAS = re.compile(r"\bused to\b|\bbefore it was\b|\bwas \S+ before\b|(?:前|以前)は|(?:之前|以前)(?:是|都是)", re.IGNORECASE)


def _broken_by_edit(turns: Sequence[Turn], sentence_keys: set[str],
                    cleared_by: dict[int, frozenset[str]], sentence: str = "") -> Candidate | None:
    """For "you broke it": the lines the agent's own edit wrote (not the import or docstring beside them; those it
    changed on the way when it was asked to restructure), where they stand now. Of several turns that edited code, the one
    whose request shares the complaint's words ("every discount shows 0" after "… got no discount"), else the newest. Of
    its edits, those whose lines say the complaint's words, else those of a file whose path says one; the test files it
    wrote count only when the sentence speaks of a test."""
    # (a whole file written anew counts by the lines no earlier output showed: "Done. `trim_history` now counts …")
    fresh = fresh_lines(turns)
    new = {(t.index, k): added_lines(c) or fresh.get((t.index, k), []) for t in turns for k, c in enumerate(t.tools)}
    edited = [t for t in turns if any(new[(t.index, k)] for k in range(len(t.tools)))]
    if not edited:
        return None
    # (not a turn whose reply saw the failure and said it is not from its own edit: "one failure, and it's not from this change", 「有一个用例失败…跟这次的 badge 无关」; an earlier edit made it)
    edited = [t for t in edited if t is edited[0] or not _disowns(t, sentence_keys)]
    # (nor, unless the sentence speaks of a test, a turn that wrote only tests: 「remember にしてても1時間もしないでログアウトされる。さっき入れたやつおかしくない？」 is the remember change, not the remember test added after it)
    tests_said = bool(vocab.first(sentence, "test_instead") or re.search(r"(?i)test(?!\s*(?:env|environment|server|site|stage))|spec|テスト(?!環境|サーバ)|测试(?!环境|服|站)|单测", sentence))
    edited = edited if tests_said else [t for t in edited if any(new[(t.index, k)] and not any(vocab.rules_for(p).is_test_file(p) for p in c.paths)
                                                                 for k, c in enumerate(t.tools))] or edited

    def shared(text: str) -> int:
        # (a word by its root too, at half the count: "since your parser change" … "make parse_duration accept …"; "handler" is said as itself before it is "handle")
        lowered = text.lower()
        # ("Home is highlighted on every page" … "the nav doesn't highlight Recipes") ("it shouldn't retry those" … "add retries with backoff")
        return sum(2 if _said_in(k, lowered) or (k.endswith(("ed", "ing")) and _stem(k) != k and _said_in(_stem(k), lowered))
                   or (len(k) >= 5 and k.isalpha() and k.endswith("y") and _said_in(f"{k[:-1]}ie", lowered))
                   else int(len(k) >= 5 and k.isascii() and k[-1] in "rs" and _said_in(k[:-1], lowered)) for k in sentence_keys)

    # (a change the sentence names, "from your price change", is the turn whose request says its name first, or whose edit
    # wrote in a file of that name: "since your presence change" after an edit of src/presence.ts)
    named, priced = change_words(sentence), amounts(sentence)  # (and an amount it writes: "$15 more now")
    # (or the first edit, when the sentence says so: 「是不是你一开始加的那个东西搞的」, "since your first change")
    # (then the edit asked to keep the results, 「速くして、結果は変えないで」, when the sentence says what they were: 「前は
    # -1前後だったのに」, "it used to be 0.8")
    changed = _WAS.search(sentence) is not None
    # (or, when it names the change a refactor, "thats your refactor isnt it", the edit asked for as a restructuring)
    refactor = vocab.first(sentence, "refactor_named") is not None
    # (and, between turns whose requests say none of its words, the edit whose code says the English of one: 「满99的单子又收
    # 运费了」 names `afterDiscount > FREE_SHIPPING_MIN`, not a QtyStepper edit whose reply says 99)
    coded = re.compile(r"(?<![a-z])(?:" + "|".join(map(re.escape, sorted(words))) + r")(?![a-z])") if (words := vocab.code_words_of(sentence)) else None
    turn = edited[0] if not named and vocab.first(sentence, "first_edit") else max(edited, key=lambda t: (
        sum(_said_in(w, t.user.lower()) or any(w in path_parts(p) for k, c in enumerate(t.tools) if new[(t.index, k)] for p in c.paths)
            for w in named) + sum(says_amount(a, t.user) for a in priced), refactor and bool(vocab.first(t.user, "restructure")), changed and bool(vocab.first(t.user, "keep_results")), shared(t.user),
        coded is not None and any(coded.search(re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", line).lower()) for k in range(len(t.tools))
                                  for line in new[(t.index, k)]), shared(f"{t.user}\n{t.assistant}"), t.index))
    # (of its edits, those whose lines, written or taken out, say the complaint's words: "searching orders by
    # SKU finds nothing" after a rewrite of `Order.search` that took out its `sku_list LIKE`, not the
    # controller's edit beside it)
    calls = [(k, call) for k, call in enumerate(turn.tools) if new[(turn.index, k)]]
    # (the test the edit added beside the change checks it; "undo that bit" means the change)
    if not tests_said:
        calls = [(k, c) for k, c in calls if not any(vocab.rules_for(p).is_test_file(p) for p in c.paths)] or calls
    # (or, when no line says one, whose file the complaint names by a word of its path: 「是不是你那个 migration 搞的」,
    # not the model beside it)
    # (of the words, those the turn's own request says first: "the page won't scroll anymore" after "the page behind
    # the drawer still scrolls" names useBodyScrollLock.ts, not the CartDrawer files the words "close the cart" name)
    asked = {key for key in sentence_keys if _said_in(key, turn.user.lower())}
    # (and the English of its Japanese and Chinese words: 「バックグラウンド更新が来なくなった」 names FeedSyncScheduler.kt by "sync")
    calls = [(k, c) for k, c in calls if any(_said_in(key, "\n".join(line for line in new[(turn.index, k)] + removed_lines(c)
                                                                    if not supports(line)).lower()) for key in sentence_keys)] or next((
        held for keys in (asked, sentence_keys | vocab.english_of(sentence)) if (held := [(k, c) for k, c in calls if any(
            w.startswith(key) for p in c.paths for w in path_parts(p) for key in keys if key.isascii() and len(key) >= 4)])), calls)
    # (nor the lines it only moved, taken out of another file in the same turn: "moved the shipping helpers to money.ts"
    # broke the one line it wrote anew on the way, `return subtotalCents > FREE_SHIPPING_CENTS;`; lines of some length,
    # not a `return null;` or `}` any edit writes)
    moved = {(line.strip(), p) for call in turn.tools for p in call.paths for line in removed_lines(call) if len(line.strip()) >= 16}
    # (nor the lines an edit kept, written back in the same call: its anchor)
    kept = {k: {x.strip() for x in removed_lines(c)} for k, c in calls}
    written = [line for k, c in calls for line in new[(turn.index, k)] if line.strip() not in kept[k]
               and not any(text == line.strip() and p not in c.paths for text, p in moved)] or [
        line for k, _ in calls for line in new[(turn.index, k)]]
    written = kept_behaviour(turn, [line for line in written if not supports(line)] or written, sentence, [t for t in turns if t.index < turn.index])
    sources = tuple(Sourced(mentions.Mention("code", line, None, None, 2.0), turn.index, "tool") for line in written)
    description = report_of(turn)
    return Candidate(turn.index, _clip(description), _clip(_prose(turn.assistant)), sources, True,
                     _prose(_readable(turn.assistant)), cleared_by[turn.index], decisive=True)


def _disowns(turn: Turn, sentence_keys: set[str]) -> bool:
    """A line of the turn's reply says a failure is not from its own edit, and says a word of the sentence (the failing
    test's, "free shipping"): that failure is the one the sentence reports."""
    return any(vocab.first(line, "unrelated_to_edit") and any(len(k) >= 4 and _said_in(k, line.lower()) for k in sentence_keys)
               for line in _prose(turn.assistant).split("\n"))


@cache
def _error_constructs() -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(e["message"]), e["code"]) for e in vocab.table()["error_constructs"])


@lru_cache(maxsize=64)
def error_calls(sentence: str) -> frozenset[str]:
    """The calls an error the sentence pastes names as what raised it: `int` of "invalid literal for int() with base 10"."""
    return frozenset(c for message, _ in _error_constructs() if (m := message.search(sentence)) for c in re.findall(r"(\w+)\(\)", m.group(0)))


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
            description = report_of(turn)
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
            description = report_of(turn)
            return Candidate(turn.index, _clip(description), _clip(_prose(turn.assistant)), sources, True,
                             _prose(_readable(turn.assistant)), cleared_by[turn.index], decisive=True)
    return None


_FILE_WORDS = re.compile(r"[._-]")
def owned_fault(turns: Sequence[Turn], deferred: set[int]) -> bool:
    """Whether a reply put a defect down to the agent's own earlier edit and changed nothing yet
    (「是我上一轮改出来的问题 … 要我现在改吗？」), and no later edit changed a file that reply names: "fix the one
    you broke" means that defect, which the ordinary ranking finds, not wherever the newest edit wrote."""
    for turn in turns:
        if turn.index in deferred or _fixed_by_edit(turn) or not vocab.first(_prose(turn.assistant), "own_fault"):
            continue
        # (and no later edit changed a file it names: the defect is still there)
        named = {_file_name(m.value) for m in mentions.find(_prose(turn.assistant)) if m.kind in ("path", "location")}
        if not any(_file_name(path) in named for later in turns if later.index > turn.index
                   for call in later.tools if added_lines(call) or removed_lines(call) for path in call.paths):
            return True
    return False


def _left_open(turns: Sequence[Turn], deferred: set[int], cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The newest turn in which the agent edited code, when its reply goes on to report the
    same defect at a file it did not edit ("`get_credit_note` in credit_notes.py does not:
    it will 500 the same way. I left it alone"): those paragraphs, read as the candidate.
    The caller asks only when the sentence adds to the edit ("same thing for …",
    「それもついでに」, 顺手). No later user turn may report something else."""
    # (the newest such turn: edits for small tasks may follow it, 「バージョン上げて」, "add 3.13 to CI")
    for turn in reversed([t for t in turns if _fixed_by_edit(t) and t.index not in deferred]):
        if any(t.index > turn.index and _reports(t.user) and not _answered_aside(t) for t in turns):
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
        if pieces:
            break
    else:
        return None
    text = "\n".join(pieces)
    pseudo = Turn(index=turn.index, user="", assistant=text)
    sources = tuple(_sources(pseudo, set(), cleared_by[turn.index]))
    if not sources:
        return None
    said = _clip(next((c.group(0) for c in _CLAUSE.finditer(text) if vocab.first(c.group(0), "same")), pieces[0]))
    return Candidate(turn.index, said, said, sources, True, text, cleared_by[turn.index], decisive=True)


def concluded(turns: Sequence[Turn], deferred: set[int]) -> set[int]:
    """The turns in which the agent found nothing in the project to change and blamed nothing
    there; not one that placed two causes it cannot tell apart, whatever else it says lies
    outside the project (「光看代码分不出是哪个」 … 「后端代码不在这个仓库里」)."""
    return {t.index for t in turns if t.index not in deferred
            and (finds_nothing(_prose(t.assistant)) or (fixed_outside(_prose(t.assistant)) and not _asks_design(t.user)))
            and not (vocab.first(_prose(t.assistant), "undecided") and len(_places(t)) >= 2)}


def _asks_design(user: str) -> bool:
    """A question of design that reports nothing (「タイムアウトの値、properties で変えれた方がいい？」): what its
    answer says lies outside the repository (the caller that builds the client) settles no defect;
    not a question about what is wrong (「…12,800円になってるって。…どこがおかしい？」)."""
    said = _prose(user).strip()
    return _asks(said) and not _reports(user) and "\n" not in said and not vocab.first(_masked(said), "asks_fault")


def _edited_elsewhere(turns: Sequence[Turn], deferred: set[int],
                      cleared_by: dict[int, frozenset[str]], keys: frozenset[str] = frozenset()) -> Candidate | None:
    """For "the same thing for refunds": the newest turn that edited code, read as the
    lines it replaced; where they still stand, the same change is still to be made. When the
    newest turn that edited code says none of the sentence's ``keys`` (not its words for "the
    same", "thing", 一样), the newest that says one comes first (「取件时间窗那个也一样改一下」: the
    时间窗 fix, not a later edit about currency)."""
    keys = frozenset(k for k in keys if k not in _SAME_WORDS and not vocab.first(k, "same") and not vocab.first(k, "also"))

    def says(t: Turn) -> bool:
        return any(_said_in(_stem(k), f"{t.user}\n{t.assistant}".lower()) for k in keys)

    editing = [t for t in reversed(turns) if t.index not in deferred and any(removed_lines(c) for c in t.tools)]
    # (first, the edit made while the user put off the part the sentence names: 「バックアップの方だけ直して。ログは…確認してからにする」)
    held = [t for t in editing if any((vocab.first(c.group(0), "postpone") or vocab.first(c.group(0), "deferral")) and any(_said_in(_stem(k), c.group(0).lower()) for k in keys) for c in _CLAUSE.finditer(t.user))]
    saying = held[:1] or ([t for t in editing if says(t)] if editing and not says(editing[0]) else [])
    for turn in saying[:1] + [t for t in reversed(turns) if not saying or t is not saying[0]]:
        if turn.index in deferred:
            continue
        # (the lines the edit replaced, not context it wrote back unchanged: `username: inventory` around a new
        # `url:`; all of them when it only inserted, its anchor being what stands alike elsewhere)
        old = [line for call in turn.tools for line in removed_lines(call) if line not in added_lines(call)] or [
            line for call in turn.tools for line in removed_lines(call)]
        if old:
            sources = tuple(Sourced(mentions.Mention("code", line, None, None, 2.0), turn.index, "tool")
                            for line in old)
            # a place the same reply names in another file ("billing/stripe.go:23 also builds a
            # client with no timeout") is where the same change is still to be made
            # (written as `path:line`, not a line number read onto the file named before it)
            # (not one the reply clears: "`geo/lookup.go:10` already sets one, so that one is fine")
            edited = {p for call in turn.tools if removed_lines(call) for p in call.paths}
            said = _prose(turn.assistant)
            sources += tuple(Sourced(m, turn.index, "assistant") for m in mentions.find(said)
                             if m.kind == "location" and not _same_target(m.value, edited)
                             and (f"{m.value}:{m.line}" in said or _alike_after(said, m.start))
                             and emphasis(said, m.start, True) > 0.3)
            sources += tuple(Sourced(mentions.Mention("location", path, line, None, 2.5), turn.index, "tool")
                             for path, line in searched.left_alike(turn.tools, old, edited))
            description = report_of(turn)
            return Candidate(turn.index, _clip(description), _clip(_first_clause(turn.assistant, "defect")),
                             sources, True, _prose(_readable(turn.assistant)), cleared_by[turn.index],
                             decisive=True)
    return None


def _answered_aside(turn: Turn) -> bool:
    """A question the reply answered without an edit, a defect or a question back (「pinia 的 user store 要不要做持久化？
    刷新一下缓存就没了」 … 「不太建议…」): whatever defect words it holds, it reports nothing new."""
    reply = _prose(turn.assistant)
    return bool(re.search(r"[?？]", turn.user)) and not _fixed_by_edit(turn) and not vocab.first(reply, "defect") and not _asks(reply)


def _alike_after(said: str, start: int) -> bool:
    """The clause that names a place goes on to say it is the same (「`app/pdf/invoice_pdf.py` の 19 行目も
    同じく `utcfromtimestamp` を使っています」): the place is named as one more of the kind just changed."""
    clause = next((c for c in _CLAUSE.finditer(said) if c.start() <= start < c.end()), None)
    return clause is not None and not _NOT_SAME.search(clause.group(0)) and any(
        m.start() > start - clause.start() for m in vocab.find_all(clause.group(0), "same"))


_NOT_SAME = re.compile(r"\bnot (?:the )?same\b|不一样|不同|同じ(?:では|じゃ)な", re.IGNORECASE)


def _same_file(a: str, b: str) -> bool:
    """Two spellings of one file: one a suffix of the other, or the same last two parts
    ('/srv/app/export.py' and '/home/u/work/app/export.py')."""
    a, b = a.replace("\\", "/"), b.replace("\\", "/")
    return a == b or a.endswith("/" + b) or b.endswith("/" + a) or (
        a.count("/") >= 1 and b.count("/") >= 1 and a.split("/")[-2:] == b.split("/")[-2:])


def _own_frames_first(own: tuple[Sourced, ...], turns: Sequence[Turn], sentence: str = "") -> tuple[Sourced, ...]:
    frames = [s for s in own if s.mention.kind == "location" and s.mention.line]
    # (not for a name the session's edits renamed away, "format.formatPrice is not a function": the frame still calling it is the place)
    if len(frames) < 2 or renamed.renamed_away(turns, renamed.missing_members(sentence)):
        return own
    written = _written_paths(turns)
    mine = [s for s in frames if any(_same_file(s.mention.value, w) for w in written)]
    if not mine or len(mine) == len(frames):
        return own
    deepest = max(mine, key=lambda s: s.mention.weight)  # a stack's frames weigh more the deeper they are
    return tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight * 2.0)) if s is deepest else s
                 for s in own)


_SAME_WORDS = frozenset({"thing", "things", "one", "other", "一样", "同样", "同じ"})  # (words of "the same thing" that name nothing)
_REOPEN_WORDS = 3  # the fewest words of the report a finished turn must say to be reopened over one left open


def reopened(sentence: str, turns: Sequence[Turn], candidates: Sequence[Candidate], done: set[int]) -> tuple[Candidate, ...]:
    """``candidates`` without the turns whose work an edit finished (``done``); but a sentence that
    reports nothing brings back the one finished turn its words name, when nothing left says them or
    reports a defect (「さっきのヘルスチェック、それに合わせて」); and when the
    sentence reports a defect of its own and nothing left describes one or shares its words,
    the finished turns that share them come back first: the report is about what they built; so does
    the one finished turn that says three of its words or more, and twice as much of them as any left, when none
    left reports a defect
    (「我筛了 paid 然后点第2页，状态又变回全部了」 after the status filter was synced to the URL,
    not the question about vitest asked since)."""
    kept = tuple(c for c in candidates if c.turn not in done)
    if not done:
        return kept
    keys = keywords(sentence) | vocab.english_of(sentence)
    texts = {t.index: _defect_text(t).lower() for t in turns}

    def shares(c: Candidate) -> bool:
        return any(_said_in(_stem(k), texts.get(c.turn, "")) for k in keys)

    if not vocab.first(sentence, "defect"):
        # (a sentence that reports nothing names one finished turn by its words, which nothing left says nor reports a
        # defect: 「さっきのヘルスチェック、それに合わせて」 after the /health endpoint and a metric's unit)
        named = [c for c in candidates if c.turn in done and shares(c)]
        return (named[0],) + kept if len(named) == 1 and kept and not any(shares(c) or c.defect for c in kept) else kept

    if any(c.defect or shares(c) for c in kept):
        # (unless a finished turn says the report's words far more than any left, none of which reports a defect:
        # 「跑全量 rejects reused refresh token 挂了」 after the rotation turn 2 built, not the question about tokens in
        # localStorage asked since)
        spread = {k: sum(1 for text in texts.values() if _said_in(_stem(k), text)) for k in keys}

        def hits(c: Candidate) -> float:
            return key_hits(keys, spread, texts.get(c.turn, ""), frozenset())

        best = max((c for c in candidates if c.turn in done), key=lambda c: (hits(c), c.turn), default=None)
        said = sum(1 for k in keys if best is not None and _said_in(_stem(k), texts.get(best.turn, "")))
        if best is None or said < _REOPEN_WORDS or any(c.defect for c in kept) or hits(best) < 2 * max(
                (hits(c) for c in kept), default=0.0):
            return kept
        return (best,) + kept
    return tuple(c for c in candidates if c.turn in done and shares(c)) + kept
