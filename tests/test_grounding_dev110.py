"""Grounding behaviours found on the hundred-and-tenth development set (bench/ground_cases_dev110, the everyday
middle in any stack), measured untouched at 558ea0bc (20 of 30), then developed on in the sixty-fourth round."""

from __future__ import annotations

import json

from honing.grounding import codes, mentions, vocab
from honing.grounding.described import _CODE_NAME
from honing.grounding.emphasis import emphasis, shown_only
from honing.grounding.items import _selectors
from honing.grounding.rewritten import _COMMENT_LINE, _decoded

from .test_grounding_dev45 import located, unresolved


def test_a_review_comment_that_stands_overrules_the_agent() -> None:
    """"priya's pagination comment stands, go change it" after "**1** I left as is for now": the item the agent
    declined (PageRequest.of in OrderService.search), not the newest item it did (a05)."""
    assert vocab.first("talked to the frontend folks. priya's pagination comment stands, go change it", "overrules_agent")
    assert vocab.first("- **1** I left as is for now. She's right that it is 0-based", "declines")
    # (a comment that stands in for something is no verdict)
    assert vocab.first("the comment above stands for the old behaviour", "overrules_agent") is None
    assert located("ground_cases_dev110", "a05")


def test_a_pasted_frame_the_reply_calls_only_where_it_shows() -> None:
    """「panic している場所は `src/parse.rs:21` の `fields[idx]` ですが、原因は渡ってくる `idx` のほうです」: the frame the
    user pasted counts a third, and the hardening the reply adds "to be safe" counts half; the cause is column_index's
    `+ 1` in schema.rs (b04)."""
    reply = "panic している場所は `src/parse.rs:21` の `fields[idx]` ですが、原因は渡ってくる `idx` のほうです。"
    assert shown_only(reply, reply.index("`src/parse.rs:21`"))
    assert not shown_only(reply, reply.index("`idx`"))
    hardening = "あわせて `field_as_f64` でも `fields.get(idx)` にして、列が足りない行はエラーにしておくと安全です。"
    fix = "直し方は `column_index` の `+ 1` を消すことです。"
    assert emphasis(hardening, hardening.index("`field_as_f64`"), True) < emphasis(fix, fix.index("`column_index`"), True)
    assert vocab.first("Also make it use `fields.get(idx)`, to be safe.", "hardening")
    assert vocab.first("另外 `field_as_f64` 里也改成 `fields.get(idx)`，更稳妥。", "hardening")
    assert located("ground_cases_dev110", "b04")


def test_a_complaint_about_a_name_a_request_asked_for() -> None:
    """「Retry-After おかしくない？429 になった直後なのに 1 とか 2 が返ってくる」 after 「429 のとき Retry-After ヘッダも
    つけて」: a doubt is a defect, and a name written as code does (Retry-After) picks the turn that asked for it (b10)."""
    assert vocab.first("Retry-After おかしくない？", "defect") is not None
    assert vocab.first("おかしくないですよ、仕様どおりです", "defect") is None
    assert _CODE_NAME.findall("Retry-After おかしくない？ max_retries と retryAfter") == ["Retry-After", "max_retries", "retryAfter"]
    assert _CODE_NAME.findall("a follow-up e-mail about the built-in HTTP client") == []
    assert located("ground_cases_dev110", "b10")


def test_a_comment_does_not_put_a_helper_in_use() -> None:
    """A refactor that wrote `isExpired`, `expiresAt` and `remaining` into expiry.go, of which only `isExpired` is called:
    the comment above `remaining` names it, but runs nothing; the dropped `* time.Second` in isExpired is the place (c02)."""
    assert _COMMENT_LINE.sub("", "// remaining is how long the link still has\nfunc remaining(l Link) {").strip() == \
        "func remaining(l Link) {"
    assert _COMMENT_LINE.sub("", "+# the rest\n+x = remaining()").strip() == "+x = remaining()"
    assert _COMMENT_LINE.sub("", "*ptr = 1") == "*ptr = 1"
    assert located("ground_cases_dev110", "c02")


