"""Grounding behaviours found in the round of the sixty-third development set (bench/ground_cases_dev63:
correctness at the edges — dates and time zones, money and rounding, encodings, locales, units), and on the
misses of the sets before it."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import choices, items, locate, vocab
from honing.grounding.mentions import Mention
from honing.grounding.places import Sourced
from honing.sessions.model import Turn

from .test_grounding_dev45 import _bench_case

DEV62 = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev62"


def _placed(text: str, name: str) -> Sourced:
    return Sourced(Mention("symbol", name, None, None, 2.0, text.index(name)), 1, "assistant")


def test_the_sentence_that_quotes_the_approved_word_is_favoured() -> None:
    """"go ahead with the zoneinfo thing you offered": of a reply that offers a quick fix and a proper one, the
    places named outside the sentence that quotes `zoneinfo` count less."""
    text = ("`to_local` passes `is_dst`. The quick fix is to drop it there. "
            "The proper fix: `clinic_tz` should return `zoneinfo.ZoneInfo(name)`. Want that?")
    turn = Turn(index=1, user="tests?", assistant=text)
    sources = [_placed(text, "to_local"), _placed(text, "clinic_tz")]
    out = {s.mention.value: s.mention.weight for s in choices.favoured(turn, sources, True, {"zoneinfo", "thing"})}
    assert out["clinic_tz"] == 2.0 and out["to_local"] < 1.0
    # (a common word of the sentence that the reply does not quote picks out nothing)
    same = {s.mention.value: s.mention.weight for s in choices.favoured(turn, sources, True, {"quick"})}
    assert same == {"to_local": 2.0, "clinic_tz": 2.0}
    # (nor does anything when the sentence does not approve)
    assert choices.favoured(turn, sources, False, {"zoneinfo"}) == tuple(sources)


def test_the_proposal_taken_up_by_its_quoted_name() -> None:
    """Django 5 dropped `is_dst`; the agent offers the quick fix (drop it in `to_local`, reports/utils.py:15) or
    the proper one (`clinic_tz` (line 10) returns `zoneinfo.ZoneInfo`); the user takes the quick one, asks two
    side questions, then "lunch is over: go ahead with the zoneinfo thing you offered": line 10 (dev62 a03)."""
    result, expect = _bench_case(DEV62, "a03")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]


DEV63 = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev63"


def _located(case: str) -> bool:
    result, expect = _bench_case(DEV63, case)
    ref = result.references[0]
    if not expect.get("resolved"):
        return not ref.resolved
    return bool(ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


@pytest.mark.parametrize(("text", "outside"), [
    ("That change is in the infra repo's rule, not here; the command needs no change.", True),
    ("That fix belongs in the platform repository, not in this repo.", True),
    ("这个仓库里改不了：调度是运维仓库里的 CronJob", True),
    ("the fix is in the parser, not here", False),  # (another file of this repository)
    ("The change is in `billing/credit.py`, line 22.", False),
    ("这个仓库里的配置改了就行", False),
])
def test_a_change_that_belongs_to_another_repository(text: str, outside: bool) -> None:
    assert (vocab.first(text, "nothing_to_fix") is not None) is outside


@pytest.mark.parametrize("case", ["a07", "c07"])
def test_a_schedule_kept_in_another_teams_repository_is_left_unresolved(case: str) -> None:
    """The report runs at the wrong hour; the agent shows the schedule is an EventBridge rule (a CronJob) in the
    infra team's repository ("That change is in the infra repo's rule, not here", 「这个仓库里改不了」); "change the
    schedule so it goes out at 9 our time" names no file:line of this project (dev63 a07, c07: guesses before)."""
    assert _located(case)


def test_causes_the_agent_cannot_yet_tell_apart_in_japanese() -> None:
    """「どちらが今回の1円の原因かはまだ言えません」 leaves two causes open; 「とりあえずそれ直しといて」 picks neither (dev63 b08)."""
    assert vocab.first("A-10482 の明細がわからないので、どちらが今回の1円の原因かはまだ言えません。", "undecided") is not None
    assert _located("b08")


@pytest.mark.parametrize(("lead", "counted"), [
    ("Three more spots with the same family of edge bugs:", True),
    ("Two more places with the same problem:", True),
    ("Three more bugs:", True),
    ("Three more spots I looked at:", False),
])
def test_a_lead_that_counts_spots_with_bugs(lead: str, counted: bool) -> None:
    assert bool(items._COUNTED.search(lead)) is counted


def test_an_item_named_by_its_noun_in_the_singular() -> None:
    """"now the refund one from your list" picks "**Prorated refunds assume 30-day months** — `billing/credit.py`
    line 22" of a list under "Three more spots with the same family of edge bugs:" (dev63 a01)."""
    assert items._said_plainly("refund", "Prorated refunds assume 30-day months", plural=True) == 1
    assert items._said_plainly("refund", "Prorated refunds assume 30-day months") == 0  # (only where asked)
    assert _located("a01")


@pytest.mark.parametrize(("sentence", "numbers"), [
    ("じゃあ2で", {2}), ("2でよろしく", {2}), ("那就2吧", {2}), ("じゃあ2で。", {2}),
    ("リトライ回数は 3 で", set()), ("版本2吧", set()),  # (a value, a version)
])
def test_a_sentence_of_a_number_and_a_particle_alone(sentence: str, numbers: set[int]) -> None:
    assert items._numbers_taken(sentence) == numbers


def test_an_option_picked_by_number_whose_variable_is_no_wrapper() -> None:
    """「じゃあ2で」 picks option 2 (「`tax` を `byRate` の税額の合計にする」); `const tax = lines.reduce(…)` at
    cart.ts:24 holds a value and hands no work to the `lineAmount` it calls (dev63 b02)."""
    assert locate._VALUE.match("  const tax = lines.reduce((s, l) => s + calcTax(lineAmount(l), l.rate), 0);")
    assert not locate._VALUE.match("export const load = (opts) => fetchAll(opts);")
    assert not locate._VALUE.match("const handler = async function (req) { return run(req); };")
    assert _located("b02")
