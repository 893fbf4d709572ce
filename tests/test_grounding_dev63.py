"""Grounding behaviours found in the round of the sixty-third development set (bench/ground_cases_dev63:
correctness at the edges — dates and time zones, money and rounding, encodings, locales, units), and on the
misses of the sets before it."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import choices, errors, items, locate, vocab
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


@pytest.mark.parametrize(("paragraph", "aside"), [
    ("Separately, `shop_price` (price_sheet.py line 30) truncates with `Decimal(int(raw))`.", True),
    ("While I was looking at the payslip code: `AgeCalculator.AgeOn` computes `days / 365`.", True),
    ("同じパターンが `internal/report/weekly.go:18` にもあります(`s.SoldAt.UTC().ISOWeek()`)。", True),
    ("Separate the two settings in `config.py`.", False),
    ("同じ結果になりました。", False),
])
def test_paragraphs_that_set_something_aside(paragraph: str, aside: bool) -> None:
    assert (vocab.first(paragraph, "left_alone") is not None) is aside


@pytest.mark.parametrize("case", ["a08", "a09"])
def test_an_aside_taken_up_after_other_work(case: str) -> None:
    """a09: "Separately, `shop_price` … truncates" beside the 台斤 fix, three other tasks, then "ok and now the other
    thing you found at the very beginning"; a08: "While I was looking at the payslip code: `AgeCalculator.AgeOn` …
    Want me to fix that too?", put off ("not now … leave it"), then "HR moved the nursing care thing up after all. do
    the age fix you offered" (dev63 a08, a09)."""
    assert _located(case)


def test_an_aside_put_off_a_turn_later_and_taken_back() -> None:
    """Turn 1 fixes the daily totals and notes 「同じパターンが `internal/report/weekly.go:18` にもあります」; turn 2 is
    another task; turn 3 hands the weekly fix to 田中さん; then 「田中さん忙しそうだから、週次もやっぱこっちで直しちゃって」:
    the aside two turns before the message that put it off (dev63 b03)."""
    assert _located("b03")


@pytest.mark.parametrize(("message", "code", "built"), [
    ("1 items", "  const label = `${count} items`;", True),
    ("2024年 第1週", "  return `${date.getFullYear()}年 第${weekNumber(date)}週`;", True),
    ("Showing 1-20 of 343", 'msg = f"Showing {start}-{end} of {total}"', True),
    ("Page 3 of 10", '"Page %d of %d" % (page, pages)', True),
    ("1 items", "  const label = `1 items`;", False),  # (the literal is found as it is, not as a template)
    ("1 items", "  items.push(count);", False),
])
def test_a_shown_text_whose_numbers_the_code_fills_in(message: str, code: str, built: bool) -> None:
    template = errors.template_of(message)
    assert template is not None and bool(template[0].search(code)) is built


@pytest.mark.parametrize("message", ["v2", "5 kg", "12/30", "no number here"])
def test_too_little_wording_is_no_template(message: str) -> None:
    assert errors.template_of(message) is None


def test_a_badge_whose_text_is_built_outside_the_fixed_helper() -> None:
    """The agent fixed `formatCount`'s plurals; "购物车右上角那个红点旁边，英文下还是显示 "1 items"" is the badge whose
    label writes `${count} items` itself (dev63 c03)."""
    assert _located("c03")


def test_a_one_line_function_that_fills_in_a_string_does_its_own_work() -> None:
    assert locate._BUILDS.match("return `${date.getFullYear()}年 第${weekNumber(date)}週`;")
    assert locate._BUILDS.match('return f"{year}-W{week:02d}"')
    assert locate._BUILDS.match('return "N/A"')  # (a string returned as it is builds a value too)
    assert not locate._BUILDS.match("return weekNumber(date) + 1;")


@pytest.mark.parametrize(("sentence", "resumes"), [
    ('之前说的称重的按"分"算那个，先把小计那块改了吧', True),
    ("之前说的那个缓存现在弄一下", True),
    ("之前说的方案那个不太行", False),  # (a way to fix, not a thing put on hold)
    ("之前你说的那个方案不太行", False),
])
def test_a_thing_said_before_taken_up_in_chinese(sentence: str, resumes: bool) -> None:
    assert (vocab.first(sentence, "resume") is not None) is resumes


@pytest.mark.parametrize("case", ["c08", "c09"])
def test_a_proposal_put_off_until_a_decision_is_taken_up(case: str) -> None:
    """c08: the integer-fen proposal, put off with 「先记着，回头再说」, then 「之前说的称重的按"分"算那个，先把小计那块改了吧」;
    c09: 「跟昵称是同一个根源：`CommentValidator.kt:14` …」 places the cause, so the iOS side question answered
    「iOS 的代码不在这个仓库里」 settles nothing before it; 「产品定了，emoji 按1个字算，就按你之前说的改吧」 (dev63 c08, c09)."""
    assert _located(case)


@pytest.mark.parametrize(("sentence", "broke"), [
    ('but the header above it now reads "Nov 1 – Dec 1" lol. undo that part', True),
    ("revert your change, it broke the export", True),
    ("revert your change to the test and fix the code", False),
    ("undo the test change", False),
])
def test_undoing_the_agents_own_change(sentence: str, broke: bool) -> None:
    assert (vocab.first(sentence, "broke") is not None) is broke