def test_an_error_code_new_to_the_session() -> None:
    """「部署了 WH-001 没了，但现在全变成 WH-002 了……」: WH-001 was fixed in turn 2; WH-002, which no turn shows, is raised by
    `VerifyResult.Fail(ErrorCodes.TimestampOutOfTolerance)` in Verify, whose skew check compares seconds with
    milliseconds (c10)."""
    assert codes._RAISES.search("return VerifyResult.Fail(ErrorCodes.TimestampOutOfTolerance);")
    assert located("ground_cases_dev110", "c10")


def test_an_expression_quoted_with_its_calls_is_code() -> None:
    """「`redeem` 第 36 行 `c.getUsedCount() > c.getMaxUses()`」: the comparison is where it stands in CouponService, not
    the getter's definition in Coupon.java (c04)."""
    found = mentions.find("`redeem` 第 36 行 `c.getUsedCount() > c.getMaxUses()`，应该是 `>=`")
    assert ("code", "c.getUsedCount() > c.getMaxUses()") in [(m.kind, m.value) for m in found]
    assert not any(m.kind == "symbol" and m.value == "getUsedCount" and m.weight >= 2.0 for m in found)
    # (a plain call is still a call's name)
    assert [(m.kind, m.value) for m in mentions.find("`refresh()` runs twice")][-1] == ("symbol", "refresh")
    assert located("ground_cases_dev110", "c04")


def test_a_rejection_is_a_defect() -> None:
    """「税込 3,000 円以上のクーポンが 2,800 円(税抜)のカートで弾かれてる」 reports a defect: the reviewer's comment the
    sentence 「佐藤さんに言われたとこも直しといて」 takes up (b09)."""
    assert vocab.first("クーポンが 2,800 円のカートで弾かれてる", "defect") is not None
    assert located("ground_cases_dev110", "b09")


def test_fillers_pick_no_item() -> None:
    """「うーん、じゃあとりあえずそれ直しといて」 after two causes the agent could not rank: じゃ is no word of item B's
    「全員じゃない」, so nothing is picked and the answer is unresolved (b05)."""
    assert _selectors("うーん、じゃあとりあえずそれ直しといて") == {"それ直し"}
    assert unresolved("ground_cases_dev110", "b05")


def test_the_new_phrases_stay_out_of_ordinary_replies() -> None:
    """A review of this round's tables: a fix described, a safety-critical module, a request to check, the main
    recommendation and agreeing with the agent are none of these."""
    assert vocab.first("不正な値は弾かれるようにしました", "defect") is None
    assert vocab.first("add a defensive nil check in `Parse`", "hardening") is None
    assert vocab.first("For safety-critical code we keep the old path.", "hardening") is None
    assert vocab.first("念のため確認してもらえますか", "hardening") is None
    assert vocab.first("把 `a` 改成 `b` 更稳妥", "hardening") is None
    assert vocab.first("念のため `foo` でも同じチェックを入れるといいです", "hardening") is not None
    assert vocab.first("fair, your point stands, leave it", "overrules_agent") is None
    assert vocab.first("ur point stands", "overrules_agent") is None


def test_a_logged_code_is_not_raised() -> None:
    """`log.Error(ErrX)` logs an error code; `VerifyResult.Fail(ErrorCodes.X)` returns it."""
    assert codes._RAISES.search("log.Error(ErrCouponExpired)") is None
    assert codes._RAISES.search('slog.Error("E1003 stock")') is None
    assert codes.said("部署了 WH-001 没了，但现在全变成 WH-002 了") and not codes.said("HTTP 409 again")


def test_comments_are_read_in_the_decoded_arguments() -> None:
    """An old_string that ends in a comment does not take the new_string's first line with it."""
    arguments = json.dumps({"file_path": "a.go", "old_string": "x := 1 // old", "new_string": "y := remaining(link)\nz := 2"})
    assert "remaining(link)" in _COMMENT_LINE.sub("", _decoded(arguments))
    assert _decoded("*** Begin Patch\n+// helper\n+f()") == "*** Begin Patch\n+// helper\n+f()"
