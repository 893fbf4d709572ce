"""Grounding behaviours found in the round of the seventieth development set (bench/ground_cases_dev70: accounts,
sign-in and permissions, in longer sessions), and on older sets' misses looked at again in that round."""

from __future__ import annotations

import pytest

from honing.grounding import vocab
from honing.grounding.emphasis import emphasis
from honing.grounding.noticed import aside_paragraph

from .test_grounding_dev45 import located as _located
from .test_grounding_dev45 import unresolved as _unresolved


def test_ways_to_fix_under_a_lead_that_names_nothing_are_placed_where_the_reply_placed_the_defect() -> None:
    """dev70 b09: 「直し方は2通りあります。」 and two options whose code (`User.IsInRole("Admin")`) the project does not
    hold yet; the sentence picks one: the place is where the reply put the IDOR above the list (`ExportController.Download`)."""
    assert _located("ground_cases_dev70", "b09")


def test_an_option_that_names_its_own_place_keeps_it() -> None:
    """dev33 b03: the root-cause option names `CustomerMapper.toEntity`; the stack frame the reply read first
    (`OrderService.java:57`) stays a hint and does not win."""
    assert _located("ground_cases_dev33", "b03")


def test_steps_outside_the_repository_say_no_code_changes() -> None:
    """「直し方（Render と Chatwork の画面での作業で、コードの変更は要りません）」: the steps are no place to change code,
    and the request to fix the Chatwork notices stays unresolved (dev58 b08)."""
    assert vocab.first("Render と Chatwork の画面での作業で、コードの変更は要りません", "nothing_to_fix")
    assert not vocab.first("`clean_phone` を直しました。テストコードの修正は要りません", "nothing_to_fix")
    assert _unresolved("ground_cases_dev58", "b08")


@pytest.mark.parametrize(("sentence", "broke"), [
    ("さっきの Secure 付けたやつのせいで、ローカルだと次のリクエストで未ログインになる。直して", True),
    ("先ほどの設定を追加したせいで起動しない", True),
    ("さっきの話だけど、僕が設定を入れたせいで落ちた", False),
    ("さっきの Secure 付けたやつ、本番だけにして", False),
])
def test_a_defect_blamed_on_what_the_agent_added(sentence: str, broke: bool) -> None:
    assert (vocab.first(sentence, "broke") is not None) is broke


def test_the_secure_cookie_the_agent_added_that_broke_local_login() -> None:
    """dev70 b10: the regression from the agent's own `secure: true` of turn 2, after two later turns."""
    assert _located("ground_cases_dev70", "b10")


def test_one_more_point_the_reply_offers_to_add() -> None:
    """「もう一点、`OrderExportController::__invoke` の 19行目からの…こちらも同じ条件を入れますか？」 sets the export aside,
    and 「CSVの方も同じ漏れあるって言ってたよね、そっちもお願い」 takes it up (dev70 b01)."""
    reply = ("一覧は直しました。\n\nもう一点、`OrderExportController::__invoke` の 19行目からのCSVエクスポートのクエリも同じく "
             "`shop_id` で絞っていません。こちらも同じ条件を入れますか？")
    starts, at = aside_paragraph(reply)
    assert at == 1
    assert vocab.first(reply, "proposal")
    assert _located("ground_cases_dev70", "b01")


def test_the_root_is_named_in_japanese() -> None:
    """「根本は `Fail` 側の比較で、56行目を `>=` にすれば…」: the place after 根本は is the cause (dev70 b04)."""
    assert vocab.first("根本は `Fail` 側の比較で", "cause_at")
    assert _located("ground_cases_dev70", "b04")


def test_a_name_the_reply_moves_the_failure_away_from_counts_little() -> None:
    """「今回触った `signIn` ではなく `session` コールバック側で出ている」: `signIn` is where it is not; a proposal's old
    code before ではなく (「`any?` ではなく `find` で探して」) is not moved away from."""
    text = "1件落ちていますが、今回触った `signIn` ではなく `session` コールバック側で出ているもので、今回の変更とは別件です。"
    assert emphasis(text, text.index("`signIn`"), True) < emphasis(text, text.index("`session`"), True)
    proposal = "直すなら、`any?` ではなく一致した digest を `find` で探して、見つかったら配列から消します。"
    assert emphasis(proposal, proposal.index("`any?`"), True) >= 1.0
    better = "直すなら、`any?` ではなく `find` の方が安全です。"
    assert emphasis(better, better.index("`any?`"), True) >= 1.0
    assert _located("ground_cases_dev70", "b06")


