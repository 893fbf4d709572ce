"""Grounding behaviours found on the sixty-fourth development set (bench/ground_cases_dev64: concurrency, timing
and background work — races, retries and idempotency, queues, async code, timeouts, stale caches)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import choices, items, vocab
from honing.sessions.model import Turn

from .test_grounding_dev45 import _bench_case

DEV64 = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev64"


def _located(case: str) -> bool:
    result, expect = _bench_case(DEV64, case)
    ref = result.references[0]
    if not expect.get("resolved"):
        return not ref.resolved
    return bool(ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


@pytest.mark.parametrize(("text", "open_choice"), [
    ("Do you want me to fix 1, 2, or both?", True),
    ("Should I fix one or two or both?", False),  # (no list of the two)
    ("I'll fix 2.", False),
])
def test_asking_which_of_two_causes_to_fix(text: str, open_choice: bool) -> None:
    assert (vocab.first(text, "open_choice") is not None) is open_choice


@pytest.mark.parametrize("case", ["a05", "b07"])
def test_causes_the_agent_could_not_tell_apart_stay_open(case: str) -> None:
    """a05: two replicas claiming one job, or the mail retried after the relay accepted it; "Nothing you have tells
    them apart … Do you want me to fix 1, 2, or both?", then "ok whatever, just fix the double send". b07: A (forget
    before COMMIT) or B (a stampede), laid out in turn 2, and only turn 5 says 「今ある情報ではどちらとも言えません」 (turn 4
    places no cause of its own); 「とりあえずそれ直しといて」 picks neither (dev64 a05, b07: guesses before)."""
    assert _located(case)


def test_a_queue_setting_kept_in_the_platform_teams_repository() -> None:
    """「这个只能在 `platform/infra-terraform` 的 `queues/notify.tf` 里改，这个仓库里没有这项配置」: "按你说的把那个 30 秒调到
    120" names no line of this project, not the unrelated `timeoutMs: 30_000` (dev64 c08: a guess before)."""
    assert vocab.first("这个仓库里没有这项配置。", "nothing_to_fix") is not None
    assert vocab.first("这个仓库里的配置改了就行", "nothing_to_fix") is None
    assert _located("c08")


@pytest.mark.parametrize(("sentence", "number"), [
    ("fix the first one", 1), ("ok the third one too", 3), ("first one please", 1), ("go with the second one", 2),
    ("the 2nd charge is the sidekiq retry after stripe timed out on the first one", None),
    ("same as the first one", None),
])
def test_the_first_one_after_a_preposition_picks_nothing(sentence: str, number: int | None) -> None:
    assert items.ordinal(sentence) == number


def test_a_rejected_fix_and_the_real_mechanism() -> None:
    """"that's not it, the button was already disabled … 2nd charge is 41s later = the sidekiq retry after stripe
    timed out on the first one" is no pick of item 1 of the refund steps: the charge job (dev64 a04)."""
    assert _located("a04")


def test_a_symptom_put_off_in_the_request_the_aside_answers() -> None:
    """"(unrelated: /healthz sometimes times out … don't worry about that right now)", the agent's aside "About
    /healthz, … `s.upload_fileobj(...)` (app/routers/exports.py:33) … I left it alone as you asked", three other
    tasks, then "ok now the healthz thing" (dev64 a06)."""
    assert vocab.first("don't worry about that right now", "postpone") is not None
    assert _located("a06")


def test_an_approving_clause_counts_where_the_proposal_stands() -> None:
    """"add what you suggested for the scheduler": the offer stands in an aside after the backoff fix ("`invoices:sync`
    is scheduled `everyFiveMinutes()` … Want me to add it?"); a later reply's `retryUntil` proposal says nothing of it."""
    aside = Turn(1, "fix the retry delays", "Capped `backoff()`.\n\nAbout the cron log: `invoices:sync` is scheduled "
                 "`everyFiveMinutes()` in `app/Console/Kernel.php`. Want me to add `->withoutOverlapping()`?")
    later = Turn(2, "a sane $tries?", "I'd go with `retryUntil` at 6 hours, but haven't changed it.")
    assert choices.approved_hits({"scheduler"}, [aside, later], aside) == 1.0
    assert choices.approved_hits({"scheduler"}, [aside, later], later) == 0.0
    assert _located("a10")
