"""Grounding behaviours found on the fifty-ninth development set (bench/ground_cases_dev59:
software for local businesses with the human language inside the code — booking, reminders,
fees, loyalty points, dispatch and channel managers, in Japanese, Chinese and European-language
code bases)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import outside, prose, routes, vocab

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
DEV59 = BENCH / "ground_cases_dev59"


def _within(prefix: str) -> None:
    result, expect = _bench_case(DEV59, prefix)
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


@pytest.mark.parametrize("reply", [
    "このリポジトリの中には楽天トラベルの料金を決めているところがありません。",
    "ここはコードからは直せないので、管理画面を確認してください。",
    "コード側では直せません。",
])
def test_a_japanese_reply_that_puts_the_fix_outside_the_code(reply: str) -> None:
    assert vocab.first(reply, "fix_outside") is not None


def test_a_question_after_a_reported_price_is_no_question_of_design() -> None:
    """「…12,800円になってるって。…どこがおかしい？」 asks about a defect: what the answer puts
    outside the repository (the site controller's price setting) settles it, and the sentence
    that asks to fix the price later is unresolved, not the own site's rate table (dev59 b06, a
    guess)."""
    assert not routes._asks_design("素泊まりが12,800円になってるって。どこがおかしい？")
    assert not routes._asks_design("the receipt says 0.00 for the latte, what's wrong?")
    assert not routes._asks_design("会员页显示还差 -120 分，这是怎么回事？")
    assert routes._asks_design("タイムアウトの値、定数じゃなくて properties で変えれた方がいい？")
    assert routes._asks_design("should the timeout live in settings instead?")
    assert outside.fixed_outside(prose._prose("このリポジトリの中には楽天トラベルの料金を決めているところがありません。"
                                             "`app/rates.py` は自社サイト専用です。ここはコードからは直せないので、管理画面で確認してください。"))
    result, _ = _bench_case(DEV59, "b06")
    assert not result.references[0].resolved


@pytest.mark.parametrize("reply", ["有两处都能让短信在凌晨 3 点左右发出去，我目前没法判断这位患者收到的是哪一条：",
                                   "现在判断不了她收到的是哪一条"])
def test_which_one_counted_by_tiao_is_still_undecided(reply: str) -> None:
    """「没法判断…是哪一条」 leaves two causes open, as 哪一个 and 哪一种 do; the sentence 「那你改一下吧，今天又
    有个阿姨说半夜收到了」 only retells the report (半夜), so it picks neither (dev59 c04, a guess)."""
    assert vocab.first(reply, "undecided") is not None
    result, _ = _bench_case(DEV59, "c04")
    assert not result.references[0].resolved


def test_a_read_call_is_no_edit() -> None:
    """A Read call's arguments hold no patch: they made an empty "replacement", so the file read
    counted as one the fix edited, and the line the fix replaced, still standing in it, was passed
    over."""
    from honing.grounding import edits
    from honing.sessions.model import ToolCall

    read = ToolCall("Read", '{"file_path": "/home/u/app/src/jobs/sendReminders.ts"}', paths=("/home/u/app/src/jobs/sendReminders.ts",))
    assert edits.edit_pairs(read) == []
    context_only = ToolCall("apply_patch", "*** Update File: a.py\n@@\n x = 1\n")
    assert edits.edit_pairs(context_only) == []


def test_not_fixed_after_all_in_casual_words() -> None:
    assert vocab.first("ログ見たら reminder.sameDay pushed ってなってる。直ってなくない？", "missed") is not None
    assert vocab.first("直ってなくても大丈夫です", "missed") is None  # (fine even if it is not fixed)


@pytest.mark.parametrize(("text", "category"), [
    ("設定ではなくコードで直せないか調べてみます。", "fix_outside"),
    ("このリポジトリには他に税率を計算している処理がないので、`tax.py` だけ見れば大丈夫です", "fix_outside"),
    ("原因はまだ分かりません。このリポジトリにはテストコードがないので", "fix_outside"),
    ("why is it hardcoded instead of read from settings?", "asks_fault"),
    ("为什么会这样设计？", "asks_fault"),
    ("我自己改了半天还是不行", "done_mark"),
    ("自己改了一下，还是报错", "done_mark"),
    ("你自己改了吗？", "done_mark"),
])
def test_everyday_words_that_are_not_these_phrases(text: str, category: str) -> None:
    """A review of the change found each of these read as the phrase: a fix the agent will look for
    in code, a file the repository lacks, a question of design, a fix of the user's own that failed."""
    assert vocab.first(text, category) is None