def test_a_remark_in_full_width_brackets_counts_less_than_what_the_sentence_is_about() -> None:
    """「`buildOrderRows` 也把下单时间写死成了 `Asia/Shanghai`（支付时间用的是 `excelTime`，按浏览器本地时区）」: the
    function the sentence is about, not the one its bracketed remark names; 「（第 33 行）」 is a place, in full."""
    text = ("另外搜索结果里 `src/utils/exportExcel.ts` 的 `buildOrderRows` 也把下单时间写死成了 `Asia/Shanghai`"
            "（支付时间用的是 `excelTime`，按浏览器本地时区），导出 Excel 的时间和页面上不会一致。这次没有改，需要的话我一起处理。")
    assert emphasis(text, text.index("`excelTime`"), True) < emphasis(text, text.index("`buildOrderRows`"), True)
    placed = "`validate_id_card`（第 33 行）只判断了前两位。"
    assert emphasis(placed, placed.index("第 33 行"), True) >= 1.0
    noted = "原因是并发的 `IssueInvoiceJob` 同时读到同一个 max(sequence)（`InvoiceNumberService::next`，第 12 行）。"
    assert emphasis(noted, noted.index("`InvoiceNumberService::next`"), True) >= emphasis(noted, noted.index("`IssueInvoiceJob`"), True)
    assert vocab.first(text, "left_alone")
    assert not vocab.first("这次没有修好，还是报错", "left_alone")
    assert vocab.first("导出的 Excel 也一样，客户说里面还是北京时间", "same")


def test_the_same_symptom_in_the_export_the_reply_left_alone() -> None:
    """dev70 c09: the Excel export the reply of turn 2 noted beside its fix (「这次没有改」), taken up by
    「导出的 Excel 也一样」 two turns later: `buildOrderRows`, not the bracketed `excelTime`."""
    assert _located("ground_cases_dev70", "c09")


def test_a_failing_test_reported_on_what_a_finished_turn_built() -> None:
    """dev70 c02: a colleague's test 「rejects reused refresh token 挂了」 after the rotation turn 2 wrote and finished;
    the turns since (a role check, a question about token storage, a field removed) report no defect and say few of
    its words: the rotation is reopened. (Where in it is not asserted: the case was located at `rotateRefreshToken` only
    while TypeScript methods with a return type were no definitions; with them, the engine weighs `revokeFamily`, which
    the turn names twice, above it.)"""
    from .test_grounding_dev45 import BENCH, _bench_case

    result, _ = _bench_case(BENCH / "ground_cases_dev70", "c02")
    assert result.references[0].resolved and result.references[0].turn == 2


def test_the_reused_refresh_token_is_placed_in_the_rotation() -> None:
    """A known miss until the fifty-ninth round: the new rotation.ts, written whole, counts by its lines that say the
    test's words (see test_grounding_dev98)."""
    assert _located("ground_cases_dev70", "c02")


def test_a_finished_turn_is_not_reopened_over_a_defect_still_open() -> None:
    """dev65 b10: the agency's 「再送が止まらない」 names the open response defect of turn 5's reply, not the signature
    fix of turn 1 that says more of the sentence's words."""
    assert _located("ground_cases_dev65", "b10")


def test_a_reply_paragraph_that_opens_with_the_user_s_item_number() -> None:
    """dev70 a01: the user's QA list (1 … 2 … 3), the reply's 「2 (not changed, as you asked): … accounts/remember.py:25」;
    「do #2. just the check」 is that line, not the model whose docstring says "remember me"."""
    from honing.grounding.item_places import answered
    from honing.grounding.mentions import Mention
    from honing.grounding.places import Sourced
    from honing.sessions.model import Turn

    reply = "Done with 1 and 3.\n\n2 (not changed, as you asked): the check in `user_from_cookie`, accounts/remember.py:25:\n"
    said = [Sourced(Mention("location", "accounts/remember.py", 25, None, 1.0, reply.index("accounts/")), 2, "assistant")]
    assert [s.mention.weight for s in answered(Turn(2, "1. a\n2. b\n3. c", reply), 2, said)] == [2.0]
    # (a time, "2:30", and a numbered line of code in a fence open no answer to item 2)
    fenced = "Done:\n\n```\nfoo(bar, bazz)\n```\n\nLeft alone: billing/tax.py:40\n\n2: accounts/remember.py:25 is the check.\n"
    marks = [Sourced(Mention("location", p, 1, None, 1.0, fenced.index(p)), 2, "assistant")
             for p in ("billing/tax.py", "accounts/remember.py")]
    assert [s.mention.value for s in answered(Turn(2, "1. a\n2. b", fenced), 2, marks)] == ["accounts/remember.py"]
    for other in ("Done with 1 and 3.\n\n2:30 the cron ran; accounts/remember.py:25 logged it.\n",
                  "Done with 1 and 3.\n\n```\n2: import os\n```\naccounts/remember.py:25 is fine\n"):
        placed = [Sourced(Mention("location", "accounts/remember.py", 25, None, 1.0, other.index("accounts/")), 2, "assistant")]
        assert answered(Turn(2, "1. a\n2. b", other), 2, placed) == ()
    assert _located("ground_cases_dev70", "a01")


