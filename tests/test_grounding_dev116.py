"""Grounding behaviours found on the hundred-and-sixteenth development set (bench/ground_cases_dev116, written during the
sixty-sixth round and measured untouched at its end: 16 of 30), then developed on."""

from __future__ import annotations

from honing.grounding import outside, prose

from .test_grounding_dev45 import BENCH, _bench_case, located, unresolved


def test_an_item_from_the_review() -> None:
    """"k now #3 from the review pls": item 3 of the review the user asked for in turn 1, not item 3 of the tests the
    agent listed in turn 4 (a01)."""
    assert located("ground_cases_dev116", "a01")


def test_a_kanji_noun_inside_a_phrase() -> None:
    """BudouX keeps 「注文いちばん下に」 as one phrase; the kanji noun it runs on from, 注文, is a word the turns say, so
    「なんか今日の注文いちばん下に出てるんだけど」 points back at the session, at the agent's sort (b03)."""
    assert "注文" in prose.keywords("なんか今日の注文いちばん下に出てるんだけど")
    assert "日付" in prose.keywords("日付ずれるほう直して")
    assert located("ground_cases_dev116", "b03")


def test_the_cause_the_sentence_names() -> None:
    """「日付ずれるほう直して」 after a reply that numbered two causes in one function (`daily.py:10`, the UTC day; `daily.py:8`,
    the doubled merge): the place to start at is the date line, the one the chosen cause names (b06)."""
    result, _ = _bench_case(BENCH / "ground_cases_dev116", "b06")
    assert "- Start at: salesreport/daily.py:10 " in result.text and "line 10 reads" in result.text


def test_the_backend_not_the_app_leaves_nothing_here_to_fix() -> None:
    """"It's the backend, not the app." … "The fix belongs there", then "can you just fix their serializer?": the
    serializer is in another team's service, nothing of this project is the referent (a09). A reply that blames the
    backend code of this very repository is no such verdict."""
    assert outside.finds_nothing("It's the backend, not the app.\n\n- Staging now returns cents.")
    assert not outside.finds_nothing("It's the backend code, not the app's: `serialize` in api/price.py:12 multiplies by 100.")
    assert unresolved("ground_cases_dev116", "a09")


def test_a_manifest_kept_in_another_repository_leaves_nothing_here_to_fix() -> None:
    """「Ingress のマニフェストはこのリポジトリには無く、`platform-infra` リポジトリ…で管理されているはずです」, then
    「じゃあ413のやつ直しといて」: the 413 is fixed in that repository (b09)."""
    assert outside.finds_nothing("Ingress のマニフェストはこのリポジトリには無く、`platform-infra` リポジトリで管理されているはずです。")
    assert unresolved("ground_cases_dev116", "b09")
