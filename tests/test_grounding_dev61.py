"""Grounding behaviours found on the sixty-first development set (bench/ground_cases_dev61: work driven
by reports from tools and reviewers — security scanners, penetration tests, accessibility audits,
pull request reviews, Sentry, Dependabot, SonarQube, clippy and mypy)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import vocab

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