@pytest.mark.parametrize(("reply", "undecided"), [
    ("どちらに当たっているかは、QAの手順（取っておいた cookie がローテーション前のものか）と、ステージングのログに "
     "`revoke failed` が出ているかを見ないと判断できません。両方の可能性があります。", True),
    ("両方の可能性があります。", True),
    ("両方の可能性がありますが、ログから A と確定しました。", False),
    ("具体是哪一个取决于线上 `app.remember-me.persistent` 的值", True),
    ("两种写法我都改成 `Optional` 了", False),
    ("原因は `logout` の 51 行目です。", False),
])
def test_a_reply_that_cannot_tell_its_causes_apart(reply: str, undecided: bool) -> None:
    assert (vocab.first(reply, "undecided") is not None) is undecided


def test_two_causes_the_reply_could_not_tell_apart_stay_unresolved() -> None:
    """dev70 b03: 「怪しい点が2つあります」, the revoke not awaited in `logout` and the rotation that revokes nothing,
    「…を見ないと判断できません。両方の可能性があります。」; 「それ直しといて」 does not choose."""
    assert _unresolved("ground_cases_dev70", "b03")


def test_cases_a_reply_lays_out_by_letter_in_chinese() -> None:
    """「**情况 A：线上是 `persistent: false`**」 … 「**情况 B：…**」 are lettered causes, and 「具体是哪一个取决于线上…的值」 leaves
    them apart: 「记住我那个，改吧」 stays unresolved (dev70 c05)."""
    from honing.grounding.choices import lettered_items

    reply = ("有两个地方，具体是哪一个取决于线上的值：\n\n**情况 A：线上是 `persistent: false`**\n`RememberMeConfig.java:31` 每次启动都换 key。\n\n"
             "**情况 B：线上是 `persistent: true`**\n`RememberMeConfig.java:34` 用的是内存。\n\n你能确认一下吗？")
    assert len(lettered_items(reply)) == 2
    assert _unresolved("ground_cases_dev70", "c05")


def test_the_one_turn_that_wrote_the_file_the_sentence_names() -> None:
    """dev70 a04: "lockout does nothing if you rotate source IPs" names `lockout.go`, which turn 2 wrote; the rate
    limiter turn 1 fixed says "source" too, and its place weighs more, but the sentence names the lockout."""
    from honing.grounding.choices import named_by_file
    from honing.sessions.model import ToolCall, Turn

    wrote = ToolCall("apply_patch", '{"content": "package auth\\n"}', "", ("internal/auth/lockout.go",))
    turns = [Turn(1, "rate limit", "fixed `limitKey`"), Turn(2, "lock accounts", "Added lockout.go", tools=(wrote,))]
    assert named_by_file({"lockout", "source"}, turns, {"lockout": 1, "source": 1}) == 2
    assert named_by_file({"lockout"}, turns, {"lockout": 2}) is None  # (another turn says it too)
    said = [Turn(1, "the lockout module is next", "ok"), turns[1]]
    assert named_by_file({"lockout"}, said, {"lockout": 1}) is None  # (in words the defect text does not count)
    both = ToolCall("apply_patch", '{"content": "x"}', "", ("internal/auth/lockout.go", "internal/auth/throttle.go"))
    assert named_by_file({"lockout", "throttle"}, [turns[0], Turn(2, "x", "y", tools=(both,))],
                         {"lockout": 1, "throttle": 1}) == 2  # (one turn that wrote both files the sentence names)
    main = ToolCall("apply_patch", '{"content": "package main\\n"}', "", ("cmd/main.go",))
    assert named_by_file({"main"}, [Turn(1, "x", "y", tools=(main,))], {"main": 1}) is None  # (a generic path word)
    assert _located("ground_cases_dev70", "a04")
