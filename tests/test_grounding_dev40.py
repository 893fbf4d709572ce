"""Grounding behaviours found on the fortieth development set (bench/ground_cases_dev40)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write
from .test_grounding_dev36 import _call

_ORDER = ("class Order < ApplicationRecord\n  has_many :line_items\n\n"
          + "".join(f"  # note {n}\n" for n in range(4, 20))
          + "  def shipping_cents\n    490\n  end\n\n"
          "  def subtotal_cents\n    line_items.sum(&:price_cents)\n  end\n\n"
          "  # VAT on goods only (OPS-412)\n  def vat_cents\n    (subtotal_cents * 0.19).round\n  end\n\n"
          "  def total_cents\n    subtotal_cents + shipping_cents + vat_cents\n  end\n"
          + "".join(f"  # tail {n}\n" for n in range(37, 50)) + "end\n")
_SPEC = ("require 'rails_helper'\n\nRSpec.describe Order do\n  let(:order) { create(:order) }\n\n"
         "  describe '#vat_cents' do\n    it 'is charged on goods only' do\n      add_item(order, 2000)\n"
         "      expect(order.vat_cents).to eq(380)\n    end\n  end\n"
         + "".join(f"  # case {n}\n" for n in range(12, 40)) + "end\n")


def _vat_session(later: list[dict[str, object]]) -> list[dict[str, object]]:
    vat = _ORDER.split("\n").index("  def vat_cents") + 1
    spec_edit = {"file_path": "spec/models/order_spec.rb",
                 "old_string": "      expect(order.vat_cents).to eq(473)\n", "new_string": "      expect(order.vat_cents).to eq(380)\n"}
    return [
        {"role": "user", "content": "CI is red on main since this morning, order_spec. can you fix it"},
        {"role": "assistant", "content": None, "tool_calls": [
            _call("r1", "run", {"command": "bundle exec rspec spec/models/order_spec.rb"})]},
        {"role": "tool", "tool_call_id": "r1", "content": (
            "1) Order#vat_cents includes shipping\n   Failure/Error: expect(order.vat_cents).to eq(473)\n"
            "     expected: 473\n          got: 380\n   # ./spec/models/order_spec.rb:9\n1 example, 1 failure")},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", spec_edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            f"The failure comes from this morning's commit, which changed `vat_cents` (`app/models/order.rb:{vat}`) "
            "to tax goods only. I updated the spec to the new rule: it expects 380 now. No application code changed.")},
        *later]


def test_a_sentence_that_says_the_test_was_right_goes_to_the_code_the_test_checks(tmp_path: Path) -> None:
    """The agent made a failing spec pass by changing what it expects and then did something else
    (a config key): "the spec was right, fix the code" is the code the turn placed, not the spec
    it edited and not the newest edit (dev40 a05)."""
    later = [
        {"role": "user", "content": "ok thx. free shipping from 50 EUR, threshold in config/shop.yml pls"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e2", "edit", {
            "file_path": "config/shop.yml", "old_string": "shipping_flat_cents: 490\n",
            "new_string": "shipping_flat_cents: 490\nfree_shipping_from_cents: 5000\n"})]},
        {"role": "tool", "tool_call_id": "e2", "content": "ok"},
        {"role": "assistant", "content": "Done: `free_shipping_from_cents: 5000` in `config/shop.yml`."}]
    shop = "default: &default\n  shipping_flat_cents: 490\n  free_shipping_from_cents: 5000\n" + "".join(
        f"  # key {n}\n" for n in range(4, 32))
    project = write(tmp_path, {"app/models/order.rb": _ORDER, "spec/models/order_spec.rb": _SPEC,
                               "config/shop.yml": shop})
    vat = _ORDER.split("\n").index("    (subtotal_cents * 0.19).round") + 1
    sentence = "wait why did you change the vat spec?? shipping is taxed. the spec was right, fix the code"
    ref = honing.ground(sentence, _vat_session(later), cwd=project, turns=2).references[0]
    assert ref.resolved and ref.path == "app/models/order.rb", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= vat <= ref.end_line, ref
    assert ref.turn == 1, ref


_PRORATION = ("namespace Billing;\n\npublic sealed class ProrationCalculator\n{\n"
              + "".join(f"    // note {n}\n" for n in range(5, 14))
              + "    public decimal Prorate(Plan from, Plan to, DateOnly periodStart, DateOnly periodEnd, DateOnly changeDate)\n"
              "    {\n        var totalDays = DaysInPeriod(periodStart, periodEnd);\n"
              "        var remainingDays = RemainingDays(changeDate, periodEnd);\n"
              "        return (to.Price - from.Price) * remainingDays / totalDays;\n    }\n\n"
              "    private static int DaysInPeriod(DateOnly start, DateOnly end) =>\n        end.DayNumber - start.DayNumber;\n\n"
              "    private static int RemainingDays(DateOnly changeDate, DateOnly periodEnd) =>\n"
              "        periodEnd.DayNumber - changeDate.DayNumber + 1;\n"
              + "".join(f"    // tail {n}\n" for n in range(28, 40)) + "}\n")
_PRORATION_TEST = ("using Xunit;\n\npublic class ProrationCalculatorTests\n{\n    [Fact]\n"
                   "    public void Prorate_MidMonthUpgrade_ChargesRemainingDays()\n    {\n"
                   "        var amount = new ProrationCalculator().Prorate(Lite, Standard, NovStart, DecStart, Nov16);\n"
                   "        Assert.Equal(1600m, amount);\n    }\n"
                   + "".join(f"    // case {n}\n" for n in range(11, 40)) + "}\n")


def test_the_reply_paragraph_that_quotes_the_changed_expectation_names_the_code(tmp_path: Path) -> None:
    """The reply explains the changed expectation in its own paragraph ("1500 期待で 1600 … 新しい
    `RemainingDays` は…") and lists every method it wrote below: when the sentence says the test
    was right, that paragraph's method is the place, not the public method the search showed
    (dev40 b08)."""
    prorate = _PRORATION.split("\n").index("    public decimal Prorate(Plan from, Plan to, DateOnly periodStart, "
                                           "DateOnly periodEnd, DateOnly changeDate)") + 1
    plus_one = _PRORATION.split("\n").index("        periodEnd.DayNumber - changeDate.DayNumber + 1;") + 1
    test_edit = {"file_path": "tests/Billing.Tests/ProrationCalculatorTests.cs",
                 "old_string": "        Assert.Equal(1500m, amount);\n", "new_string": "        Assert.Equal(1600m, amount);\n"}
    session = [
        {"role": "user", "content": "ProrationCalculator、年額プランも日割りできるようにして"},
        {"role": "assistant", "content": None, "tool_calls": [
            _call("s1", "search", {"pattern": "Prorate\\(", "path": "src"})]},
        {"role": "tool", "tool_call_id": "s1", "content": (
            f"src/Billing/ProrationCalculator.cs:{prorate}:    public decimal Prorate(Plan from, Plan to, "
            "DateOnly periodStart, DateOnly periodEnd, DateOnly changeDate)")},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", test_edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            "既存の `Prorate_MidMonthUpgrade_ChargesRemainingDays` が 1500 期待で 1600 になっています。新しい "
            "`RemainingDays` は変更日当日も数えているので、テストの期待値を合わせます。\n\n"
            "年額プランに対応しました。\n\n- `ProrationCalculator.Prorate`: 「月額のみ」のチェックを外しました。\n"
            "- `Prorate`: 期間の日数は `DaysInPeriod`、残り日数は `RemainingDays` に切り出しました。\n"
            "- テストの期待値を 1500 → 1600 に更新しました。")}]
    project = write(tmp_path, {"src/Billing/ProrationCalculator.cs": _PRORATION,
                               "tests/Billing.Tests/ProrationCalculatorTests.cs": _PRORATION_TEST})
    sentence = "いや待って、テストの期待値変えたのはナシでしょ。1500 で合ってる。テスト戻して実装の方直して"
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "src/Billing/ProrationCalculator.cs", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= plus_one <= ref.end_line, ref


_NUMBERS = ("<?php\n\nnamespace App\\Services;\n\nuse App\\Models\\Invoice;\n\nclass InvoiceNumberService\n{\n"
            + "".join(f"    // note {n}\n" for n in range(10, 20))
            + "    public function next(int $companyId): string\n    {\n"
            "        $last = Invoice::where('company_id', $companyId)->max('sequence');\n"
            "        $sequence = ($last ?? 0) + 1;\n        return sprintf('INV-%06d', $sequence);\n    }\n"
            + "".join(f"    // tail {n}\n" for n in range(26, 40)) + "}\n")
_JOB = ("<?php\n\nnamespace App\\Jobs;\n\nuse App\\Services\\InvoiceNumberService;\n"
        "use Illuminate\\Database\\UniqueConstraintViolationException;\n\nclass IssueInvoiceJob\n{\n"
        "    public function handle(InvoiceNumberService $numbers): void\n    {\n"
        "        try {\n            $this->invoice->number = $numbers->next($this->invoice->company_id);\n"
        "            $this->invoice->save();\n        } catch (UniqueConstraintViolationException $e) {\n"
        "            $this->fail($e);\n        }\n    }\n"
        + "".join(f"    // tail {n}\n" for n in range(19, 40)) + "}\n")


def test_a_sentence_that_turns_the_fix_down_is_not_about_the_code_that_fix_wrote(tmp_path: Path) -> None:
    """「不对啊，加唯一索引只是把重号变成开票失败了」 after the agent wrapped the job in a try/catch:
    the defect is not settled by that edit, and the code the edit wrote counts less than the
    service the reply blamed (dev40 c06)."""
    read = _NUMBERS.split("\n").index("        $last = Invoice::where('company_id', $companyId)->max('sequence');") + 1
    job_edit = {"file_path": "app/Jobs/IssueInvoiceJob.php",
                "old_string": ("        $this->invoice->number = $numbers->next($this->invoice->company_id);\n"
                               "        $this->invoice->save();\n"),
                "new_string": ("        try {\n            $this->invoice->number = $numbers->next($this->invoice->company_id);\n"
                               "            $this->invoice->save();\n        } catch (UniqueConstraintViolationException $e) {\n"
                               "            $this->fail($e);\n        }\n")}
    session = [
        {"role": "user", "content": "批量开票的时候同一个公司出现了两张号码一样的发票"},
        {"role": "assistant", "content": None, "tool_calls": [
            _call("r1", "read_file", {"path": "app/Services/InvoiceNumberService.php"}),
            _call("r2", "read_file", {"path": "app/Jobs/IssueInvoiceJob.php"})]},
        {"role": "tool", "tool_call_id": "r1", "content": _NUMBERS},
        {"role": "tool", "tool_call_id": "r2", "content": _JOB},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", job_edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            f"原因是并发的 `IssueInvoiceJob` 同时读到同一个 max(sequence)（`InvoiceNumberService::next`，第 {read} 行）。"
            "我在 `IssueInvoiceJob` 里捕获 `UniqueConstraintViolationException`，并加了唯一索引，"
            "`IssueInvoiceJob` 遇到重号会失败而不是写入重复号码。")}]
    project = write(tmp_path, {"app/Services/InvoiceNumberService.php": _NUMBERS, "app/Jobs/IssueInvoiceJob.php": _JOB})
    sentence = "不对啊，加唯一索引只是把重号变成开票失败了，批量开票一次几百张。号码生成那块本身就得保证不撞号"
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "app/Services/InvoiceNumberService.php", ref


def test_the_phrases_that_say_the_test_was_right() -> None:
    from honing.grounding import vocab

    for said in ("the spec was right, fix the code", "why did you change the vat spec??", "revert the test change",
                 "テスト戻して実装の方直して", "さっきのテストの期待値変えたのはナシでしょ", "测试是对的，别改测试", "把断言改回去"):
        assert vocab.first(said, "test_was_right"), said
    for said in ("ok fix the test", "the test is wrong", "実装を直して", "测试写错了，改一下测试", "fix the code please"):
        assert not vocab.first(said, "test_was_right"), said


_RELEASE = ("name: Release\n\non:\n  push:\n    tags: ['v*.*.*']\n\njobs:\n  publish:\n    runs-on: ubuntu-latest\n"
            "    environment: npm\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n"
            "        with:\n          node-version: 20\n          registry-url: https://registry.npmjs.org\n"
            "      - run: npm ci\n      - run: npm publish --provenance --access public\n        env:\n"
            "          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n" + "".join(f"# note {n}\n" for n in range(23, 40)))


def test_a_token_outside_the_repo_settles_the_sentence_that_names_it_beside_an_older_edit(tmp_path: Path) -> None:
    """Turn 1 upgraded the release workflow; turn 2's E401 the agent placed outside the repository
    (「要修的话不在仓库代码里」: a new npm token in the environment secret). 「先把 token 那个搞定，
    搞完把 release 重跑一下」 says "release" as turn 1 does, but "token" only as turn 2: it names
    no line (dev40 c08)."""
    edit = {"file_path": ".github/workflows/release.yml", "old_string": "          node-version: 18\n",
            "new_string": "          node-version: 20\n"}
    session = [
        {"role": "user", "content": "把 ci.yml 和 release.yml 都升到 node 20"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "两个 workflow 都改好了：`release.yml` 的 `node-version: 20`。"},
        {"role": "user", "content": "推了 tag，release 挂了：npm error code E401 unable to authenticate。是不是升级搞坏了？"},
        {"role": "assistant", "content": (
            "不是 workflow 的问题：publish 那步拿到了 `NODE_AUTH_TOKEN`，失败的是最后的 PUT，npm 返回 401，"
            "也就是这个 token 本身过期了（`NPM_TOKEN` 是 90 天前更新的）。\n\n要修的话不在仓库代码里：\n"
            "1. 在 npmjs.com 上重新生成一个 token；\n2. 到 GitHub Settings → Environments → npm 更新 `NPM_TOKEN`；\n"
            "3. 重跑失败的那次 run。\n\n另外可以以后改成 trusted publishing，那样要改 `release.yml`。")}]
    project = write(tmp_path, {".github/workflows/release.yml": _RELEASE})
    ref = honing.ground("行 trusted publishing 下次再说。先把 token 那个搞定，搞完把 release 重跑一下", session,
                        cwd=project, turns=2).references[0]
    assert not ref.resolved and ref.path is None, ref


_SIGNALS = ("from django.db.models.signals import post_save\n\n\n"
            + "".join(f"# note {n}\n" for n in range(4, 18))
            + "@receiver(post_save, sender=Order)\ndef queue_confirmation(sender, instance, **kwargs):\n"
            "    if instance.status == 'paid' and not instance.confirmation_sent_at:\n"
            "        send_confirmation.delay(instance.pk)\n" + "".join(f"# tail {n}\n" for n in range(22, 40)))
_SETTINGS = ("".join(f"# setting {n}\n" for n in range(1, 59)) + "EMAIL_TIMEOUT = 90\n"
             + "".join(f"# setting {n}\n" for n in range(60, 64))
             + "CELERY_TASK_ACKS_LATE = True\n# broker\nCELERY_BROKER_TRANSPORT_OPTIONS = {'visibility_timeout': 60}\n"
             + "".join(f"# setting {n}\n" for n in range(67, 75)))
_TWO_CAUSES = (
    "查了一圈，有两条路径都能造成偶尔两封，光看代码分不出是哪条：\n\n"
    "**A. 一单被排了两个任务**\n- `queue_confirmation`（orders/signals.py:19）每次 save 都会检查。\n"
    "- 日志里同一单会有两次 `queue confirmation`。\n\n"
    "**B. 同一个任务被执行了两次**\n- `CELERY_TASK_ACKS_LATE = True`（config/settings.py:64）：任务跑完才 ack。\n"
    "- `visibility_timeout` 60 秒（config/settings.py:66）比 `EMAIL_TIMEOUT = 90` 短。\n"
    "- 日志里是同一个 task id 出现两次。\n\n"
    "要确定是哪条，最快的是拿一单重复的订单号去查 worker 日志，看看 task id 是不是同一个。")


def test_the_closing_paragraph_after_two_causes_is_no_part_of_the_last_one(tmp_path: Path) -> None:
    """The reply lays out two causes as bulleted items it cannot tell apart and closes with how to
    tell them apart (the worker logs). 「日志要等运维明天才能捞。你先挑一个改了试试吧」 answers that
    closing; its word 日志 is not the second item's, and nothing picks a cause (dev40 c04)."""
    session = [
        {"role": "user", "content": "有几单一天会收到两封确认邮件"},
        {"role": "assistant", "content": _TWO_CAUSES}]
    project = write(tmp_path, {"orders/signals.py": _SIGNALS, "config/settings.py": _SETTINGS})
    ref = honing.ground("日志要等运维明天才能捞。你先挑一个改了试试吧，改完我发 staging 看看", session,
                        cwd=project, turns=1).references[0]
    assert not ref.resolved and ref.path is None, ref
    from honing.grounding.items import list_items

    spans = list_items(_TWO_CAUSES)
    assert len(spans) == 2 and "最快的是" not in _TWO_CAUSES[spans[1][0]:spans[1][1]]
    assert "日志里是同一个 task id" in _TWO_CAUSES[spans[1][0]:spans[1][1]]


def test_phrases_of_a_reply_that_cannot_tell_two_causes_apart() -> None:
    from honing.grounding import vocab

    for said in ("今の情報だけではどちらか決められません。", "光看代码分不出是哪条", "在拿到日志之前我没法说哪个是真凶"):
        assert vocab.first(said, "undecided"), said
    assert vocab.first("要修的话不在仓库代码里：", "nothing_to_fix")
    assert not vocab.first("要修的话在仓库代码里：", "nothing_to_fix")


_POINTS = ("package com.acme.loyalty.points\n\nclass PointsService(private val ledger: PointsLedger) {\n"
           + "".join(f"    // note {n}\n" for n in range(4, 20))
           + "    fun expireOld(today: LocalDate) {\n        for (entry in ledger.expiring(today)) {\n"
           "            val expiring = entry.points\n            entry.expired += expiring\n        }\n    }\n"
           + "".join(f"    // tail {n}\n" for n in range(26, 40)) + "}\n")
_TIER = ("package com.acme.loyalty.tier\n\nobject TierCalculator {\n"
         + "".join(f"    // note {n}\n" for n in range(4, 12))
         + "    fun tierFor(pointsLastYear: Int): Tier = when {\n        pointsLastYear >= GOLD_THRESHOLD -> Tier.GOLD\n"
         "        else -> Tier.SILVER\n    }\n" + "".join(f"    // tail {n}\n" for n in range(16, 36)) + "}\n")
_ENTRY = ("package com.acme.loyalty.points\n\ndata class PointsLedgerEntry(\n    val points: Int,\n"
          "    var redeemed: Int = 0,\n    var expired: Int = 0,\n) {\n    val remaining: Int get() = points - redeemed - expired\n"
          + "".join(f"    // note {n}\n" for n in range(9, 34)) + "}\n")


def test_the_other_problem_is_the_item_of_the_list_no_later_message_took_up(tmp_path: Path) -> None:
    """The reply found two bugs in a numbered list; the user had item 2 fixed, then asked a side
    question. 「另一个问题也修了吧」 is item 1, not what the list's turn read most (dev40 c07)."""
    expiring = _POINTS.split("\n").index("            val expiring = entry.points") + 1
    gold = _TIER.split("\n").index("        pointsLastYear >= GOLD_THRESHOLD -> Tier.GOLD") + 1
    reads = [_call(f"r{k}", "read_file", {"path": p}) for k, p in enumerate((
        "src/main/kotlin/com/acme/loyalty/points/PointsLedgerEntry.kt",))]
    entry_lines = "".join(f"{n:>6}\t{line}\n" for n, line in enumerate(_ENTRY.split("\n"), 1))
    session = [
        {"role": "user", "content": "两个投诉：积分过期后余额变负；刚好 5000 分还是银卡。你看下 PointsService 和 TierCalculator"},
        {"role": "assistant", "content": None, "tool_calls": reads},
        {"role": "tool", "tool_call_id": "r0", "content": entry_lines},
        {"role": "assistant", "content": (
            "两个问题都找到了，是两个独立的 bug：\n\n"
            f"**1. 过期多扣（`PointsService.expireOld`，src/main/kotlin/com/acme/loyalty/points/PointsService.kt:{expiring}）**\n\n"
            "过期的是原始的全部积分 `entry.points`，而不是剩下的 `entry.remaining`（PointsLedgerEntry.kt:8）。\n\n"
            f"**2. 刚好 5000 还是银卡（`TierCalculator.tierFor`，src/main/kotlin/com/acme/loyalty/tier/TierCalculator.kt:{gold}）**\n\n"
            "```kotlin\npointsLastYear > GOLD_THRESHOLD -> Tier.GOLD\n```\n\n用的是 `>`，应该改成 `>=`。\n\n"
            "两个都是一行的改动，要我现在改吗？")},
        {"role": "user", "content": "tier 那个先改，改完跑下测试"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", {
            "file_path": "src/main/kotlin/com/acme/loyalty/tier/TierCalculator.kt",
            "old_string": "        pointsLastYear > GOLD_THRESHOLD -> Tier.GOLD\n",
            "new_string": "        pointsLastYear >= GOLD_THRESHOLD -> Tier.GOLD\n"})]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "改好了：`tierFor` 用 `>=`，测试通过。"},
        {"role": "user", "content": "EXPIRY_DAYS 能不能做成可配置的？"},
        {"role": "assistant", "content": "可以：application.yml 里已经有 `loyalty.points.expiry-days`，用 @ConfigurationProperties 读就行。"}]
    project = write(tmp_path, {"src/main/kotlin/com/acme/loyalty/points/PointsService.kt": _POINTS,
                               "src/main/kotlin/com/acme/loyalty/tier/TierCalculator.kt": _TIER,
                               "src/main/kotlin/com/acme/loyalty/points/PointsLedgerEntry.kt": _ENTRY})
    ref = honing.ground("配置的先不搞。另一个问题也修了吧", session, cwd=project, turns=3).references[0]
    assert ref.resolved and ref.path == "src/main/kotlin/com/acme/loyalty/points/PointsService.kt", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= expiring <= ref.end_line, ref


