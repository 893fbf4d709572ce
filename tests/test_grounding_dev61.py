"""Grounding behaviours found on the sixty-first development set (bench/ground_cases_dev61: work driven
by reports from tools and reviewers — security scanners, penetration tests, accessibility audits,
pull request reviews, Sentry, Dependabot, SonarQube, clippy and mypy)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import settled, vocab
from honing.sessions.model import Turn

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
DEV61 = BENCH / "ground_cases_dev61"


def _located(case: str) -> bool:
    result, expect = _bench_case(DEV61, case)
    ref = result.references[0]
    return bool(ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


@pytest.mark.parametrize("text", [
    "12,400円がどちらによるものかは、この会社の10月の注文を見ないと判断できません。",
    "両方のこともあり得ます。",
    "剩下的两条 Redirect 都是真的开放重定向，风险一样：",
])
def test_phrases_that_leave_two_causes_or_two_items_open(text: str) -> None:
    assert vocab.first(text, "undecided") is not None


def test_two_causes_the_agent_cannot_tell_apart_stay_unresolved_past_a_drafted_reply() -> None:
    """Two causes of a CSV total in two files (「どちらによるものかは…判断できません」), a changelog and a reply
    to support drafted since, then 「サポートからまだ注文番号もらえてないけど…とりあえずそれ直して」: それ picks
    neither (dev61 b04, a guess: the time-zone line)."""
    result, _ = _bench_case(DEV61, "b04")
    assert not result.references[0].resolved


def test_fixes_reported_before_the_two_open_items_choose_neither() -> None:
    """「已修：1. SQL Injection …改成命名占位符 … 2. Unscoped Find …改成…」, then 「剩下的两条 Redirect 都是真的开放重定向，
    风险一样」 with one helper proposed for both (「两处都用」), three side turns, then 「redirect 那个你先改了吧」: the
    fixes already made and a proposal for both choose neither redirect (dev61 c04, a guess: the fixed
    controller)."""
    result, _ = _bench_case(DEV61, "c04")
    assert not result.references[0].resolved


def test_a_short_name_with_a_digit_puts_off_a_list_item_and_the_sentence_takes_it_up() -> None:
    """Bandit's four findings, the agent's closing list 「1. B105 … 2. B324 (md5 のキャッシュキー) は `blake2b(…)` に
    変えるのが素直ですが…」, 「md5のほうは…一旦保留で」, a numbered answer to a side question since, then
    「保留してたmd5のやつやっちゃって」: 保留してた takes the item up rather than putting md5 off again, the list of
    the side question put nothing off, and the item's ID places it where the reply's bullet did, `core/cache.py:22`
    (dev61 b01)."""
    assert _located("b01")


def test_the_sentence_that_takes_up_what_was_on_hold_puts_nothing_off() -> None:
    turns = [Turn(1, "banditの結果見て", "`core/cache.py:22` の `make_key` が md5 を使っていて、B324 の警告が出ています。"),
             Turn(2, "md5のほうは一旦保留で", "了解です。そのままにします。")]
    _, excluded = settled._deferrals(turns, "保留してたmd5のやつやっちゃって")
    assert not excluded
    _, excluded = settled._deferrals(turns, "md5のやつは保留で、他をお願い")
    assert excluded  # (one that puts it off still does)
