"""Grounding behaviours found on the twenty-first development set (bench/ground_cases_dev21):
the thing noticed in passing in the first turn, taken up as "the one I mentioned first", and
a reply that blames the test itself."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit

_REPOSITORY = """package jp.kaede.shopadmin.order;

public interface OrderRepository extends JpaRepository<Order, Long> {

    @Query("select new MonthlySales(count(o), coalesce(sum(o.totalAmount), 0)) from Order o where o.shopId = :shopId")
    MonthlySales summarizeSales(@Param("shopId") long shopId);

    @Query("select count(o) from Order o where o.status = 'PENDING' or o.status = 'PROCESSING' and o.shopId = :shopId")
    long countOpenOrders(@Param("shopId") long shopId);
}
"""


def test_the_thing_noticed_in_the_first_turn_is_what_i_mentioned_first(tmp_path: Path) -> None:
    """Turn 1 adds a feature and notes in passing (「ついでに1つ気づいた点です」) that
    `countOpenOrders` has AND/OR precedence wrong; turns later, 「やっぱ最初に言ってた優先順位の
    やつもこのPRで直しちゃって」 takes it up, though the sentence's words are not the reply's
    (dev21 b05)."""
    root = write(tmp_path, {"src/main/java/jp/kaede/shopadmin/order/OrderRepository.java": _REPOSITORY,
                            "src/main/resources/db/migration/V13__orders_index.sql": "CREATE INDEX idx_orders_shop ON orders (shop_id);\n"})
    aside = ("追加しました。`OrderRepository.summarizeSales` を足しています。\n\n"
             "ついでに1つ気づいた点です。`OrderRepository.countOpenOrders`（8行目）の JPQL が\n\n```\n"
             "o.status = 'PENDING' or o.status = 'PROCESSING' and o.shopId = :shopId\n```\n\n"
             "になっていて、AND が OR より先に評価されるので全店舗の PENDING を数えてしまうバグがあります。"
             "括弧で囲めば直ります。今回のPRで一緒に直しますか？")
    messages = ([{"role": "user", "content": "店舗ごとの月次売上サマリーのAPI追加したい"}]
                + _edit("e1", "src/main/java/jp/kaede/shopadmin/order/OrderRepository.java",
                        "public interface OrderRepository extends JpaRepository<Order, Long> {\n",
                        "public interface OrderRepository extends JpaRepository<Order, Long> {\n\n    @Query(\"select new "
                        "MonthlySales(count(o), coalesce(sum(o.totalAmount), 0)) from Order o where o.shopId = :shopId\")\n"
                        "    MonthlySales summarizeSales(@Param(\"shopId\") long shopId);\n")
                + [{"role": "assistant", "content": aside},
                   {"role": "user", "content": "それは別チケットで切るから今はいいや。Flywayのマイグレーションいる？"},
                   {"role": "assistant", "content": "あった方がいいです。`V13__orders_index.sql` を作りました。"},
                   {"role": "user", "content": "PRの説明文書いて"},
                   {"role": "assistant", "content": "## 概要\n月次売上サマリーAPIを追加します。"}])
    sentence = "あ、やっぱ最初に言ってた優先順位のやつもこのPRで直しちゃって。チケット切るのめんどい"
    ref = honing.ground(sentence, messages, cwd=root, turns=5).references[0]
    assert ref.resolved and ref.symbol == "countOpenOrders", ref
    assert ref.start_line == 8, ref  # from its @Query line


_SPEC = ("require \"rails_helper\"\n\nRSpec.describe Subscription do\n  describe \".due_for_renewal\" do\n"
         "    it \"includes today's\" do\n      sub = create(:subscription, current_period_end: Time.zone.today)\n"
         "      expect(Subscription.due_for_renewal).to include(sub)\n    end\n\n"
         "    it \"excludes tomorrow's\" do\n      sub = create(:subscription, current_period_end: Date.today + 1)\n"
         "      expect(Subscription.due_for_renewal).not_to include(sub)\n    end\n  end\nend\n")
_CI = ("name: ci\non:\n  schedule:\n    - cron: \"0 18 * * *\"\n  push:\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
       "    steps:\n      - run: bundle exec rspec\n")


def test_a_reply_that_blames_the_test_itself_places_the_test(tmp_path: Path) -> None:
    """「原因はテスト側です。`spec/models/subscription_spec.rb` の 11行目だけ `Date.today + 1`」:
    the spec weighs like code, and is no longer outvoted by the CI schedule the reply also
    quotes (dev21 b07)."""
    root = write(tmp_path, {"spec/models/subscription_spec.rb": _SPEC, ".github/workflows/ci.yml": _CI})
    reply = ("原因はテスト側です。`spec/models/subscription_spec.rb` の 11行目だけ `Date.today + 1` を使っています。\n\n"
             "nightly は `cron: \"0 18 * * *\"`（JST 3:00）なので毎回この時間帯に入ります。"
             "`runs-on: ubuntu-latest` は UTC です。\n\n直し方は 11行目を `Time.zone.today + 1` にするだけです。spec 側を直しますか？")
    failure = ("subscription_spec がCIでたまに落ちる。nightlyのやつでよく落ちてる\n\n  1) Subscription.due_for_renewal "
               "excludes tomorrow's\n     Failure/Error: expect(Subscription.due_for_renewal).not_to include(sub)\n"
               "     # ./spec/models/subscription_spec.rb:12:in `block (3 levels) in <top (required)>'")
    messages = [{"role": "user", "content": failure},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "Date.today ほかでも使ってる？"},
                {"role": "assistant", "content": "`db/seeds.rb` だけです。そちらは問題ありません。"}]
    ref = honing.ground("おけ。じゃあ最初に言ってたflakyなやつも直しといて", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "spec/models/subscription_spec.rb", ref


_EXPIRY_SERVICE = """namespace Shop.Orders;

