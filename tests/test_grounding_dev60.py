"""Grounding behaviours found on the sixtieth development set (bench/ground_cases_dev60: hobby and
community projects kept by volunteers — guild and book-club bots, club sites, choir and food-bank
rotas, game mods and plugins, home-automation integrations, fan wikis, dice rollers)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import blocks, prose, vocab
from honing.sessions.model import Turn

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
DEV60 = BENCH / "ground_cases_dev60"


@pytest.mark.parametrize(("text", "category"), [
    ("看完了，光看代码我分不出阿芳这次是哪一种：", "undecided"),
    ("老实说两个可能性差不多：", "undecided"),
    ("好吧 王姐明天才在。先问个别的，下个月起我想把这个交给小陈维护", "aside_question"),
    ("她说她 11 月 30 号被排了两次", "defect"),
])
def test_chinese_phrases_of_a_two_cause_session(text: str, category: str) -> None:
    assert vocab.first(text, category) is not None


def test_a_chinese_clause_that_asks_how_without_its_mark() -> None:
    assert prose._asks("下个月起我想把这个交给新来的 volunteer 小陈维护，她只会一点点 python，要怎么交接")
    assert prose._asks("那怎么办")
    assert not prose._asks("我知道怎么改")


def test_a_handover_question_between_is_no_new_defect_and_it_picks_neither_cause() -> None:
    """Two causes the agent cannot tell apart (「光看代码我分不出…是哪一种」, 「两个可能性差不多」), a side
    question on handing the project over whose answer says 报错 in passing, a title change, then
    「好 那就先把它修了吧」: the handover answer is no report, and 它 picks neither cause (dev60 c04, a
    guess: requirements.txt, named in the handover answer)."""
    result, _ = _bench_case(DEV60, "c04")
    assert not result.references[0].resolved


def test_when_it_happened_chooses_no_cause() -> None:
    """Two causes, "I'd rather not guess which one bit you this morning", then "Mira says it double
    posted again last night, the Ferryman's Lantern page this time. just fix it": "this time" says
    when, not which (its "time" read as the timeout cause); the case stays unresolved (dev60 a05, a
    guess)."""
    assert vocab.first("Both are worth fixing, but I'd rather not guess which one bit you this morning.", "undecided")
    assert vocab.masked("the Lantern page this time", "occasion").strip() == "the Lantern page"
    result, _ = _bench_case(DEV60, "a05")
    assert not result.references[0].resolved


def test_the_way_you_said_at_first_takes_up_a_declined_proposal() -> None:
    """「另外提个建议：`send.js` 第 22 行…一次性把所有邮件同时丢给 Gmail…要不要我改？」, 「分批先不用了」, then
    「刚发到一半就开始报 421 … 算了还是按你一开始说的那样弄吧」: the burst send the agent proposed to batch,
    not the unsubscribe link it fixed in the same reply (dev60 c09)."""
    assert vocab.first("算了还是按你一开始说的那样弄吧", "proposed") is not None
    assert vocab.first("按你说的来", "proposed") is not None
    result, expect = _bench_case(DEV60, "c09")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]


def test_a_failing_test_names_the_file_its_edit_was_in() -> None:
    """The slug regex rewritten in `wiki/slug.py` (turn 1), a sitemap written in `build.py` with
    `slugs.values()` (turn 4), then 「pytest 跑了一下 test_slug_keeps_cjk 挂了 中文全没了」: both edits say
    "slug", and the one in the file the test's name names comes first, not the later one (dev60 c10)."""
    result, expect = _bench_case(DEV60, "c10")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]


def test_your_first_change_did_nothing_finds_the_old_value_still_in_force() -> None:
    """`SCAN_INTERVAL` changed from `timedelta(seconds=30)` to five minutes in const.py, which no module
    reads; 「你一开始改的那个根本没用啊 重启完日志里还是30秒一个429」: the fix missed, and the one other line that
    still sets `seconds=30`, the coordinator's `update_interval`, is the referent (dev60 c05)."""
    assert vocab.first("你一开始改的那个根本没用啊", "missed") is not None
    assert vocab.first("你改的这个有用吗", "missed") is None
    result, expect = _bench_case(DEV60, "c05")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]