def test_a_function_that_already_accepts_what_the_fix_needs_is_cleared() -> None:
    """「`client.ts` の `searchProducts` はもう `signal` を受け取れるので、フック側だけの変更です」
    clears `searchProducts`: the call in the hook is the place, not the callee's definition
    (dev40 b02)."""
    from honing.grounding.prose import _cleared
    from honing.sessions.model import Turn

    for said in ("`client.ts` の `searchProducts` はもう `signal` を受け取れるので、フック側だけの変更です。",
                 "`searchProducts` in `client.ts` already accepts a `signal`, so only the hook changes.",
                 "`client.ts` 的 `searchProducts` 已经支持 `signal`，只改 hook 就行。"):
        assert "searchProducts" in _cleared(Turn(index=1, user="", assistant=said)), said
    assert "searchProducts" not in _cleared(Turn(index=1, user="", assistant="`searchProducts` は `signal` を受け取りません。"))


_EXPORTER_BEFORE = ("require 'csv'\n\nclass InvoiceExporter\n  HEADERS = %w[number issued_on contact total].freeze\n\n"
                    + "".join(f"  # note {n}\n" for n in range(6, 20))
                    + "  def rows\n    invoices.map do |invoice|\n      [\n        invoice.number,\n"
                    "        invoice.issued_on.iso8601,\n        invoice.billing_contact.name,\n        invoice.total,\n"
                    "      ]\n    end\n  end\n" + "".join(f"  # tail {n}\n" for n in range(30, 44)) + "end\n")
