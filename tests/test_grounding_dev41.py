"""Grounding behaviours found on the forty-first development set (bench/ground_cases_dev41)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write

_VALUES = ("replicaCount: 2\nenv:\n  DB_USER: notify\nexternalSecret:\n  refreshInterval: 1h\n"
           + "".join(f"# note {n}\n" for n in range(6, 34)))


def test_a_fix_outside_the_repository_settles_the_report_past_side_questions_that_put_things_off(tmp_path: Path) -> None:
    """The agent placed the password outage in the cloud's secret store (「要修的是 KMS 里的值，不是
    仓库里的配置」); then two side questions, one opening 「connection-timeout 先不动」 (a config key
    put off, not a report). 「那你先把密码这个问题修了」 names no line (dev41 c07)."""
    session = [
        {"role": "user", "content": "staging 上 notify-service 发完 1.4.2 之后一直 CrashLoopBackOff，帮看下"},
        {"role": "assistant", "content": "原因找到了：Flyway 连数据库失败，`password authentication failed for user \"notify\"`。"
                                         "是 KMS 里存的密码和 RDS 上的实际密码对不上。最近有人动过 staging RDS 的账号吗？"},
        {"role": "user", "content": "问了 DBA，昨天他们在 RDS 控制台把 staging 所有账号的密码都重置了"},
        {"role": "assistant", "content": "那就对上了。要修的是 KMS 里的值，不是仓库里的配置：\n1. 找 DBA 要新密码；\n"
                                         "2. 在 KMS 里存一个新版本；\n3. 重启 Deployment。"},
        {"role": "user", "content": "connection-timeout 先不动。ExternalSecret 的 refreshInterval 1h 是不是太长了，要不要改成 5m"},
        {"role": "assistant", "content": "可以改，但这次改它也救不了：KMS 里存的就是旧密码。我的建议是保持 1h。要改的话是 "
                                         "`deploy/helm/notify-service/values-staging.yaml` 里的 `externalSecret.refreshInterval`。"}]
    project = write(tmp_path, {"deploy/helm/notify-service/values-staging.yaml": _VALUES})
    ref = honing.ground("行吧 那你先把密码这个问题修了", session, cwd=project, turns=3).references[0]
    assert not ref.resolved and ref.path is None, ref
    from honing.grounding.prose import _reports

    assert not _reports("connection-timeout 先不动。")
    assert _reports("connection-timeout 一直报错")


def test_a_clause_that_opens_by_putting_the_earlier_topic_off_still_reports() -> None:
    from honing.grounding.prose import _reports

    assert _reports("wait, first: the production deploy fails with 'Could not load credentials'")
    assert not _reports("タイムアウトは後回しで")


_CONTROLLER = ("module Admin\n  class ReservationsController < BaseController\n    def index\n"
               "      @reservations = Reservation\n        .where(store_id: current_store.id)\n        .where(pickup_at: @range)\n"
               "        .order(pickup_at: :desc)\n    end\n" + "".join(f"    # note {n}\n" for n in range(10, 40)) + "  end\nend\n")
_INDEX = ("<table>\n" + "".join(f"  <!-- row {n} -->\n" for n in range(2, 23))
          + "  <% if r.customer.reservations.returned_late.exists? %><span>延滞歴</span><% end %>\n"
          + "".join(f"  <!-- tail {n} -->\n" for n in range(24, 40)) + "</table>\n")
_TWO_SLOW_CAUSES = (
    "原因の候補は 2 つあって、**今の情報だとどっちが 8 秒の主犯かは決められません**。\n\n"
    "**A. store_id にインデックスがない**（`app/controllers/admin/reservations_controller.rb:5`）\n"
    "`reservations` には `store_id` のインデックスがありません。\n"
    "→ 直すなら `add_index :reservations, [:store_id, :pickup_at]` のマイグレーション追加。\n\n"
    "**B. 延滞歴バッジが N+1**（`app/views/admin/reservations/index.html.erb:23`）\n"
    "行ごとに `exists?` を投げています。\n"
    "→ 直すなら controller 側で顧客の ID をまとめて取り、view ではその Set を見る形にします。\n\n"
    "切り分けは、本番のクエリ内訳を見れば一発です。")


def test_two_causes_each_with_its_own_fix_and_a_sentence_without_logs_choose_none(tmp_path: Path) -> None:
    """Two causes the reply cannot tell apart, each closing on its own conditional fix (「→ 直すなら
    …」): 「ログ見る権限まだもらってないんだよね…とりあえずそれ直しといて」 says what the user lacks
    and picks neither, though item B happens to say 見る (dev41 b04)."""
    session = [{"role": "user", "content": "予約一覧が 8 秒かかる。調べて"},
               {"role": "assistant", "content": _TWO_SLOW_CAUSES}]
    project = write(tmp_path, {"app/controllers/admin/reservations_controller.rb": _CONTROLLER,
                               "app/views/admin/reservations/index.html.erb": _INDEX})
    ref = honing.ground("ログ見る権限まだもらってないんだよね…とりあえずそれ直しといて", session, cwd=project,
                        turns=1).references[0]
    assert not ref.resolved and ref.path is None, ref
    ref = honing.ground("じゃあ N+1 のほう直しといて", session, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "app/views/admin/reservations/index.html.erb", ref


def test_a_trust_policy_the_repository_does_not_hold_is_a_fix_outside_it() -> None:
    from honing.grounding import vocab

    assert vocab.first("信頼ポリシーはこのリポジトリには入っていません。", "nothing_to_fix")
    assert vocab.first("これはワークフロー側ではなく、**AWS 側の IAM ロールの信頼ポリシー** の問題です。", "nothing_to_fix")


_PRORATION = ("namespace Billing;\n\npublic static class ProrationCalculator\n{\n"
              "    public static decimal Prorate(decimal monthly, DateOnly change, DateOnly periodEnd)\n    {\n"
              "        return monthly * RemainingDays(change, periodEnd) / 30m;\n    }\n\n"
              "    private static int RemainingDays(DateOnly changeDate, DateOnly periodEnd) =>\n"
              "        periodEnd.DayNumber - changeDate.DayNumber + 1;\n"
              + "".join(f"    // note {n}\n" for n in range(12, 40)) + "}\n")
_PRORATION_TESTS = ("namespace Billing.Tests;\n\npublic class ProrationCalculatorTests\n{\n    [Fact]\n"
                    "    public void Prorate_MidMonthUpgrade_ChargesRemainingDays()\n    {\n"
                    "        Assert.Equal(1500m, ProrationCalculator.Prorate(3000m, new(2025, 11, 16), new(2025, 12, 1)));\n"
                    "    }\n" + "".join(f"    // case {n}\n" for n in range(10, 36)) + "}\n")


def test_a_test_named_after_a_private_helper_is_its_regression_test(tmp_path: Path) -> None:
    """Tried as a user (dev40 b08): the private `RemainingDays` is tested through its caller by
    `Prorate_MidMonthUpgrade_ChargesRemainingDays`. The instruction called a regression test a
    free choice ("no existing test names `RemainingDays`"); that test is where a new case belongs."""
    project = write(tmp_path, {"src/Billing/ProrationCalculator.cs": _PRORATION,
                               "tests/Billing.Tests/ProrationCalculatorTests.cs": _PRORATION_TESTS})
    session = [{"role": "user", "content": "RemainingDays in src/Billing/ProrationCalculator.cs counts the change "
                                           "date too, so mid-month upgrades charge one day extra"},
               {"role": "assistant", "content": "Yes: `RemainingDays` (src/Billing/ProrationCalculator.cs:10) adds 1 "
                                                "although periodEnd is exclusive."}]
    result = honing.ground("ok fix that", session, cwd=project, turns=1, level="advanced")
    assert result.references[0].path == "src/Billing/ProrationCalculator.cs", result.text
    regression = [line for line in result.text.splitlines() if line.startswith("- Regression test:")]
    assert regression and "`Prorate_MidMonthUpgrade_ChargesRemainingDays`" in regression[0], result.text
    assert "free choice" not in regression[0]


def test_a_symbol_is_a_word_of_a_test_name_by_case_or_underscores() -> None:
    from honing.grounding.gaps import _names_part

    assert _names_part("Prorate_MidMonthUpgrade_ChargesRemainingDays", "RemainingDays")
    assert _names_part("test_parse_date_utc", "parse_date")
    assert _names_part("TestRemainingDays2", "RemainingDays")
    assert not _names_part("Prorate_ChargesRemainingDaysTotal2", "RemainingDay")  # a part of a word
    assert not _names_part("test_reparse_date", "parse_date")
    # (a private or lower-case helper by its own words: Python's `_remaining_days`, Go's `remainingDays`)
    assert _names_part("test_prorate_charges_remaining_days", "_remaining_days")
    assert _names_part("TestRemainingDays", "remainingDays")
    assert not _names_part("TestUnremainingDays", "remainingDays")


def test_everyday_symptoms_describe_a_defect() -> None:
    """A report is often a symptom with no bug word ("charges one day extra", "the webhook fires
    twice"). Each of these makes its turn a defect; an explanation or a missing permission of the
    user's own does not."""
    from honing.grounding import vocab

    for said in ("mid-month upgrades charge one day extra", "the stripe webhook fires twice",
                 "the import counts the header as a row, 1 row too many", "the job never fires on sundays",
                 "the draft gets lost when you switch tabs", "balance goes negative after a refund",
                 "日割りで1日多く請求される", "保存ボタン押しても保存されない", "バッチが無限ループしてる",
                 "退款之后余额变成了负数", "同一个订单扣了两次", "webhook 没触发", "定时任务死循环了"):
        assert vocab.first(said, "defect"), said
    for said in ("加 N 是为了避免在无符号数上变成负数回绕", "桶是 ops 的仓库管的，我没权限",
                 "add an extra column for the note", "click twice to open"):
        assert not vocab.first(said, "defect"), said


def test_a_failing_test_named_by_its_words_leads_to_the_code_it_tests() -> None:
    """The turn added a carrier filter, and its test run showed an older failure, `friday after
    cutoff rolls to monday`; the user said to ignore it, had the filter changed, asked a side
    question. "let's get friday after cutoff green" names that test by its words: the place is the
    code the test calls (DispatchDateCalculator), not the controller the turns were about (dev41 a05;
    the defect itself sits in a helper four lines below, which the engine does not reach)."""
    import tomllib

    case_dir = next((Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev41").glob("a05-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    ref = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                        turns=case["turns"]).references[0]
    assert (ref.path, ref.symbol) == ("app/Services/DispatchDateCalculator.php", "dispatchDate"), ref


def test_a_test_written_by_its_name_is_not_named_by_words() -> None:
    from honing.grounding.failing import focused_on_named_test
    from honing.grounding.mentions import Mention
    from honing.grounding.places import Sourced

    sources = [Sourced(Mention("test", "friday after cutoff rolls to monday", None, None, 2.0), 1, "tool"),
               Sourced(Mention("symbol", "index", None, None, 2.0), 1, "assistant")]
    weights = [s.mention.weight for s in focused_on_named_test("get friday after cutoff green", sources, lambda p: False)]
    assert weights == [2.0, 2.0 / 3]
    for sentence in ("test_friday_after_cutoff_rolls is still red", "fix the index please"):
        assert focused_on_named_test(sentence, sources, lambda p: False) == sources
