"""Grounding behaviours found on the hundred-and-eighteenth development set (bench/ground_cases_dev118, written during
the sixty-seventh round and measured untouched: 17 of 30 with the stop's base, its first commit and the changes dev117
informed, the same case for case), then developed on: its three guesses, each a sentence the session cannot ground."""

from __future__ import annotations

from honing.grounding import outside, vocab
from honing.grounding.prose import _LACKING

from .test_grounding_dev45 import unresolved


def test_no_time_for_the_check_the_agent_asked_for_chooses_no_cause() -> None:
    """"meh no time for queries, just fix it" after two causes the agent could not rank and the two SQL counts it asked
    for: the queries refused pick neither cause, not the one in query.py (a04)."""
    assert _LACKING.search("meh no time for queries, just fix it")
    assert _LACKING.search("クエリ流す時間ないからもう直して") and _LACKING.search("没时间跑查询 直接改吧")
    assert not _LACKING.search("the query takes no time at all")
    assert unresolved("ground_cases_dev118", "a04")


def test_cannot_be_fixed_from_this_repository_alone() -> None:
    """「このリポジトリ側だけでは直せません。ci-templates に…PR を出して…」: the Node version is pinned in another
    repository's template, so 「CIのnodeバージョンのやつ、やっぱ今直しといて」 has nothing here (b04)."""
    assert outside.finds_nothing("このリポジトリ側だけでは直せません。ci-templates に PR を出す流れになります。")
    assert unresolved("ground_cases_dev118", "b04")


def test_a_report_someone_outside_the_session_made() -> None:
    """「QA 说的那个闪退修一下」: a crash QA reported, which no turn mentions (c07); 「QAが言ってたやつ」 likewise."""
    assert vocab.first("QA 说的那个闪退修一下", "elsewhere") is not None
    assert vocab.first("QAが言ってたクラッシュ直して", "elsewhere") is not None
    assert vocab.first("你说的那个闪退修一下", "elsewhere") is None
    assert unresolved("ground_cases_dev118", "c07")


def test_a_number_with_a_closing_word_takes_the_item() -> None:
    """"ok 3 now" takes item 3 of the review (`isSelfReminder` comparing two `Long`s with `==`), as "ok now 3" did (a08);
    "we have 3 now" and "ok 3 items now" take nothing."""
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken("ok 3 now") == {3} and _numbers_taken("3 pls") == {3}
    assert _numbers_taken("we have 3 now") == set() and _numbers_taken("ok 3 items now") == set()
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev118", "a08")