_ROWS_OLD = ("  def rows\n    invoices.map do |invoice|\n      [\n        invoice.number,\n        invoice.issued_on.iso8601,\n"
             "        invoice.billing_contact.name,\n        invoice.total,\n      ]\n    end\n  end\n")
_ROWS_NEW = ("  def rows\n    invoices.map { |invoice| row_for(invoice) }\n  end\n\n  # one CSV row: the number, the dates,\n"
             "  # the contact and the total, as accounting imports them\n  def row_for(invoice)\n    [\n"
             "      invoice.number,\n      invoice.issued_on.iso8601,\n      invoice.due_on&.iso8601,\n"
             "      invoice.billing_contact.name,\n      invoice.total,\n    ]\n  end\n")


def test_a_frame_pasted_from_before_the_session_is_read_in_the_file_before_its_edits(tmp_path: Path) -> None:
    """Yesterday's production trace, `undefined method `name' for nil` at exporter.rb:25 in `rows`,
    after the agent split `rows` into `row_for` this session: line 25 of the file before the
    session's edits called `.name`; that line stands elsewhere now (dev40 b05)."""
    before = _EXPORTER_BEFORE.split("\n").index("        invoice.billing_contact.name,") + 1
    now_text = _EXPORTER_BEFORE.replace(_ROWS_OLD, _ROWS_NEW)
    now = now_text.split("\n").index("      invoice.billing_contact.name,") + 1
    assert now != before and ".name" not in now_text.split("\n")[before - 1]
    session = [
        {"role": "user", "content": "請求CSVに支払期限の列を足して。rubocop も通して"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", {
            "file_path": "app/services/invoice_exporter.rb", "old_string": _ROWS_OLD, "new_string": _ROWS_NEW})]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "支払期限を足して、`rows` を `row_for` に分けました。rubocop も通ります。"}]
    project = write(tmp_path, {"app/services/invoice_exporter.rb": now_text})
    sentence = (f"本番でこれ出てる。昨日デプロイしたやつ\n```\nNoMethodError: undefined method `name' for nil\n"
                f"  app/services/invoice_exporter.rb:{before}:in `block in rows'\n"
                f"  app/services/invoice_exporter.rb:{before - 4}:in `map'\n"
                f"  app/services/invoice_exporter.rb:{before - 4}:in `rows'\n"
                "  app/controllers/invoices_controller.rb:20:in `block (2 levels) in export'\n```\n"
                "経理から10月分のCSV落とせないって連絡きた。直して")
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "app/services/invoice_exporter.rb", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= now <= ref.end_line, ref