def test_the_line_the_fix_replaced_still_stands_in_the_file_it_only_read() -> None:
    """`const hour = now.getHours();` was fixed in `isQuietHours`, and the same line in the same-day
    reminder's own check (in a file the agent only read) still sends at 3 a.m.: 「…直ってなくない？」
    points there (dev59 b02)."""
    _within("b02")


def test_a_paragraph_put_off_by_its_word_is_taken_up_later() -> None:
    """Two causes, each in a paragraph that places its line; 「税率は直して。端数のやつは…後で」, then
    「後回しにしてた端数のやつ、今やっちゃおう」: the rounding paragraph's line (dev59 b07)."""
    from honing.grounding import choices

    reply = ("原因は `customize/order.js:9` です。税率が違います。\n\n"
             "もう一つ、`customize/order.js:22` で明細の行ごとに端数を丸めています。\n\nまず税率を直します。")
    spans = choices._placing_paragraphs(reply)
    assert len(spans) == 2 and "端数" in reply[spans[1][0]:spans[1][1]]
    _within("b07")


def test_the_other_one_after_the_user_fixed_one_himself() -> None:
    """Two findings (「1. 携程超卖 —— `ctrip.ts` 第 15 行」, 「2. 美团退房日满房 —— `meituan.ts` 第 22 行」,
    the second also saying 携程), 「携程那个我自己改了」, side questions, a numbered answer about Airbnb
    that places nothing, then 「另一个你来改吧」: the Meituan item (dev59 c06)."""
    assert vocab.first("携程那个我自己改了，刚 push 上去", "done_mark") is not None
    _within("c06")


def test_paragraphs_opening_with_ordinal_words_are_items() -> None:
    """「一つ目は `receipt/tax.py` 10行目…」「二つ目は `receipt/pricing.py` 26行目…」 list two causes
    without numbers; 「とりあえず丸めのほう直して」 took up the first (丸め, a kanji with its kana ending),
    so 「もう片方のほうじゃない？」 is the second (dev59 b09)."""
    from honing.grounding import inline, remaining

    reply = ("原因が2つあります。\n\n一つ目は `receipt/tax.py` 10行目の丸めです。\n\n"
             "二つ目は `receipt/pricing.py` 26行目のセット割です。\n\nどちらから直しますか？")
    spans = inline.ordinal_paragraphs(reply)
    assert [reply[a:b][:3] for a, b in spans] == ["一つ目", "二つ目"]
    english = "Two things.\n\nFirst, `a.py` line 3 rounds down.\n\nSecond, `b.py` line 9 drops the discount."
    assert len(inline.ordinal_paragraphs(english)) == 2
    assert inline.ordinal_paragraphs("一つ目は丸めです。\n\n二つ目はセット割です。") == []  # (placing nothing)
    assert inline.ordinal_paragraphs("第一次运行 `a.py:3` 就报错。\n\n第二天再跑 `b.py:9` 也一样。") == []  # (times, not items)
    assert inline.ordinal_paragraphs("First, `a.py:3` …\n\nFirst, `b.py:9` …") == []  # (not in order)
    assert inline.ordinal_paragraphs("Third-party code in `vendor/x.js:10`.\n\nSecond, `b.py:9`.") == []
    assert remaining._CJK_NAME.findall("とりあえず丸めのほう直して") == ["丸め"]
    assert remaining._CJK_NAME.findall("この丸めのほう") == ["丸め"]
    assert remaining._CJK_NAME.findall("振り込みのほう") == []  # (not 込み, the middle of a word)
    _within("b09")


def test_an_offer_turned_down_and_then_taken_up_after_all() -> None:
    """「一つ提案です。`app/notify.py:29` のログに…やっておきましょうか？」, 「ログはいいや」, three turns on, then
    「やっぱさっき言ってたログのやつ入れといて」: the log line offered, not the bug fixed in the same
    reply (dev59 b10)."""
    _within("b10")


