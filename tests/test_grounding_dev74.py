"""Grounding behaviours found in the round of the seventy-fourth development set (bench/ground_cases_dev74:
data imports, batch jobs and reports, in longer sessions)."""

from __future__ import annotations

from .test_grounding_dev45 import located


def test_the_same_fix_for_a_copy_that_writes_the_old_code_with_its_own_names() -> None:
    """The fix replaced `Payout.create!(` `stripe_id: payout.id,` … `currency: payout.currency.upcase,` in the payouts
    job; "the refunds sync does the exact same thing, doesn't it? same fix there" is the block of the same shape in
    the refunds job, `Refund.create!(` `stripe_id: refund.id,` …, which the session never opened (dev74 a05)."""
    from honing.grounding.missed import _member_shape

    assert _member_shape("stripe_id: payout.id,") == _member_shape("stripe_id: refund.id,") == "stripe_id: X.id,"
    assert _member_shape("Payout.create!(") == _member_shape("Refund.create!(")
    assert _member_shape("currency: payout.currency.upcase,") != _member_shape("currency: refund.amount,")
    assert _member_shape("end") is None
    assert located("ground_cases_dev74", "a05")


def test_a_warning_from_a_library_placed_by_what_the_reply_says_of_it() -> None:
    """The run printed Django's RuntimeWarning at a line of site-packages, outside the project; the reply's side note
    that says three of its words ("`rollup_day` filters `occurred_at` with naive datetimes") places it in the
    project: "now that warning from the first test run" is resolved, in `rollup_day` (dev74 a07; the naive
    boundaries themselves are built in `day_bounds`, which it calls, and the engine does not follow the call)."""
    from .test_grounding_dev45 import BENCH, _bench_case

    result, _ = _bench_case(BENCH / "ground_cases_dev74", "a07")
    ref = result.references[0]
    assert ref.resolved and ref.path == "usage/aggregates.py" and ref.symbol == "rollup_day", ref