public class OrderExpiryService
{
    private readonly TimeProvider _time;

    public bool IsExpired(Order order)
    {
        return _time.GetUtcNow().UtcDateTime - order.CreatedAt > Ttl;
    }

    public int ExpireStale(IEnumerable<Order> orders)
    {
        var cutoff = DateTime.UtcNow - Ttl;
        return orders.Count(o => o.CreatedAt < cutoff);
    }
}
"""
_EXPIRY_TESTS = """namespace Shop.Orders.Tests;

public class OrderExpiryTests
{
    [Fact]
    public void Pending_order_is_not_expired_just_before_ttl()
    {
        var service = new OrderExpiryService(TimeProvider.System);
        var order = new Order { CreatedAt = DateTime.UtcNow - OrderExpiryService.Ttl + TimeSpan.FromMilliseconds(50) };
        Assert.False(service.IsExpired(order));
    }
}
"""


def test_leave_x_alone_keeps_x_out_and_the_fix_belongs_in_the_test(tmp_path: Path) -> None:
    """"ok, leave ExpireStale alone for now. fix the flaky one": the sentence keeps
    `ExpireStale` out (it no longer votes for it), and "The fix belongs in the test" lets
    the flaky test's file weigh like code (dev21 a05)."""
    root = write(tmp_path, {"src/Shop.Orders/OrderExpiryService.cs": _EXPIRY_SERVICE,
                            "tests/Shop.Orders.Tests/OrderExpiryTests.cs": _EXPIRY_TESTS})
    reply = ("The test races the real clock. In `Pending_order_is_not_expired_just_before_ttl` (line 9) the order is "
             "created at `DateTime.UtcNow - Ttl + 50ms` against `TimeProvider.System`.\n\nThe service is fine here: "
             "`IsExpired` uses the injected `TimeProvider`. The fix belongs in the test: use `FakeTimeProvider`.\n\n"
             "Unrelated, but I noticed it while reading: `ExpireStale` (line 14 of `OrderExpiryService.cs`) uses "
             "`DateTime.UtcNow` instead of `_time`.")
    messages = [{"role": "user", "content": "this one is flaky on CI, maybe 1 in 10 runs\n\n  Failed Shop.Orders.Tests."
                                            "OrderExpiryTests.Pending_order_is_not_expired_just_before_ttl [112 ms]"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "is the ExpireStale thing an actual prod bug or just a testing annoyance"},
                {"role": "assistant", "content": "Just a testing annoyance today: `ExpireStale` reads the same clock in "
                                                 "production."}]
    ref = honing.ground("ok, leave ExpireStale alone for now. fix the flaky one", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "tests/Shop.Orders.Tests/OrderExpiryTests.cs", ref


_CALCULATOR = """package com.xhcloud.order.service;

public class PriceCalculator {
    public PriceResult calculate(OrderDraft draft) {
        BigDecimal goods = sumGoods(draft.getItems());
        BigDecimal shipping = goods.compareTo(FREE_SHIPPING) >= 0 ? BigDecimal.ZERO : SHIPPING_FEE;
        BigDecimal payableGoods = draft.isVip() ? goods.multiply(VIP_RATE) : goods;
        BigDecimal total = payableGoods.subtract(couponOff(draft, payableGoods));
        return new PriceResult(payableGoods, shipping, total.setScale(2, RoundingMode.HALF_UP));
    }
}
"""


def test_a_junit4_test_failing_after_the_edits_is_not_blamed_on_a_later_edit_that_only_wrote_tests(tmp_path: Path) -> None:
    """`OrderServiceTest.testTotalWithShipping` (JUnit 4's `testXxx`) fails after the agent
    rewrote `calculate` and then only added tests to another class: the rewrite, not the
    new tests, is the place (dev21 c02)."""
    root = write(tmp_path, {"src/main/java/com/xhcloud/order/service/PriceCalculator.java": _CALCULATOR,
                            "src/test/java/com/xhcloud/order/service/PriceCalculatorTest.java":
                                "class PriceCalculatorTest {\n    @Test\n    void vipGetsFivePercentOffGoods() {\n"
                                "        assertEquals(new BigDecimal(\"190.00\"), calc.calculate(vipDraft(200)).total());\n"
                                "    }\n}\n"})
    body = _CALCULATOR.split("    public PriceResult calculate(OrderDraft draft) {\n", 1)[1].split("    }\n}\n")[0]
    messages = ([{"role": "user", "content": "会员价需求：vip用户商品金额打95折，运费不打折"}]
                + _edit("e1", "src/main/java/com/xhcloud/order/service/PriceCalculator.java",
                        "        return total(draft);\n", body)
                + [{"role": "assistant", "content": "改好了，`PriceCalculator.calculate` 现在按 VIP 打折。"},
                   {"role": "user", "content": "补一下 跑下"}]
                + _edit("e2", "src/test/java/com/xhcloud/order/service/PriceCalculatorTest.java",
                        "class PriceCalculatorTest {\n",
                        "class PriceCalculatorTest {\n    @Test\n    void vipGetsFivePercentOffGoods() {\n"
                        "        assertEquals(new BigDecimal(\"190.00\"), calc.calculate(vipDraft(200)).total());\n    }\n")
                + [{"role": "assistant", "content": "加了用例，`mvn -q test -Dtest=PriceCalculatorTest` 全过。"},
                   {"role": "user", "content": "顺便问下 BigDecimal 断言用 assertEquals 会不会有 scale 的坑"},
                   {"role": "assistant", "content": "会有。`BigDecimal.equals` 同时比较数值和 scale。如果想只比数值，有两种写法：\n\n"
                                                    "1. `assertEquals(0, expected.compareTo(actual))`\n"
                                                    "2. AssertJ：`assertThat(actual).isEqualByComparingTo(\"100\")`"}])
    sentence = "全量跑了下 OrderServiceTest.testTotalWithShipping 挂了 expected: <88.00> but was: <80.00> 帮我看下"
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path.endswith("PriceCalculator.java") and ref.symbol == "calculate", ref


_REPORTS = """<?php

class ReportRepository
{
    public function monthlyRevenue(int $year): array
    {
        return DB::select("SELECT MONTH(o.paid_at) AS month, SUM(o.total_cents) AS revenue_cents
            FROM orders o
            WHERE o.paid_at IS NOT NULL
              AND YEAR(o.paid_at) = ?
            GROUP BY MONTH(o.paid_at)", [$year]);
    }

    public function averageOrderValue(int $year): float
    {
        return Order::where('status', 'paid')->whereYear('paid_at', $year)->avg('total_cents');
    }
}
"""


def test_yes_change_it_takes_the_proposal_and_the_method_it_copies_is_no_place(tmp_path: Path) -> None:
    """"ok good, yes change it" after a follow-up question accepts the proposal of turn 1;
    "the same way `averageOrderValue()` does" names the model to copy, not the place (dev21
    a07)."""
    root = write(tmp_path, {"app/Repositories/ReportRepository.php": _REPORTS})
    reply = ("They're counted because `monthlyRevenue()` in `ReportRepository` never looks at the order status. Its only "
             "filters are:\n\n```sql\nWHERE o.paid_at IS NOT NULL\n  AND YEAR(o.paid_at) = ?\n```\n\nThe fix is to restrict "
             "the query to orders that are still paid, the same way `averageOrderValue()` does. Want me to make that change?")
    messages = [{"role": "user", "content": "/ask revenue for october includes the cancelled orders. why are they in there"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "/ask wait is the AOV number wrong too then?"},
                {"role": "assistant", "content": "No, `averageOrderValue()` already uses `->where('status', 'paid')`."}]
    ref = honing.ground("ok good, yes change it", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "monthlyRevenue", ref


_STOCK = "package handler\n\n" + "".join(f"// note {n}\n" for n in range(5)) + """func ListLowStock(w http.ResponseWriter, r *http.Request) {
\trows, err := db.QueryContext(r.Context(), lowStockSQL)
\tif err != nil {
\t\treturn
\t}
\tdefer rows.Close()
\tvar items []StockItem
\tfor rows.Next() {
\t\titems = append(items, scan(rows))
\t}
\twriteJSON(w, items)
}
"""


def test_a_plain_quote_beside_a_line_number_is_code_that_stands_on_that_line(tmp_path: Path) -> None:
    """「2. 0件のときレスポンスが `null` になる（14行目 `var items []StockItem`）… `writeJSON` に渡して
    いる」: the quote reads as a statement, so it is looked for (on line 14 of the files the
    turn read), and item 2 is that line, not `writeJSON` (dev21 b04)."""
    root = write(tmp_path, {"internal/handler/stock.go": _STOCK,
                            "internal/handler/respond.go": "package handler\n\nfunc writeJSON(w http.ResponseWriter, v any) {\n"
                                                           "\tjson.NewEncoder(w).Encode(v)\n}\n",
                            "cmd/api/main.go": "package main\n\nfunc main() {\n\tdb.SetMaxOpenConns(10)\n}\n"})
    listing = ("気になったのは2点です。\n\n1. **`rows.Close()` がない**（9行目の `QueryContext` の後）\n"
               "   コネクションがプールに返りません。\n\n2. **0件のときレスポンスが `null` になる**（14行目 `var items []StockItem`）\n"
               "   nil スライスのまま `writeJSON` に渡しているので body が `null` になります。")
    tools = [{"role": "assistant", "content": None, "tool_calls": [
        {"id": f"r{k}", "type": "function", "function": {"name": "Read", "arguments": f'{{"file_path": "{p}"}}'}}]}
        for k, p in enumerate(("internal/handler/stock.go", "cmd/api/main.go"))]
    results = [{"role": "tool", "tool_call_id": f"r{k}", "content": "…"} for k in range(2)]
    messages = ([{"role": "user", "content": "internal/handler/stock.go の ListLowStock、軽くレビューして"}]
                + [tools[0], results[0], tools[1], results[1]]
                + [{"role": "assistant", "content": listing},
                   {"role": "user", "content": "1だけ先に直して"},
                   {"role": "assistant", "content": "`defer rows.Close()` を追加しました。2つ目はまだ触っていません。"}])
    ref = honing.ground("おk、もう一個のほうもやっといて", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "internal/handler/stock.go", ref


def test_a_list_of_line_numbers_names_its_first_line_and_the_method_already_written_so_is_cleared() -> None:
    """「第 28、29 行在 `foreach` 里…」 names line 28; 「`GetByNoAsync` 里已经是这么写的」 names the
    model to copy, which clears it (dev21 c07)."""
    from honing.grounding import mentions, vocab
    lines = [m.line for m in mentions.find("第 28、29 行在 `foreach` 里每个发货单单独查一次") if m.kind == "line"]
    assert lines == [28]
    assert vocab.first("可以改成 `.Include(...)`（`GetByNoAsync` 里已经是这么写的）", "exonerate")


def test_fix_it_after_two_separate_defects_in_two_files_does_not_pick_one(tmp_path: Path) -> None:
    """The agent numbered two independent bugs, each in its own file, and recommended none;
    after a follow-up, "ok thx. fix it pls" does not say which, so neither is guessed (dev21
    a08). "fix the parentheses one" picks; 「只看代码没法判断…是哪一个」 is a reply that cannot tell
    (dev21 c08)."""
    root = write(tmp_path, {"src/import.rs": "pub fn read_statement(path: &str) -> Vec<Row> {\n    let reader = open(path);\n"
                                             "    reader.records().skip(1).map(row).collect()\n}\n",
                            "src/parse.rs": "pub fn parse_amount(s: &str) -> f64 {\n"
                                            "    s.trim_start_matches('(').trim_end_matches(')').parse().unwrap()\n}\n"})
    reply = ("That's two separate bugs adding up:\n\n1. **First transaction dropped**: `src/import.rs` line 3 skips the "
             "first data row, a bug since the reader already consumed the header.\n"
             "2. **Parenthesised debits become credits**: `src/parse.rs` line 2 in `parse_amount` drops the sign of "
             "`(89.40)`, which is wrong.\n\n26.75 + 803.84 = 830.59, exactly the difference.")
    messages = [{"role": "user", "content": "the october import doesn't match the bank"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "are both of those in every export or just this file?"},
                {"role": "assistant", "content": "The header row is in every export; the parentheses only on direct debits."}]
    ref = honing.ground("ok thx. fix it pls", messages, cwd=root).references[0]
    assert not ref.resolved and "does not say which" in ref.reason, ref
    picked = honing.ground("ok thx. fix the parenthesised debits one", messages, cwd=root).references[0]
    assert picked.resolved and picked.path == "src/parse.rs", picked
    from honing.grounding import vocab
    assert vocab.first("只看代码没法判断你们线上碰到的是哪一个。", "undecided")
    # 「原因在测试本身」 blames the test (dev21 c09)
    from honing.grounding.engine import _blames_test
    assert _blames_test("原因在测试本身，`SearchViewModelTest.kt` 的 `query is debounced then searched`：")
    assert not _blames_test("用例本身没问题，原因在测试本身之外。")


# the review of this round's change found these; each failed before its fix

_DATES = ("import datetime\n\n\ndef parse_date(text):\n    return datetime.datetime.strptime(text, \"%d/%m/%Y\")\n\n\n"
          "def format_date(value):\n    return value.strftime(\"%Y-%m-%d\")\n\n\n"
          "def parse_amount(text):\n    return float(text.replace(\",\", \"\"))\n")


def test_a_negated_leave_x_as_is_keeps_nothing_out(tmp_path: Path) -> None:
    root = write(tmp_path, {"app/dates.py": _DATES})
    reply = ("Two things in `app/dates.py`:\n\n- `parse_date` (line 5) assumes day-first `%d/%m/%Y`, so US dates are parsed "
             "wrong.\n- `parse_amount` (line 13) drops the comma, which breaks European amounts like `1,5`.\n\nWhich one "
             "should I fix?")
    messages = [{"role": "user", "content": "the import shows wrong dates and amounts, can you check app/dates.py"},
                {"role": "assistant", "content": reply}]
    for sentence in ("we can't leave parse_date as is, fix it", "don't leave parse_date as is, fix it please"):
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        assert ref.resolved and ref.symbol == "parse_date", (sentence, ref)


_PRICING = "def apply_discount(total, rate):\n    if total > 100:\n        return total - total * rate\n    return total\n"
_PRICING_TEST = ("from shop.pricing import apply_discount\n\n\ndef test_discount_at_threshold():\n"
                 "    assert apply_discount(100, 0.1) == 90\n")


def test_a_reply_that_clears_the_test_does_not_blame_it(tmp_path: Path) -> None:
    """「用例本身没问题」, 「テスト側の問題ではありません」, "I first thought the test is wrong, but …":
    the code under test is the place."""
    root = write(tmp_path, {"shop/pricing.py": _PRICING, "tests/test_pricing.py": _PRICING_TEST})
    replies = {
        "好，改吧": "失败的是 `tests/test_pricing.py` 第 5 行 `assert apply_discount(100, 0.1) == 90`。用例本身没问题，需求是满 100 "
                 "就打折。实现里用的是 `total > 100`，应该是 `>=`。要我改吗？",
        "お願い、直して": "落ちているのは `tests/test_pricing.py` の 5行目 `assert apply_discount(100, 0.1) == 90` です。テスト側の問題では"
                    "ありません。実装が `total > 100` になっているので、`>=` にすべきです。直しますか？",
        "ok fix it": "The failing assertion is `assert apply_discount(100, 0.1) == 90` in `tests/test_pricing.py` (line 5). I first "
                     "thought the test is wrong, but the spec says 100 qualifies. The code checks `total > 100`; it should be "
                     "`>=`. Want me to fix it?"}
    for sentence, reply in replies.items():
        messages = [{"role": "user", "content": "test_discount_at_threshold fails"}, {"role": "assistant", "content": reply}]
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        assert ref.resolved and ref.path == "shop/pricing.py", (sentence, ref)


def test_dark_mode_as_a_feature_is_no_complaint_about_looks(tmp_path: Path) -> None:
    vue = ("<template>\n  <label class=\"switch\">\n    <input class=\"toggle\" type=\"checkbox\" :checked=\"dark\" "
           "@change=\"dark = !dark\">\n  </label>\n</template>\n\n<script setup>\nconst dark = ref(false)\n</script>\n\n"
           "<style scoped>\n.toggle {\n  width: 2rem;\n}\n</style>\n")
    root = write(tmp_path, {"src/components/ThemeSwitch.vue": vue})
    reply = ("The checkbox on line 3 of `src/components/ThemeSwitch.vue` (`@change=\"dark = !dark\"`) only flips a local ref; "
             "nothing writes the choice to `localStorage`. Want me to persist it?")
    messages = [{"role": "user", "content": "after a reload the theme switch forgets my choice"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground("yes, make the dark mode setting survive a reload", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol != ".toggle" and ref.start_line is not None and ref.start_line <= 3, ref


def test_a_fixture_edit_can_break_a_test(tmp_path: Path) -> None:
    """A conftest fixture is test code that other tests use: an edit of it may be what broke
    one, unlike an edit that only adds test cases."""
    model = ("class User(Base):\n    id = Column(Integer, primary_key=True)\n    name = Column(String)\n"
             "    nickname = Column(String)\n    role = Column(String)\n")
    conftest = ("import pytest\n\nfrom app.models import User\n\n\n@pytest.fixture\ndef viewer():\n"
                "    return User(name=\"val\", role=\"editor\")\n")
    root = write(tmp_path, {"app/models.py": model, "tests/conftest.py": conftest,
                            "tests/test_posts.py": "def test_viewer_cannot_delete_post(client, viewer, post):\n"
                                                   "    assert client.as_user(viewer).delete('/p').status_code == 403\n"})
    messages = ([{"role": "user", "content": "add a nickname column to User"}]
                + _edit("e1", "app/models.py", "    name = Column(String)\n", "    name = Column(String)\n    nickname = Column(String)\n")
                + [{"role": "assistant", "content": "Added `nickname` to `User`."},
                   {"role": "user", "content": "the viewer fixture should be able to edit drafts, give it the editor role"}]
                + _edit("e2", "tests/conftest.py", "def viewer():\n    return User(name=\"val\", role=\"viewer\")\n",
                        "def viewer():\n    return User(name=\"val\", role=\"editor\")\n")
                + [{"role": "assistant", "content": "Done, the `viewer` fixture now has the editor role."}])
    ref = honing.ground("test_viewer_cannot_delete_post fails now, fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "tests/conftest.py", ref


def test_a_hold_takes_only_the_number_it_holds_and_a_nested_rule_is_found_whole(tmp_path: Path) -> None:
    from honing.grounding import remaining, styled
    from honing.grounding.places import Candidate, Vote
    from honing.grounding.project import Project
    from honing.sessions.model import Turn
    listing = "気になったのは2点です。\n\n1. `rows.Close()` がない。\n2. 0件のとき `null` になる。\n"
    turns = [Turn(1, "レビューして", listing, ()), Turn(2, "1は先に直して、2は一旦保留で", "直しました。", ())]
    assert remaining._taken_up(turns, turns[0], listing, remaining.numbered_items(listing)) == {1}
    card = ("<template>\n  <div class=\"card\">{{ text }}</div>\n</template>\n\n<style lang=\"scss\">\n.card {\n"
            "  .title { font-weight: bold; }\n  color: #222;\n  background: #111;\n}\n</style>\n")
    write(tmp_path, {"Card.vue": card})
    found = styled.styled_rule(Project(tmp_path), Candidate("Card.vue", 2, 2, None, [Vote(1.0, "x", 2, 1)]),
                               "the card text is unreadable on the dark page")
    assert found is not None and (found.start_line, found.end_line) == (6, 10), found


def test_a_hypothesis_the_agent_asked_to_check_is_settled_by_what_the_answer_showed(tmp_path: Path) -> None:
    """Turn 1 suspects the queue's retry_after and asks 「…確認してもらえますか？」; turn 2, from the
    user's answer, concludes the cause is a production variable and 「コードの修正は不要です」; a
    follow-up about other jobs changes nothing: 「じゃあそれ直しといて」 is unresolved, not the
    job turn 1 suspected (dev21 b08)."""
    root = write(tmp_path, {"app/Jobs/SendOrderConfirmationMail.php": "<?php\n\nclass SendOrderConfirmationMail\n{\n"
                                                                       "    public $timeout = 120;\n}\n",
                            "config/queue.php": "<?php\n\nreturn [\n    'retry_after' => env('REDIS_QUEUE_RETRY_AFTER', 300),\n];\n"})
    first = ("原因は `app/Jobs/SendOrderConfirmationMail.php` の再実行だと思います。PDF 生成が重いので、`retry_after` を"
             "超えると2本目が走ります。`config/queue.php` 4行目 `retry_after` のデフォルトは `300` です。本番で "
             "`REDIS_QUEUE_RETRY_AFTER` が入っていないか確認してもらえますか？")
    second = ("確定ですね。原因は本番の環境変数 `REDIS_QUEUE_RETRY_AFTER=60` です。リポジトリ側は正しいので、コードの修正は不要です。"
              "Forge の Environment からその行を削除してください。")
    messages = [{"role": "user", "content": "注文確認メールが2通届くことがある。キュー周り見てほしい"},
                {"role": "assistant", "content": first},
                {"role": "user", "content": "本番で見たら60だった。Forge の Environment に REDIS_QUEUE_RETRY_AFTER=60 って入ってる"},
                {"role": "assistant", "content": second},
                {"role": "user", "content": "ほかのジョブも同じ影響受けてた？"},
                {"role": "assistant", "content": "ほかのジョブは影響なしです。どれも 60 秒以内に終わります。"}]
    ref = honing.ground("りょ。じゃあそれ直しといて", messages, cwd=root).references[0]
    assert not ref.resolved, ref


_POINTS = ("LEVELS = [(1000, \"gold\"), (300, \"silver\"), (0, \"bronze\")]\n\n\n"
           "def level_name(points):\n    for threshold, name in LEVELS:\n        if points >= threshold:\n"
           "            return name\n")
_MEMBERS = ("from app.services.points import level_name\n\n\n@bp.get(\"/members/<int:member_id>\")\ndef member_summary(member_id):\n"
            "    member = Member.query.get(member_id)\n    return {\"level\": level_name(member.total_points)}\n")


def test_approval_takes_the_newest_proposal_though_an_older_turn_reports_the_defect(tmp_path: Path) -> None:
    """Turn 1 reports the TypeError through the route's frames and suggests a guard; turn 2,
    after the user explains the NULLs, proposes the change in `level_name` and asks 「要我把
    `level_name` 改了吗？」: 「改吧」 approves that newest proposal (dev21 c01)."""
    root = write(tmp_path, {"app/services/points.py": _POINTS, "app/routes/members.py": _MEMBERS})
    first = ("`member_summary`（`app/routes/members.py` 第 7 行）把 `total_points` 传给 `level_name`，它是 NULL 时比较就报 "
             "`TypeError`。建议先弄清楚 NULL 是哪来的。")
    second = ("明白，那就是历史数据。建议这样改：在 `level_name` 开头把 `None` 当 0 处理（`app/services/points.py` 第 6 行那个比较之前）："
              "`points = points or 0`。路由那边不用动。要我把 `level_name` 改了吗？")
    messages = [{"role": "user", "content": "staging 报错了\nTypeError: '>=' not supported between instances of 'NoneType' and 'int'"},
                {"role": "assistant", "content": first},
                {"role": "user", "content": "老系统迁过来的 那批会员之前没积分字段 所以是null"},
                {"role": "assistant", "content": second}]
    ref = honing.ground("改吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "level_name", ref


def test_words_of_the_closing_request_choose_no_cause(tmp_path: Path) -> None:
    """Two panics the agent cannot tell apart 「没有…完整的 panic 信息，我没法判断财务那次是哪一个」;
    「财务那边拿不到完整日志了。会崩的那个先修一下吧」 repeats words of that closing request (财务,
    完整), which choose no cause (dev19 c08, a guess before)."""
    root = write(tmp_path, {"src/import.rs": "fn parse_row(line: &str) -> Row {\n    let cols: Vec<&str> = line.split(';').collect();\n"
                                             "    Row { date: cols[0], amount: parse_amount(cols[2]) }\n}\n\n"
                                             "fn parse_amount(s: &str) -> i64 {\n    let frac = &s[s.len() - 2..];\n"
                                             "    frac.parse().unwrap()\n}\n"})
    reply = ("`src/import.rs` 里有两处会直接 panic：\n\n1. `parse_row` 第 3 行：`cols[2]` 直接按下标取，列数不够就会 panic。\n"
             "2. `parse_amount` 第 7 行：按字节切 `[s.len() - 2..]`，非 ASCII 字符会落在字符中间 panic。\n\n"
             "没有样本文件和完整的 panic 信息，我没法判断财务那次是哪一个。")
    messages = [{"role": "user", "content": "财务那边说导入银行流水的时候程序直接崩了。你看看 src/import.rs 哪里会 panic"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground("财务那边拿不到完整日志了。会崩的那个先修一下吧", messages, cwd=root).references[0]
    assert not ref.resolved, ref
    picked = honing.ground("按字节切的那个先修一下吧", messages, cwd=root).references[0]
    assert picked.resolved and picked.symbol == "parse_amount", picked


def test_an_angular_spec_file_failing_after_the_edit_points_at_the_edit(tmp_path: Path) -> None:
    """Karma's failure names `src/app/shared/pipes/price-format.pipe.spec.ts:21` after the agent
    rewrote `PriceFormatPipe`: the dotted, hyphenated spec name is a test file failing now, and
    the agent's edit is the place, not the spec's example (dev21 b02)."""
    from honing.grounding.failing import _SPEC_FILE
    assert _SPEC_FILE.search("at UserContext.apply (src/app/shared/pipes/price-format.pipe.spec.ts:21:35)")
    pipe = ("@Pipe({ name: 'priceFormat' })\nexport class PriceFormatPipe implements PipeTransform {\n"
            "  transform(value: number, currency = 'JPY'): string {\n    const formatted = new Intl.NumberFormat('ja-JP', "
            "{ style: 'currency', currency }).format(value);\n    return (value < 0 ? '-' : '') + formatted;\n  }\n}\n")
    spec = ("describe('PriceFormatPipe', () => {\n  const pipe = new PriceFormatPipe();\n"
            "  it('should format negative amounts with a minus sign', () => {\n"
            "    expect(pipe.transform(-1200)).toBe('-¥1,200');\n  });\n});\n")
    root = write(tmp_path, {"src/app/shared/pipes/price-format.pipe.ts": pipe,
                            "src/app/shared/pipes/price-format.pipe.spec.ts": spec})
    messages = ([{"role": "user", "content": "PriceFormatPipe を Intl.NumberFormat ベースにして、通貨も渡せるようにして"}]
                + _edit("e1", "src/app/shared/pipes/price-format.pipe.ts",
                        "  transform(value: number): string {\n    return '¥' + value.toLocaleString();\n",
                        "  transform(value: number, currency = 'JPY'): string {\n    const formatted = new Intl.NumberFormat("
                        "'ja-JP', { style: 'currency', currency }).format(value);\n"
                        "    return (value < 0 ? '-' : '') + formatted;\n")
                + [{"role": "assistant", "content": "書き換えました。`tsc --noEmit` は通っています。"}])
    sentence = ("CI落ちた\n\nChrome Headless 131.0.0.0 (Linux x86_64) PriceFormatPipe should format negative amounts with a minus "
                "sign FAILED\n\tExpected '--¥1,200' to be '-¥1,200'.\n\t    at UserContext.apply "
                "(src/app/shared/pipes/price-format.pipe.spec.ts:4:35)\n\nこれ直して")
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/app/shared/pipes/price-format.pipe.ts", ref


# the second review of this round found these; each failed before its fix

def _two_findings(tmp_path: Path, closing: str = "26.75 + 803.84 = 830.59, exactly the difference.",
                  later: tuple[dict[str, str], ...] = ()) -> tuple[Path, list[dict[str, str]]]:
    root = write(tmp_path, {"src/import.rs": "pub fn read_statement(path: &str) -> Vec<Row> {\n    let reader = open(path);\n"
                                             "    reader.records().skip(1).map(row).collect()\n}\n",
                            "src/parse.rs": "pub fn parse_amount(s: &str) -> f64 {\n"
                                            "    s.trim_start_matches('(').trim_end_matches(')').parse().unwrap()\n}\n"})
    reply = ("That's two separate bugs adding up:\n\n1. **First transaction dropped**: `src/import.rs` line 3 skips the first "
             "data row, a bug since the reader already consumed the header.\n2. **Parenthesised debits become credits**: "
             "`src/parse.rs` line 2 in `parse_amount` drops the sign of `(89.40)`, which is wrong.\n\n" + closing)
    return root, [{"role": "user", "content": "the october import doesn't match the bank"},
                  {"role": "assistant", "content": reply}, *later]


def test_two_findings_still_resolve_when_the_sentence_means_all_of_them_a_position_or_a_later_recommendation(
        tmp_path: Path) -> None:
    root, messages = _two_findings(tmp_path)
    for sentence in ("fix them", "fix everything", "全部改一下", "まとめて直して", "fix the latter", "后面那个改一下"):
        assert honing.ground(sentence, messages, cwd=root).references[0].resolved, sentence
    # words of the closing line choose nothing
    assert not honing.ground("ok thanks, fix it. exactly what i needed", messages, cwd=root).references[0].resolved
    root, recommended = _two_findings(tmp_path, later=(
        {"role": "user", "content": "which one is worse?"},
        {"role": "assistant", "content": "`read_statement` in `src/import.rs` is worse. I'd fix `read_statement` first."}))
    ref = honing.ground("go ahead", recommended, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/import.rs", ref


def test_test_blame_is_read_near_its_phrase_and_a_hedge_cancels_it() -> None:
    from honing.grounding.engine import _blames_test
    assert _blames_test("The test is wrong: the spec says only orders above 100 get the discount, it doesn't match.")
    assert _blames_test("原因在测试本身：它没有 mock 时间")
    assert not _blames_test("I doubt the test is wrong.")
    assert not _blames_test("テスト側の問題とは考えにくいです。")


def test_a_later_list_of_requests_is_not_the_list_of_causes(tmp_path: Path) -> None:
    root = write(tmp_path, {"src/import.rs": "fn parse_row(line: &str) -> Row {\n    let cols: Vec<&str> = line.split(';').collect();\n"
                                             "    Row { date: cols[0], amount: parse_amount(cols[2]) }\n}\n\n"
                                             "fn parse_amount(s: &str) -> i64 {\n    let frac = &s[s.len() - 2..];\n"
                                             "    frac.parse().unwrap()\n}\n"})
    reply = ("两处会直接 panic：\n\n1. `parse_row` 第 3 行：`cols[2]` 直接按下标取，列数不够就会 panic。\n"
             "2. `parse_amount` 第 7 行：按字节切 `[s.len() - 2..]`，非 ASCII 字符会落在字符中间 panic。\n\n"
             "我没法判断财务那次是哪一个。要确认的话，麻烦：\n\n1. 把出问题的文件发我\n2. 把完整的 panic 信息贴一下")
    messages = [{"role": "user", "content": "src/import.rs 哪里会 panic"}, {"role": "assistant", "content": reply}]
    ref = honing.ground("按字节切的那个先修一下吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "parse_amount", ref


def test_a_reply_that_found_and_proposed_is_not_settled_by_its_request_to_confirm(tmp_path: Path) -> None:
    root = write(tmp_path, {"app/pricing.py": "def total(items):\n    s = 0\n    for i in items:\n        s += i.price\n"
                                              "    return round(s, 1)\n", "settings.py": "CURRENCY = 'EUR'\n"})
    first = ("Found it: `total` in `app/pricing.py` line 5 rounds to one decimal, which is the bug. I'd change it to "
             "`round(s, 2)`. Can you confirm the broken invoice had a total like 12.35? Want me to make the change?")
    messages = [{"role": "user", "content": "invoice totals are wrong by a cent sometimes, there's a bug somewhere"},
                {"role": "assistant", "content": first},
                {"role": "user", "content": "yes 12.35 shown as 12.4. where is the currency configured btw?"},
                {"role": "assistant", "content": "In `settings.py` via an env var; nothing to change in the code for that."}]
    ref = honing.ground("ok go ahead", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "total", ref


def test_a_brace_in_a_string_does_not_open_a_rule(tmp_path: Path) -> None:
    from honing.grounding import styled
    from honing.grounding.places import Candidate, Vote
    from honing.grounding.project import Project
    card = ("<template>\n  <div class=\"card\">{{ text }}</div>\n</template>\n\n<style>\n.card {\n  content: \"{\";\n"
            "  color: #222;\n}\n.other { color: red; }\n</style>\n")
    write(tmp_path, {"Card.vue": card})
    found = styled.styled_rule(Project(tmp_path), Candidate("Card.vue", 2, 2, None, [Vote(1.0, "x", 2, 1)]),
                               "the card text is unreadable")
    assert found is not None and (found.start_line, found.end_line) == (6, 9), found


def test_a_glitch_reported_in_passing_and_put_off_is_taken_up_by_its_word(tmp_path: Path) -> None:
    """"schedule it … btw the status pill … wraps onto two lines, looks broken. not now tho":
    the agent schedules the job and says 「On the pill, noted for later … `width: 64px`
    (`_status_pill.scss` line 2)」; later turns edit other files; "ok now the pill thing" is
    that rule (dev21 a06)."""
    root = write(tmp_path, {"app/assets/stylesheets/components/_status_pill.scss": ".status-pill {\n  width: 64px;\n"
                                                                                  "  white-space: normal;\n}\n",
                            "config/sidekiq_cron.yml": "shift_reminders:\n  cron: \"*/15 * * * *\"\n",
                            "app/models/shift.rb": "class Shift < ApplicationRecord\n  before_save :reset_reminder\nend\n"})
    messages = ([{"role": "user", "content": "schedule the reminder job every 15 min with sidekiq-cron. btw the status pill on "
                                             "the shifts list wraps onto two lines on my phone, looks broken. not now tho, "
                                             "finish the reminder first"}]
                + _edit("e1", "config/sidekiq_cron.yml", "", "shift_reminders:\n  cron: \"*/15 * * * *\"\n")
                + [{"role": "assistant", "content": "Scheduled: `shift_reminders` runs every 15 minutes "
                                                    "(`config/sidekiq_cron.yml`).\n\nOn the pill, noted for later. `.status-pill` "
                                                    "has a fixed `width: 64px` (`_status_pill.scss` line 2), too narrow for "
                                                    "\"Awaiting approval\". I'll leave it until you say."},
                   {"role": "user", "content": "reset the reminder when a shift is rescheduled"}]
                + _edit("e2", "app/models/shift.rb", "class Shift < ApplicationRecord\n",
                        "class Shift < ApplicationRecord\n  before_save :reset_reminder\n")
                + [{"role": "assistant", "content": "Added a `before_save` in `Shift`."}])
    ref = honing.ground("committed. ok now the pill thing", messages, cwd=root).references[0]
    assert ref.resolved and ref.path.endswith("_status_pill.scss"), ref
