"""Grounding behaviours found in the round of the seventy-second development set (bench/ground_cases_dev72: a SaaS
product's plans, limits and usage, in longer sessions)."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import vocab
from honing.grounding.outside import fixed_outside

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"


def test_a_reply_that_clears_the_code_and_can_change_nothing_outside_it() -> None:
    """「代码本身没问题」 and 「那个仓库不在这个 workspace 里，我这边看不到也改不了」: the fix it proposes, 「修法是在
    `platform-infra` 里给这个 CronJob 加上 `timeZone`」, is outside the project, and 「那你把它改成北京时间吧」 stays
    unresolved (dev72 c08). A reply that does not clear the code still proposes in it."""
    reply = ("原因找到了，代码本身没问题，问题在触发时间：重置由 `platform-infra` 仓库里的 CronJob 触发。\n\n"
             "修法是在 `platform-infra` 里给这个 CronJob 加上 `timeZone: \"Asia/Shanghai\"`。那个仓库不在这个 workspace 里，"
             "我这边看不到也改不了，你确认下那边的实际配置。")
    assert fixed_outside(reply)
    assert vocab.first("那个仓库不在这个 workspace 里", "fix_outside")
    assert not fixed_outside("`reset_worker.ex` 的 period 算错了。修法是改成按 `:billing_tz` 算。那个仓库不在这个 workspace 里。")
    # (clearing the code does not make a proposal that names a line of the project an outside one)
    assert not fixed_outside("代码本身没问题。修法是改 `lib/tally/reset.ex` 第 3 行。那个仓库不在这个 workspace 里。")
    assert not vocab.first("日志我看不到也改不了", "fix_outside")
    assert not vocab.first("The fix is in the config, not in the code.", "fix_outside")
    assert vocab.first("the chart lives in `platform-infra`, `charts/meterly`, not in this repo", "fix_outside")
    result, _ = _bench_case(BENCH / "ground_cases_dev72", "c08")
    assert not result.references[0].resolved



def test_a_test_failing_from_before_that_the_reply_left_alone() -> None:
    """「`mvn test` 里还有一个失败：`TrialServiceTest.daysLeftOnLastDayIsOne`…所以是之前就挂着的…这次先没动它」, then a how-to
    question that says the full run is slow (「…好慢，只跑 FeatureGateTest 怎么写」), which reports nothing:
    「之前就挂着的那个 test 也顺手看下吧」 is that test's code, `TrialService.daysLeft` (dev72 c07)."""
    from honing.grounding.prose import _asks

    assert _asks("mvn test 每次都跑全部好慢，只跑 FeatureGateTest 怎么写")
    assert vocab.first("只跑 FeatureGateTest 怎么写", "how_to")
    result, expect = _bench_case(BENCH / "ground_cases_dev72", "c07")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]