def test_the_member_an_error_called_on_nothing() -> None:
    from honing.grounding.places import _MEMBER

    for message, member in (("undefined method `name' for nil", "name"),
                            ("'NoneType' object has no attribute 'email'", "email"),
                            ("Cannot read properties of undefined (reading 'total')", "total")):
        found = _MEMBER.search(message)
        assert found is not None and next(g for g in found.groups() if g) == member, message
    assert _MEMBER.search("undefined local variable or method `x'") is None


_FILTERS = ("import { reactive } from 'vue'\n\nexport const STATUS_OPTIONS = ['pending', 'paid', 'shipped', 'refunded']\n\n"
            + "".join(f"// note {n}\n" for n in range(5, 20))
            + "export function fromQuery(query: Record<string, string>) {\n  return {\n    status: query.status ?? '',\n"
            "    keyword: query.keyword ?? '',\n  }\n}\n" + "".join(f"// tail {n}\n" for n in range(26, 40)))


def test_a_defect_the_sentence_reports_goes_back_to_the_finished_work_it_names(tmp_path: Path) -> None:
    """Turn 1 built a status filter synced to the URL (an edit: done); turn 2 asked how to run only
    the changed tests. 「我筛了 paid 然后点第2页，状态又变回全部了」 reports a defect in what turn 1
    built, not in the question asked since (dev40 c03)."""
    edit = {"file_path": "src/composables/useOrderFilters.ts", "old_string": "// note 5\n",
            "new_string": "// note 5\n"[:-1] + " (status from the URL)\n"}
    session = [
        {"role": "user", "content": "订单列表加个按状态筛选的下拉，pending/paid 这些，默认全部。筛选条件要同步到 URL 上"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "加好了：`useOrderFilters.ts` 里的 `fromQuery` 从 URL 恢复 `status` 和 `keyword`。"},
        {"role": "user", "content": "vitest 能不能只跑跟改动相关的测试？每次全跑有点慢"},
        {"role": "assistant", "content": "可以，在 `package.json` 里加 `\"test:changed\": \"vitest --changed --run\"`。"}]
    project = write(tmp_path, {"src/composables/useOrderFilters.ts": _FILTERS.replace("// note 5\n", "// note 5 (status from the URL)\n"),
                               "package.json": "{\n  \"name\": \"orders-admin\"\n" + "".join(f"  ,\"k{n}\": 1\n" for n in range(30)) + "}\n"})
    ref = honing.ground("诶 我筛了 paid 然后点第2页，状态又变回全部了，关键字也没了", session, cwd=project, turns=2).references[0]
    assert ref.turn == 1 and ref.path == "src/composables/useOrderFilters.ts", ref
    from honing.grounding import vocab

    assert vocab.first("状态又变回全部了", "defect") and vocab.first("关键字也没了", "defect")
    assert not vocab.first("状态筛选加好了", "defect")


