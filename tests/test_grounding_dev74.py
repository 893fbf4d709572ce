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


def test_nothing_the_code_side_can_fix() -> None:
    """「…コード側で直せることはありません」 and the IAM role in the infra repository: 「最初の403のやつそっちで直しといて」
    has no place in this project (dev74 b07)."""
    from honing.grounding import vocab

    from .test_grounding_dev45 import unresolved

    assert vocab.first("アップロードしているだけなので、コード側で直せることはありません。", "fix_outside")
    assert not vocab.first("コード側で直せることはありませんか？", "fix_outside")
    assert unresolved("ground_cases_dev74", "b07")


def test_a_point_of_a_pasted_note_that_only_the_reply_places() -> None:
    """Petra's note numbers its points inline ("1) Order … is in the October file … 2) The commission per agent is a
    few cents off …"), and the reply leaves "point 2 (the per-order `round()` in `rows()`)" alone: "do her second
    point now" is `rows` (dev74 a06). The note's point names nothing; the reply's words on it place it."""
    from honing.grounding import vocab
    from honing.grounding.inline import _inline_items

    note = '"Two things: 1) Order 2025-10-88213 is in the October file. 2) The commission is a few cents off."'
    assert len(_inline_items(note)) == 2
    assert vocab.first("I'll leave point 2 (the per-order `round()` in `rows()`) alone until you've spoken to Petra.",
                       "left_alone")
    assert located("ground_cases_dev74", "a06")
