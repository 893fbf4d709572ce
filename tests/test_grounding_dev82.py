"""Grounding behaviours found on the eighty-second development set (bench/ground_cases_dev82: payments,
invoices, refunds and taxes), measured untouched at bf7c2a2c in the fifty-third round."""

from __future__ import annotations

from honing.grounding import vocab

from .test_grounding_dev45 import located, unresolved


def test_a_fix_the_reply_puts_outside_the_code() -> None:
    """「这个配置在 Stripe Dashboard 的 …下面，不在我们的代码仓库里，代码这边不用改」 (dev82 c07): the sentence asks for
    what the session cannot do in the project."""
    assert vocab.first("不在我们的代码仓库里，代码这边不用改。", "nothing_to_fix")
    assert not vocab.first("前端代码这边要改一下", "nothing_to_fix")
    assert unresolved("ground_cases_dev82", "c07")


def test_two_causes_the_bank_lines_would_tell_apart() -> None:
    """"I'd need Anke's bank lines per payout … to see which of the two explains it" leaves the choice open."""
    assert vocab.first("to match payouts one by one and see which of the two explains it.", "undecided")
    assert not vocab.first("Both are fixed now; the second explains the gap.", "undecided")


def test_no_cause_in_the_code_when_the_fix_is_elsewhere() -> None:
    """「コード側に原因は見当たりません。…本番の Key Vault が古いキーのまま」: "ok go fix" after it asks for what the session
    cannot do (dev82 b08); the phrase was dropped once as too broad and cost this case measured untouched."""
    assert vocab.first("コード側に原因は見当たりません。", "nothing_to_fix")
    assert not vocab.first("コード側に原因がありました。", "nothing_to_fix")
    assert unresolved("ground_cases_dev82", "b08")


def test_separate_bugs_the_reply_asks_the_order_of() -> None:
    """「财务说的两个现象是两个独立的 bug…要先改哪个？」: the report's own word 手续费 picks item 2 (dev82 c08); causes the
    reply cannot tell apart still let no report word choose (dev79 c06)."""
    assert vocab.first("财务说的两个现象是两个独立的 bug，都在 `BuildRow` 里", "separate_bugs")
    assert vocab.first("These are two separate bugs, one per symptom.", "separate_bugs")
    assert not vocab.first("Both fit; I can't tell them apart.", "separate_bugs")
    assert located("ground_cases_dev82", "c08")
    assert unresolved("ground_cases_dev79", "c06")
    # (separate bugs the reply cannot tell which one the user sees: "Which one you're seeing depends on …", dev42 a09)
    assert unresolved("ground_cases_dev42", "a09")