_LUNCH_OLD = "  def in_lunch_break?(slot)\n    false\n  end\n"
_LUNCH_NEW = "  def in_lunch_break?(slot)\n    return false unless @doctor.lunch_start\n\n    slot.start < at(13) && slot.finish > at(12)\n  end\n"
_LOOP_OLD = ("  def candidate_slots\n    cursor = opening_at\n    out = []\n    while cursor + duration <= closing_at\n"
             "      out << Slot.new(cursor, cursor + duration)\n      cursor += duration\n    end\n    out\n  end\n")
_LOOP_NEW = ("  def candidate_slots\n    (opening_at.to_i...closing_at.to_i).step(duration.to_i).map do |t|\n"
             "      start = Time.at(t).in_time_zone(zone)\n      Slot.new(start, start + duration)\n    end\n  end\n")
_FINDER = ("class SlotFinder\n  Slot = Struct.new(:start, :finish)\n\n  def initialize(doctor, date)\n    @doctor = doctor\n"
           "    @date = date\n  end\n\n  def available_slots\n    candidate_slots.reject { |slot| in_lunch_break?(slot) }\n  end\n\n"
           + "".join(f"  # note {n}\n" for n in range(13, 30)) + "  private\n\n" + _LUNCH_NEW + "\n" + _LOOP_NEW
           + "\n  def zone\n    @doctor.clinic.zone\n  end\n" + "".join(f"  # tail {n}\n" for n in range(50, 62)) + "end\n")
