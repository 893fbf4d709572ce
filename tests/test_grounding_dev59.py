"""Grounding behaviours found on the fifty-ninth development set (bench/ground_cases_dev59:
software for local businesses with the human language inside the code — booking, reminders,
fees, loyalty points, dispatch and channel managers, in Japanese, Chinese and European-language
code bases)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import prose, routes, vocab

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
    assert prose._fixed_outside(prose._prose("このリポジトリの中には楽天トラベルの料金を決めているところがありません。"
                                             "`app/rates.py` は自社サイト専用です。ここはコードからは直せないので、管理画面で確認してください。"))
    result, _ = _bench_case(DEV59, "b06")
    assert not result.references[0].resolved