def test_a_lock_offered_beside_a_fix_declined_and_then_taken_up() -> None:
    """「另外还有一个隐患我顺便说一下：`BookingService.createBooking` 第 38 行…要不要我一起加上？」 is an
    aside (顺便说一下), 「并发那个先不用了」 puts it off, and 「之前你说的那个加锁的还是加上吧」 takes it up:
    the check in createBooking, two lines lower since (dev59 c01)."""
    assert vocab.first("另外还有一个隐患我顺便说一下：", "left_alone") is not None
    _within("c01")


def test_the_thing_you_spotted_is_an_aside_that_offered_its_change() -> None:
    """"One more thing I noticed in `app/config.py`: … on line 18 is still 90 … Want me to set it to
    120?", "not now", three turns, then "do the terrace 2h thing you spotted": the aside reports no
    defect word, but it offers its change (dev59 a01). An aside whose own paragraph offers nothing
    (「报表的索引我没动，等 DBA 确认」 after a list of edits) is still passed over (dev17 c01)."""
    _within("a01")
    result, expect = _bench_case(BENCH / "ground_cases_dev17", "c01")
    assert result.references[0].path == expect["path"]


def test_a_put_off_aside_taken_up_by_the_users_own_word_for_it() -> None:
    """The message that put an aside off says a word of the user's own, never said by the reply nor
    since: "not now, we're in release freeze until thursday", then "freeze is over, release went out.
    ok now do the html injection thing" (dev15 a01, a miss before); 「后厨天天骂的“幽灵菜”原来是这个。
    先不管」, then 「新打印机到了，幽灵菜那个现在搞一下」 (dev59 c10: the aside of turn 1 is now the
    referent, though its line is still missed)."""
    import tomllib

    from honing.grounding import resolve
    from honing.sessions import read_session

    result, expect = _bench_case(BENCH / "ground_cases_dev15", "a01")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]
    case = next(DEV59.glob("c10-*"))
    meta = tomllib.loads((case / "case.toml").read_text("utf-8"))
    plan = resolve.plan(meta["sentence"], read_session(str(case / meta["transcript"])).turns)
    assert plan.candidates and plan.candidates[0].turn == 1 and "noticed beside its fix" in plan.reason


def test_a_text_quoted_from_the_screen_in_japanese_is_the_sentences_own_object() -> None:
    """「「ご注文ありがとうございました」の下の合計が ￥0 って出てた。これも直して」: the quoted text has no space,
    yet it is a message shown on screen; found on the order-complete page, and said as one more thing to
    fix, that page is the referent, not the payment button of the turn before (dev59 b08). Only the
    sentence reads a quoted CJK text so: in the history, 「」 quotes speech as often as a screen."""
    from honing.grounding import mentions

    said = "「ご注文ありがとうございました」の下の合計が ￥0 って出てた。これも直して"
    assert ("message", "ご注文ありがとうございました") in [(m.kind, m.value) for m in mentions.find(said, said=True)]
    assert not [m for m in mentions.find(said) if m.kind == "message"]
    _within("b08")


def test_the_other_of_two_things_the_user_numbered_within_a_line() -> None:
    """"two things … 1) on sundays … créneaux … 2) on the receipts the TVQ is … lower\\nstart with the
    créneaux": the agent fixed the créneaux and closed its reply with "About the TVQ: in
    `commandes/taxes.py` (line 28) …"; "ok now the other one" is that paragraph (dev59 a10)."""
    from honing.grounding import inline

    said = "two things. 1) on sundays the créneaux run late.\n2) on the receipts the TVQ is a cent lower\nstart with the créneaux"
    spans = inline._inline_items(said)
    assert [said[a:b][:2] for a, b in spans] == ["1)", "2)"]
    assert inline._started_with(said, spans) == {1}
    assert inline._inline_items("see (1) and step 2) only") == []  # (no item 1 first)
    closing = "1) the receipt total is wrong 2) the email\nBoth were reported by the receipt team."
    assert inline._started_with(closing, inline._inline_items(closing)) == set()  # (no word that says which goes first)
    listed = "两个问题：1) 周日的时段不对，2) 收据少一分"
    assert [listed[a:b][:2] for a, b in inline._inline_items(listed)] == ["1)", "2)"]  # (after a Chinese comma too)
    _within("a10")