_SLOTS_CONTROLLER = ("class SlotsController < ApplicationController\n  def index\n"
                     "    render json: { doctor_name: doctor.name, time_zone: doctor.clinic.time_zone, slots: slots }\n  end\n"
                     + "".join(f"  # note {n}\n" for n in range(5, 34)) + "end\n")


def test_an_example_named_in_full_fails_since_the_edit_that_changed_what_it_describes(tmp_path: Path) -> None:
    """RSpec's full example name pasted as failing on CI ("SlotFinder#available_slots does not
    return a slot that ends after closing time"), after the agent rewrote the slot loop in one turn
    and touched a controller in the next: the rewritten method, not the class the name opens with
    nor the last edit (dev40 c05)."""
    step = _FINDER.split("\n").index("    (opening_at.to_i...closing_at.to_i).step(duration.to_i).map do |t|") + 1
    def edit(cid: str, path: str, old: str, new: str) -> dict[str, object]:
        return _call(cid, "edit", {"file_path": path, "old_string": old, "new_string": new})
    session = [
        {"role": "user", "content": "SlotFinder 加个午休：lunch_start / lunch_end，午休时间段不出号"},
        {"role": "assistant", "content": None, "tool_calls": [edit("e1", "app/services/slot_finder.rb", _LUNCH_OLD, _LUNCH_NEW),
                                                              _call("r1", "run", {"command": "bundle exec rspec spec/services/slot_finder_spec.rb"})]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "tool", "tool_call_id": "r1", "content": ".......\n\nFinished in 0.4 seconds\n7 examples, 0 failures"},
        {"role": "assistant", "content": "加好了，`in_lunch_break?` 跳过午休时段，slot_finder_spec 全部通过（7 个）。"},
        {"role": "user", "content": "服务器是 UTC，号源时间差了 8 小时"},
        {"role": "assistant", "content": None, "tool_calls": [edit("e2", "app/services/slot_finder.rb", _LOOP_OLD, _LOOP_NEW),
                                                              _call("r2", "run", {"command": "bundle exec rspec spec/services/slot_finder_spec.rb:70"})]},
        {"role": "tool", "tool_call_id": "e2", "content": "ok"},
        {"role": "tool", "tool_call_id": "r2", "content": ".\n\n1 example, 0 failures"},
        {"role": "assistant", "content": "改成按诊所时区生成时间，`candidate_slots` 也顺手改成了 step 写法。时区的用例通过。"},
        {"role": "user", "content": "slots 接口返回里顺便加上 doctor_name 和 time_zone"},
        {"role": "assistant", "content": None, "tool_calls": [edit(
            "e3", "app/controllers/slots_controller.rb", "    render json: { slots: slots }\n",
            "    render json: { doctor_name: doctor.name, time_zone: doctor.clinic.time_zone, slots: slots }\n")]},
        {"role": "tool", "tool_call_id": "e3", "content": "ok"},
        {"role": "assistant", "content": "`SlotsController#index` 现在返回 `doctor_name` 和 `time_zone`。"}]
    project = write(tmp_path, {"app/services/slot_finder.rb": _FINDER, "app/controllers/slots_controller.rb": _SLOTS_CONTROLLER})
    sentence = "CI 挂了一个：SlotFinder#available_slots does not return a slot that ends after closing time 帮我看看咋回事"
    ref = honing.ground(sentence, session, cwd=project, turns=3).references[0]
    assert ref.resolved and ref.path == "app/services/slot_finder.rb" and ref.turn == 2, ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= step <= ref.end_line < 60, ref


