"""Grounding behaviours found in the round of the sixty-third development set (bench/ground_cases_dev63:
correctness at the edges — dates and time zones, money and rounding, encodings, locales, units), and on the
misses of the sets before it."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import choices
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