def test_a_line_the_sentence_names_weighs_with_the_turn_that_explained_the_error() -> None:
    """Turn 2 explained the pasted `KeyError: 'tz'` (format_for_member, line 42, "line 40 in the log")
    and offered two fixes; its reply also named `register` (line 21), which sets the key. 「また
    KeyError: 'tz' 出てるってぽんずさんから。members.py の40行目のやつ、もうコードで直しちゃって」 names line
    40 itself, now 42 after the session's edit: format_for_member, not register (dev60 b02). A frame
    pasted in the sentence, where the error surfaced, adds nothing to the turn that explained its
    cause (dev13 c01 stays in readers.py)."""
    result, expect = _bench_case(DEV60, "b02")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]
    result, expect = _bench_case(BENCH / "ground_cases_dev13", "c01")
    assert result.references[0].path == expect["path"]


def test_a_block_opens_where_a_signature_over_several_lines_closes() -> None:
    """`function pickFallback(members: Member[], …,` / `…): Member | undefined {`: the body runs to the
    closing brace, not the first line alone; an object type among the parameters opens no block."""
    lines = [
        "function pickFallback(members: Member[], role: string,",
        "                      out: Assignment[]): Member | undefined {",
        "  const candidates = members",
        "    .filter((m) => canDo(m, role));",
        "  return candidates[0];",
        "}",
        "",
        "export function fetchOrders(",
        "  query: OrderFilters & { limit: number; offset: number },",
        "  signal?: AbortSignal,",
        "): Promise<OrderPage> {",
        "  return getJson<OrderPage>('/orders', { ...query }, signal);",
        "}",
    ]
    assert blocks.block_end(lines, 1, "braces") == 6
    assert blocks.block_end(lines, 8, "braces") == 13
    assert blocks.block_end(["int x = f(a,", "  b);", "int y = 2;"], 1, "braces") == 1  # a call, no block


@pytest.mark.parametrize("text", ["とりあえずそのままでいいや", "ひとまずこのままにしといて"])
def test_leaving_it_as_it_is_for_now_puts_it_off(text: str) -> None:
    assert vocab.first(text, "postpone") is not None
    assert vocab.first(text, "deferral") is not None
    # (so a message that names the thing by a defect word and leaves it reports nothing)
    assert not prose._reports(f"あーそれ団内で「田中さん問題」って呼ばれてるやつ笑 本人は喜んでるから、{text}")


@pytest.mark.parametrize("text", ["とりあえずそのままコピペしたら動いた", "とりあえずこのままpushして"])
def test_as_it_is_without_leaving_it_puts_nothing_off(text: str) -> None:
    assert vocab.first(text, "postpone") is None
    assert vocab.first(text, "deferral") is None


def test_a_nickname_takes_up_the_aside_the_user_left_for_now() -> None:
    """The double booking fixed in `isBusy`, then 「`pickFallback` の上限の件 (45行目) はまだ触っていません。こっち
    も直しますか？」 in its own paragraph after the one reporting the fix; 「あーそれ…「田中さん問題」って呼ばれて
    るやつ…とりあえずそのままでいいや」, three other turns, then 「やっぱ田中さん問題もお願い」: the aside, its line in
    the file the turn read that holds `pickFallback` (not `isBusy` of the fix's paragraph, dev60 b06)."""
    result, expect = _bench_case(DEV60, "b06")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]


@pytest.mark.parametrize("text", [
    "（`fetchOrders` は `signal` を受け取れるのに渡していない）",
    "`fetchOrders` accepts a `signal` but the hook never passes one",
    "`fetchOrders` 可以接收 `signal`，但这里没传",
])
def test_a_function_that_accepts_what_its_caller_does_not_pass_is_cleared(text: str) -> None:
    assert "fetchOrders" in prose._cleared(Turn(1, "", text))


@pytest.mark.parametrize("text", [
    "`parse` accepts a `str` but crashes on an empty one.",
    "「`parse` は `None` も受け取れるけど、そこで落ちる。」",
    "`parse` 可以接收 `None`，但是会崩溃。",
])
def test_a_function_that_accepts_a_value_and_then_fails_is_not_cleared(text: str) -> None:
    assert not prose._cleared(Turn(1, "", text))


def test_the_located_call_not_the_callee_that_would_accept_the_signal() -> None:
    """「`src/hooks/useOrders.ts:27` の `useEffect` で `fetchOrders(...)` を投げっぱなし…（`fetchOrders` は
    `signal` を受け取れるのに渡していない）」: the hook's line, not `fetchOrders`, now that its definition over
    four lines counts whole (dev27 b01)."""
    result, expect = _bench_case(BENCH / "ground_cases_dev27", "b01")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]