def test_the_full_name_of_an_example() -> None:
    from honing.grounding.failing import _EXAMPLE

    assert _EXAMPLE.findall("CI 挂了：SlotFinder#available_slots does not return a slot that ends after closing time 看看") == [
        "SlotFinder#available_slots does not return a slot that ends after closing time"]
    assert _EXAMPLE.findall("Invoice.overdue returns invoices past their due date")
    assert not _EXAMPLE.findall("call Foo.bar and then it works fine ok")
    assert not _EXAMPLE.findall("see app/models/Order#total for the bug")


# --- found by the review of this round ---------------------------------------------------------

def test_test_was_right_needs_the_user_to_overrule_and_not_to_approve() -> None:
    from honing.grounding import vocab

    for said in ("that's wrong. revert the test and fix the implementation", "please revert the test.",
                 "revert the test changes"):
        assert vocab.first(said, "test_was_right"), said
    for said in ("the test is fine now, thanks", "make sure the test is correct before merging", "测试没问题了，谢谢",
                 "用例没问题，继续下一个", "テストは正しく通りました", "期待値を変えるのはOKです", "テストは合ってる？",
                 "great, the updated spec is fine. now bump that threshold to 60 EUR", "测试是对的吗？"):
        assert not vocab.first(said, "test_was_right"), said


def test_a_duration_is_no_clearing_and_a_word_run_on_is_no_loss() -> None:
    from honing.grounding import vocab
    from honing.grounding.prose import _cleared
    from honing.sessions.model import Turn

    assert "loadOrders" not in _cleared(Turn(index=1, user="", assistant="`loadOrders` already takes 30 seconds on its own."))
    assert not vocab.first("我也没了解过这个库", "defect")


def test_a_changed_expectation_at_the_end_of_a_sentence_is_still_a_value() -> None:
    from honing.grounding.missed import _VALUE

    assert _VALUE.findall("The spec now expects 1600.") == ["1600"]
    assert _VALUE.findall("expected 1500, got 1600. Price 19.99.") == ["1500", "1600", "19.99"]


