"""Grounding behaviours found in a second round on the seventy-second development set
(bench/ground_cases_dev72: a SaaS product's plans, limits and usage), after its first measurement."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import honing
from honing.grounding import vocab
from honing.grounding.candidates import _NUMBERED_LINE
from honing.grounding.fix_words import fix_named_in_words as _fix_named_in_words
from honing.grounding.mentions import Mention
from honing.grounding.places import Sourced
from honing.sessions.model import Turn

from .test_grounding_dev45 import located

BENCH = Path(__file__).resolve().parent.parent / "bench"


def test_an_aside_the_agent_leaves_alone_in_its_own_words() -> None:
    """「もう一点気になったのが18行目の日付です。… 今回は金額だけ直して、こちらは触らないでおきます。」 is an aside left
    alone; 「前日の日付で出ます」 reports its defect; the OpenAI reader's ``18| …`` numbering shows line 18 of the
    file the turn read, so 「さっき言ってたやつだよね、直して」 is `ToCsv`'s date line (dev72 b08)."""
    assert vocab.first("今回は金額だけ直して、こちらは触らないでおきます。", "left_alone")
    assert vocab.first("もう一点気になったのが18行目の日付です。", "left_alone")
    assert vocab.first("請求書は前日の日付で出ます。", "defect")
    assert not vocab.first("この行は触らないでください", "left_alone")
    shown = "  17|             sb.Append(x);\n  18|             sb.Append(inv.IssuedAt.ToString(\"yyyy-MM-dd\"));\n"
    assert [(m.group(1), m.group(2).strip()[:9]) for m in _NUMBERED_LINE.finditer(shown)] == [
        ("17", "sb.Append"), ("18", "sb.Append")]
    assert located("ground_cases_dev72", "b08")


def _symbol(name: str, weight: float = 2.0) -> Sourced:
    return Sourced(Mention("symbol", name, None, None, weight), 3, "assistant")


def test_the_one_name_a_fix_clause_puts_the_change_in() -> None:
    """「直すなら `month_bounds` で `ZoneInfo(settings.BILLING_TZ)` を使う形です」 names where the change goes: that
    symbol counts three times over a setting the same reply quotes (dev72 b01). Not a clause that names two
    places (「`parse_file` 側で…のと、`parse_line` 側でも…」), nor a name that is not a place ("the same key for
    `scores`"), nor the callee of quoted code."""
    def tripled(reply: str) -> set[str]:
        out = _fix_named_in_words(Turn(index=3, user="", assistant=reply),
                                  [_symbol("month_bounds"), _symbol("parse_file"), _symbol("parse_line"),
                                   _symbol("scores"), _symbol("ZoneInfo")])
        return {s.mention.value for s in out if s.mention.weight > 2.0}

    assert tripled("直すなら `month_bounds` で `ZoneInfo(settings.BILLING_TZ)` を使う形です。") == {"month_bounds"}
    assert tripled("直し方としては、`parse_file` 側で空行を読み飛ばすのと、`parse_line` 側でも列が足りない行を"
                   "返すのを両方やっておくのが安全です。") == set()
    assert tripled("The fix is the same key for `scores`.") == set()
    assert tripled("The fix is in `parse_file`, which should skip blank lines.") == {"parse_file"}
    assert located("ground_cases_dev72", "b01")


def test_still_inside_the_words_a_sentence_names_its_object_by() -> None:
    """「最初のメールの2個目の件もお願い。まだ使えちゃってるってやつ」: the まだ is in what the mail said, quoted as the
    item's name (…ってやつ), not a fix that did not hold; 「…suspend されません」 reports a defect; so the sentence is
    the aside of turn 1, `GraceExpired` (dev72 b03)."""
    assert not vocab.first("まだ使えちゃってるってやつ", "still")
    assert vocab.first("直したのにまだ使えちゃってる", "still")
    assert vocab.first("猶予が実質ものすごく長くなっていて suspend されません。", "defect")
    assert not vocab.first("`FromSqlInterpolated` はパラメータ化されますが、`FromSqlRaw` はされません。", "defect")
    assert not vocab.first("この値は変更されません。", "defect")
    assert located("ground_cases_dev72", "b03")


def test_the_failing_turns_own_diagnosis_outweighs_what_the_tests_call() -> None:
    """「トライアルの2件が落ちています。どちらもさっきの `onTrial()` の向きの問題そのものです」: the tests call
    `Features::enabled`, but the reply names `onTrial` as the cause; that is the place (dev72 b06)."""
    assert located("ground_cases_dev72", "b06")


