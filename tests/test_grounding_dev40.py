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