def test_the_code_a_turned_down_fix_wrote_counts_less_only_in_the_files_it_wrote(tmp_path: Path) -> None:
    from honing.grounding import candidates, discounts, places
    from honing.grounding.project import Project

    numbers = ("package invoice\n\nfunc Next(db *DB, company int) (string, error) {\n\tlast, err := db.MaxSequence(company)\n"
               "\tif err != nil {\n\t\treturn \"\", err\n\t}\n\treturn format(last + 1), nil\n}\n")
    job = ("package invoice\n\nfunc Issue(db *DB, inv *Invoice) error {\n\tn, err := Next(db, inv.Company)\n"
           "\tif err != nil {\n\t\treturn err\n\t}\n\tinv.Number = n\n\tif err != nil {\n\t\treturn err\n\t}\n"
           "\treturn db.Save(inv)\n}\n")
    project = Project.open(write(tmp_path, {"numbers.go": numbers, "job.go": job}))
    changes = [(1, "job.go", "\tinv.Number = n\n\treturn db.Save(inv)\n",
                "\tinv.Number = n\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn db.Save(inv)\n")]
    found = [places.Candidate("numbers.go", 3, 9, None, [places.Vote(3.0, "named", 3, 1)]),
             places.Candidate("job.go", 3, 13, None, [places.Vote(3.0, "named", 3, 1)])]
    discounts.overruled(project, found, candidates.Candidate(1, "", "", (), True), changes, None)
    weights = {f.path: f.weight for f in found}
    assert weights["numbers.go"] == 3.0 and abs(weights["job.go"] - 1.0) < 1e-9, weights


def test_the_closing_rule_reads_crlf_text_and_keeps_an_items_own_fix_bullets() -> None:
    from honing.grounding.items import list_items

    crlf = _TWO_CAUSES.replace("\n", "\r\n")
    spans = list_items(crlf)
    assert len(spans) == 2 and "最快的是" not in crlf[spans[1][0]:spans[1][1]]
    reply = ("Two possible causes:\n\n**1. The signal fires twice**\n- `queue_confirmation` (orders/signals.py:19) "
             "runs on every save.\n\nFix:\n- guard on `confirmation_sent_at` in orders/signals.py:20\n\n"
             "**2. The task is redelivered**\n- `CELERY_TASK_ACKS_LATE = True` (config/settings.py:64).\n\n"
             "Fix:\n- make `send_confirmation` idempotent in orders/tasks.py:5\n\nTell me which one to do.")
    spans = list_items(reply)
    assert len(spans) == 2
    assert "orders/tasks.py:5" in reply[spans[1][0]:spans[1][1]] and "Tell me" not in reply[spans[1][0]:spans[1][1]]


def test_another_problem_reported_is_no_pick_of_the_remaining_finding(tmp_path: Path) -> None:
    """"another problem: every login now takes ten seconds" reports something new; it does not
    ask for the finding no later message took up, as 「另一个问题也修了吧」 does."""
    from honing.grounding import load_transcript, resolve

    session = [
        {"role": "user", "content": "两个投诉，你看下 PointsService 和 TierCalculator"},
        {"role": "assistant", "content": (
            "两个问题都找到了：\n\n**1. 过期多扣（`PointsService.expireOld`，src/points/PointsService.kt:22）**\n\n"
            "过期的是 `entry.points` 而不是 `entry.remaining`。\n\n"
            "**2. 刚好 5000 还是银卡（`TierCalculator.tierFor`，src/tier/TierCalculator.kt:13）**\n\n"
            "```kotlin\npointsLastYear > GOLD_THRESHOLD -> Tier.GOLD\n```\n\n用的是 `>`。")},
        {"role": "user", "content": "tier 那个先改"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", {
            "file_path": "src/tier/TierCalculator.kt", "old_string": "        pointsLastYear > GOLD_THRESHOLD -> Tier.GOLD\n",
            "new_string": "        pointsLastYear >= GOLD_THRESHOLD -> Tier.GOLD\n"})]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "改好了：`tierFor` 用 `>=`。"}]
    turns = load_transcript(session, cwd=tmp_path).turns
    taken = resolve.plan("另一个问题也修了吧", turns, None)
    assert "no later message took up" in taken.reason, taken.reason
    new = resolve.plan("another problem: every login now takes ten seconds after the deploy", turns, None)
    assert "no later message took up" not in new.reason, new.reason


def test_the_instruction_for_an_overruled_test_says_the_expectation_goes_back(tmp_path: Path) -> None:
    """Tried as a user: the place was right, but "Done when" was a generic paraphrase. After "the
    spec was right, fix the code" the instruction says the changed expectation in the spec is
    restored and passes, naming the spec as the project does."""
    later = [{"role": "user", "content": "ok thx"}, {"role": "assistant", "content": "You're welcome."}]
    project = write(tmp_path, {"app/models/order.rb": _ORDER, "spec/models/order_spec.rb": _SPEC})
    result = honing.ground("the spec was right, fix the code", _vat_session(later), cwd=project, turns=2)
    done = [line for line in result.text.splitlines() if line.startswith("- Done when:")]
    assert done and "spec/models/order_spec.rb is restored" in done[0] and "[source: turn 1]" in done[0], result.text
    assert result.audit.unsourced == 0