def test_a_failing_line_names_its_cause_only_with_words_of_cause() -> None:
    """A line that reports a failing run is a diagnosis of the names on it only when it says they caused it
    (「…の問題そのものです」): 「只有 `open_end` 这个子测试失败 … `Range` 是闭区间」 describes a type beside the
    failure and leaves the code the test calls, `ParseRange`, in front (tuning 20)."""
    from honing.grounding.candidates import Candidate
    from honing.grounding.failing import diagnosis

    def told(prose: str) -> frozenset[str]:
        return diagnosis(Candidate(4, "", "", (), True, prose, frozenset()))

    assert told("トライアルの2件が落ちています。どちらもさっきの `onTrial()` の向きの問題そのものです。") == {"onTrial"}
    assert told("只有 `open_end` 这个子测试失败，`closed`、`suffix` 都通过了。`Range` 是闭区间。") == frozenset()
    assert told("The carrier filter is in: `ShipmentController@index` filters on it.\nOne unit test fails: "
                "`DispatchDateCalculatorTest` (expects 2025-03-17).") == frozenset()
    assert told("Both tests failed because of `parseWindow`.") == {"parseWindow"}
    case_dir = next((BENCH / "ground_cases").glob("20-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    ref = honing.ground(case["sentence"], json.loads((case_dir / "session.json").read_text("utf-8")),
                        cwd=case_dir / "project", turns=case["turns"]).references[0]
    assert (ref.path, ref.symbol) == ("pkg/httprange/range.go", "ParseRange"), ref


def test_the_aside_a_sentence_says_the_agent_mentioned() -> None:
    """「就是你之前提的那个吧」 points at what the agent pointed out; in the aside, 「而 `PlanCard` 用的是
    `annualPrice`」 says the right code elsewhere uses `annualPrice`, so in that paragraph it is the fix's
    material, and the line the aside numbers in `UpgradeDialog.tsx` is the place (dev72 c10). "Doesn't use"
    alone says nothing of which side is right ("`SendAppointmentReminder` doesn't use `localStart()`")."""
    from honing.grounding.emphasis import emphasis

    assert vocab.first("就是你之前提的那个吧，改了", "pointed_out")
    assert vocab.first("第 19 行年付的单价是 `plan.monthly * 12`，没有用 `annualPrice`", "defect")
    text = ("第 19 行年付的单价是 `plan.monthly * 12`，没有用 `lib/plans.ts` 里的 `annualPrice`，"
            "而 `PlanCard` 用的是 `annualPrice`。\n\n另外 `annualPrice` 还没有测试。")
    first = text.index("`annualPrice`")
    assert emphasis(text, first, False) < 0.5 * emphasis(text, text.index("`plan.monthly"), False)
    assert emphasis(text, text.rindex("`annualPrice`"), False) >= emphasis(text, text.index("`plan.monthly"), False) * 0.5
    text = "It prices the year as `monthly * 12`, whereas `PlanCard` uses `annualPrice`."
    assert emphasis(text, text.index("`annualPrice`"), False) < emphasis(text, text.index("`monthly"), False)
    text = "Retries happen while `worker` calls `flush`; `flush` drops the last batch."
    assert emphasis(text, text.rindex("`flush`"), False) >= emphasis(text, text.index("`worker`"), False)
    text = "`SendAppointmentReminder` doesn't use `localStart()`; it converts with the clinic's zone."
    assert emphasis(text, text.index("`localStart"), False) == emphasis(text, text.index("`SendAppointment"), False)
    assert located("ground_cases_dev72", "c10")


def test_the_users_own_change_that_broke_it_is_not_the_agents() -> None:
    """"the quota test, that's my refactor that broke it isn't it. fix it": the change that broke it is the
    user's (「my refactor」), not the agent's last edit; the failing quota test of turn 2 is meant (dev72 a03)."""
    assert not vocab.first("the quota test, that's my refactor that broke it isn't it. fix it", "broke")
    assert vocab.first("your change broke it", "broke")
    assert vocab.first("the deploy broke it", "broke")
    assert vocab.first("my change was fine, your refactor broke it", "broke")
    assert located("ground_cases_dev72", "a03")


def test_a_change_that_waits_for_an_answer_is_still_offered() -> None:
    """「改法是把它换成 `new UTF8Encoding(true)`…先确认一下他们有没有这种脚本，我再改。」 offers the change once the
    user answers; 「财务说他们没有脚本读这个文件，乱码那个改了吧」 answers and takes it up: turn 2, not the side
    question about CsvHelper after it (dev72 c09; the engine still places it at the writer, not the controller)."""
    from .test_grounding_dev45 import _bench_case

    assert vocab.first("先确认一下他们有没有这种脚本，我再改。", "offer")
    assert not vocab.first("我再看看日志。", "offer")
    assert not vocab.first("我确认过了，我改了 `foo`，现在测试通过。", "offer")
    result, _ = _bench_case(BENCH / "ground_cases_dev72", "c09")
    assert result.references[0].turn == 2


def test_typescript_class_methods_with_return_types_are_definitions() -> None:
    """`async limitBytes(workspaceId: string): Promise<number> {` and `private static parse<T>(raw: string): T {`
    define their methods; with them, item 2 of the list (「`limitBytes` 用的是 `ws.planSnapshot.code`（第 35 行）」) is
    placed in `limitBytes`, and the method the reply says does it right (「`assertCanUpload` 里…倒是用的
    `subscriptions.currentPlan()`」) counts little (dev72 c03)."""
    import re as _re

    rules = vocab.rules_for("src/storage/quota.service.ts")
    def defines(line: str, name: str) -> bool:
        return any(_re.search(p.replace("{name}", name), line) for p in rules.definition)

    assert defines("  async limitBytes(workspaceId: string): Promise<number> {", "limitBytes")
    assert defines("  private static parse<T>(raw: string): T {", "parse")
    assert defines("  render() {", "render")
    assert not defines("  if (limitBytes(x) > 0) {", "limitBytes")
    assert not defines("    return limitBytes(id);", "limitBytes")
    assert vocab.first("`assertCanUpload` 里单文件大小那一步倒是用的 `subscriptions.currentPlan()`", "exonerate")
    assert located("ground_cases_dev72", "c03")
