"""Grounding behaviours found on the twenty-sixth development set (bench/ground_cases_dev26):
a reply that lays out two places and closes asking which one the user saw, and a test the
sentence says is "still red"."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write


def test_two_places_and_a_closing_either_or_question_leave_gai_yixia_unresolved(tmp_path: Path) -> None:
    """「代码里有两个地方都会造成这个现象」 (the page's Jackson time zone, the CSV formatter), then
    「客户是在页面上看到的，还是下载的 CSV 里看到的？确认了我再改对应的那处」: the statement that the
    two fixes differ proposes nothing, and 「那你改一下吧」 chooses neither (dev26 c04)."""
    root = write(tmp_path, {"src/main/resources/application.yml": "spring:\n  jackson:\n    time-zone: UTC\n",
                            "src/main/java/recon/StatementExportService.java": (
                                "class StatementExportService {\n    static final DateTimeFormatter TIME = DateTimeFormatter\n"
                                "        .ofPattern(\"yyyy-MM-dd HH:mm:ss\").withZone(ZoneOffset.UTC);\n}\n")})
    reply = ("“差 8 小时”正好是 UTC 和北京时间的差。代码里有两个地方都会造成这个现象：\n\n"
             "1. **对账页面**：`application.yml:3` 配了 `time-zone: UTC`，页面显示 06:05。\n"
             "2. **导出的 CSV**：`StatementExportService.java:3` 的 `TIME` 格式化器 `.withZone(ZoneOffset.UTC)`。\n\n"
             "两处改法不同：页面那边改 Jackson 时区会影响所有接口，导出那边只影响 CSV。\n\n"
             "客户是在页面上看到的，还是下载的 CSV 里看到的？确认了我再改对应的那处。")
    messages = [{"role": "user", "content": "对账单时间差了8小时，客户说 14:05 付的款，对账单上显示 06:05"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground("那你改一下吧 客户还在催", messages, cwd=root, turns=1).references[0]
    assert not ref.resolved, ref
    picked = honing.ground("CSV 那个改一下吧", messages, cwd=root, turns=1).references[0]
    assert picked.resolved and picked.path.endswith("StatementExportService.java"), picked


def test_a_test_still_red_is_what_fails_not_the_place(tmp_path: Path) -> None:
    """"test_free_shipping_threshold_applies is still red, fix it pls" after the agent placed
    the cause in `ShippingCalculator.php` (`>` where the rule says "or more"): the test is what
    fails, the calculator is the place (dev26 a08)."""
    calc = "<?php\n\nclass ShippingCalculator\n{\n    public function quote($subtotal)\n    {\n" \
           "        if ($subtotal > config('shipping.free_over')) {\n            return 0;\n        }\n        return 500;\n    }\n}\n"
    test = "<?php\n\nclass CheckoutTest extends TestCase\n{\n    public function test_free_shipping_threshold_applies()\n" \
           "    {\n        $this->assertSame(0, (new ShippingCalculator)->quote(5000));\n    }\n}\n"
    root = write(tmp_path, {"app/Services/ShippingCalculator.php": calc, "tests/Feature/CheckoutTest.php": test})
    messages = [{"role": "user", "content": "free shipping should apply at 5000 or more, the test fails"},
                {"role": "assistant", "content": "`tests/Feature/CheckoutTest.php:7` expects 0 at exactly 5000, but "
                                                 "`app/Services/ShippingCalculator.php:7` compares with `>` instead of `>=`."}]
    ref = honing.ground("test_free_shipping_threshold_applies is still red, fix it pls", messages, cwd=root,
                        turns=1).references[0]
    assert ref.resolved and ref.path == "app/Services/ShippingCalculator.php", ref


def test_a_method_and_its_lambda_frames_are_one_vote() -> None:
    """A .NET stack lists `<BuildPdfModel>b__0` at line 28 and `BuildPdfModel` at line 23: one
    method, one vote, so two frames of a caller do not outweigh the deepest frame (dev26 b08)."""
    from honing.grounding import mentions

    trace = ("   at Billing.InvoiceService.ConvertToJpy(Money amount) in /src/InvoiceService.cs:line 48\n"
             "   at Billing.InvoiceService.<>c__DisplayClass5_0.<BuildPdfModel>b__0(InvoiceLine l) in "
             "/src/InvoiceService.cs:line 28\n"
             "   at Billing.InvoiceService.BuildPdfModel(Invoice invoice) in /src/InvoiceService.cs:line 23\n")
    found = [(m.line, m.symbol) for m in mentions.find(trace) if m.kind == "location"]
    assert found == [(48, "ConvertToJpy"), (28, "BuildPdfModel")], found


# ---- found by the second review of this round (each failed on the code before its fix) ----

_CALC = ("package shop;\n\npublic class PriceCalculator {\n    BigDecimal roundToCents(double amount) {\n"
         "        return new BigDecimal(amount).setScale(2, RoundingMode.HALF_UP);\n    }\n}\n")
_CALC_TEST = ("package shop;\n\nclass PriceCalculatorTest {\n    @Test\n    void roundsHalfUpToCents() {\n"
              "        assertEquals(new BigDecimal(\"10.04\"), calc.roundToCents(10.045));\n    }\n}\n")


def test_a_failing_test_the_sentence_blames_is_the_place(tmp_path: Path) -> None:
    """「PriceCalculatorTest 还是红的,是测试的问题,改一下」, 「…テスト自体が間違ってるので直して」 and
    "…fails because its expectation is stale": the user says the test is what is wrong."""
    root = write(tmp_path, {"src/main/java/shop/PriceCalculator.java": _CALC,
                            "src/test/java/shop/PriceCalculatorTest.java": _CALC_TEST})
    messages = [{"role": "user", "content": "rounding changed to HALF_UP on purpose"},
                {"role": "assistant", "content": "`PriceCalculatorTest.java:6` fails: it still asserts the old rounding; "
                                                 "`PriceCalculator.java:5` now rounds half up as asked."}]
    for sentence in ("PriceCalculatorTest 还是红的,是测试的问题,改一下", "PriceCalculatorTest が落ちてる。テスト自体が間違ってるので直して",
                     "PriceCalculatorTest fails because its expectation is stale, update PriceCalculatorTest"):
        ref = honing.ground(sentence, messages, cwd=root, turns=1).references[0]
        assert ref.resolved and ref.path == "src/test/java/shop/PriceCalculatorTest.java", (sentence, ref)


def test_clearing_x_in_the_same_piece_as_the_cause_clears_only_x(tmp_path: Path) -> None:
    """「不是 `Set` 本身的问题而是 `Purge()`(`lru.go:10`)…」 and 「`Set` 自体の問題ではなく `Purge()` …が
    原因です」 clear `Set`, not the cause named in the same breath."""
    lru = "\n".join(["package cache", "", "type LRU struct{ items map[string]int }", "",
                     "func (c *LRU) Set(key string, v int) {", "\tc.items[key] = v", "}", "",
                     "func (c *LRU) Purge() {", "\tc.items = nil", "}", ""])
    root = write(tmp_path, {"internal/cache/lru.go": lru})
    for reply, sentence in [
            ("panic 在 `lru.go:6`。不是 `Set` 本身的问题而是 `Purge()`(`lru.go:10`)把 `c.items = nil` 了。", "行 修掉吧"),
            ("panic は `lru.go:6` です。`Set` 自体の問題ではなく `Purge()`(`lru.go:10`)が `c.items = nil` にしているのが原因です。",
             "じゃあ直して")]:
        messages = [{"role": "user", "content": "panic: assignment to entry in nil map"}, {"role": "assistant", "content": reply}]
        ref = honing.ground(sentence, messages, cwd=root, turns=1).references[0]
        assert ref.resolved and ref.symbol == "Purge", (reply, ref)


def test_unit_of_work_names_are_read_in_linear_time_and_yield_to_test_names() -> None:
    import time

    from honing.grounding.places import Candidate as Place
    from honing.grounding.places import Vote
    from honing.grounding.refine import _UNIT_OF_WORK, _tested

    def best(text: str) -> float:
        times = []
        for _ in range(3):
            start = time.perf_counter()
            _UNIT_OF_WORK.match(text)
            times.append(time.perf_counter() - start)
        return min(times)

    small, large = best("a_b" + "A" * 4000 + "$"), best("a_b" + "A" * 32000 + "$")
    assert large < 24 * max(small, 1e-5), (small, large)

    def place(symbol: str) -> Place:
        found = Place("app/store.py", 1, 2, symbol)
        found.votes.append(Vote(2.0, "named", None, 1))
        return found

    # (a fixture named like a unit of work does not cancel the test's own name)
    assert _tested({"test_save_roundtrip", "load_sampleData"}, [place("load"), place("save")]) == "save"


def test_lines_named_without_their_file_are_placed_in_linear_time() -> None:
    """Each 第 N 行 belongs to the file named last before it, found in one pass over the reply's
    mentions in text order (8x the reply, under 24x the time)."""
    import time

    from honing.grounding.settled import _places
    from honing.sessions.model import Turn

    def best(copies: int) -> float:
        turn = Turn(index=1, user="", assistant="`a.py` 第 3 行，`b.py` 第 4 行。" * copies)
        times = []
        for _ in range(3):
            start = time.perf_counter()
            places = _places(turn)
            times.append(time.perf_counter() - start)
        assert ("a.py", 3) in places and ("b.py", 4) in places
        return min(times)

    small, large = best(300), best(2400)
    assert large < 24 * max(small, 1e-4), (small, large)


def test_an_item_number_after_a_full_stop_is_taken_up(tmp_path: Path) -> None:
    """「PMに確認とれた、やっぱ10で10%の意味だって。2番もやっといて」: item 2 of the review list the
    user held back, after a side topic (dev26 b02); 10 and 10% are no item numbers."""
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken("PMに確認とれた、やっぱ10で10%の意味だって。2番もやっといて") == {2}
    assert _numbers_taken("好的，3个地方都改") == set()
    cart = "\n".join(["export function useCart() {", "  const total = 0;", "  const discount = coupon.value * subtotal;",
                      "  return { total, discount };", "}", ""])
    root = write(tmp_path, {"src/hooks/useCart.ts": cart, "src/utils/price.ts": "export const formatYen = (n) => `¥${n}`;\n"})
    review = ("1. `useCart.ts:2` の `total` が初期化のまま。\n2. `useCart.ts:3` のクーポン割引が `coupon.value` をそのまま掛けている"
              "（10 = 10% off のはず）。\n3. `CartSummary.tsx` の `key={index}`。")
    messages = [{"role": "user", "content": "useCart レビューして。番号付きで、まだ直さなくていい"},
                {"role": "assistant", "content": review},
                {"role": "user", "content": "1と3直して。2はPMに仕様確認してからにする"},
                {"role": "assistant", "content": "1 と 3 を直しました。"},
                {"role": "user", "content": "price.test.ts が手元だと落ちるんだけど、inline snapshotの更新ってどうやるんだっけ？"},
                {"role": "assistant", "content": "`vitest -u` で更新できます。`src/utils/price.ts` の `formatYen` は変えていません。"}]
    ref = honing.ground("PMに確認とれた、やっぱ10で10%の意味だって。2番もやっといて", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path == "src/hooks/useCart.ts" and ref.start_line is not None and ref.start_line <= 3, ref


def test_words_of_any_report_pick_no_item_and_nabian_points_at_nothing(tmp_path: Path) -> None:
    """「有几个客户订单数跟营收都翻倍了 对不上财务那边的数 看下咋回事」 after a side question
    answered with a bulleted list (「一个进程处理一个（或几个）队列」): 几个 ("a few") picks no item
    of it, and 那边 ("finance's side") points at nothing; the report goes back to the turn
    that changed the monthly report (dev26 c09)."""
    report = "<?php\n\nclass MonthlyRevenueReport\n{\n    public function rows($month)\n    {\n" \
             "        return DB::select('SELECT c.id, COUNT(o.id), SUM(o.total), SUM(r.amount) FROM orders o '\n" \
             "            . 'LEFT JOIN refunds r ON r.customer_id = o.customer_id GROUP BY c.id');\n    }\n}\n"
    root = write(tmp_path, {"app/Reports/MonthlyRevenueReport.php": report})
    messages = [{"role": "user", "content": "月报导出加一列 退款金额，就是这个月这些订单对应的退款合计"},
                {"role": "assistant", "content": "在 `app/Reports/MonthlyRevenueReport.php` 的 `rows()` 里左连接 "
                                                 "`refunds`，按客户汇总退款金额，CSV 多一列“退款”。"},
                {"role": "user", "content": "顺便问下 queue:work 跟 horizon 有啥区别"},
                {"role": "assistant", "content": "- `queue:work` 是 Laravel 自带的 worker 进程，一个进程处理一个（或几个）"
                                                 "队列，失败重试都要你自己配。\n- Horizon 是官方的 Redis 队列管理器，带一个 "
                                                 "dashboard。"}]
    ref = honing.ground("跑了下11月的月报，有几个客户订单数跟营收都翻倍了 对不上财务那边的数 看下咋回事", messages,
                        cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "app/Reports/MonthlyRevenueReport.php", ref


def test_the_earliest_report_is_placed_where_the_pushback_after_it_placed_it(tmp_path: Path) -> None:
    """「回到一开始那个CI报错，就按你说的改」: the first turn's CI error got a wrong fix in
    `build.gradle.kts`; the next turn pushed back (「不对吧…」) and the agent placed it in the
    workflow's `java-version`. The earliest report is that one, placed where the pushback's
    reply placed it (dev26 c10)."""
    workflow = ("name: android\non: push\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
                "      - uses: actions/setup-java@v4\n        with:\n          java-version: \"17\"\n"
                "  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/setup-java@v4\n"
                "        with:\n          java-version: \"11\"\n      - run: ./gradlew testDebugUnitTest\n")
    gradle = "android {\n    compileOptions {\n        sourceCompatibility = JavaVersion.VERSION_11\n    }\n}\n"
    view = "class CartViewModel {\n    val badgeCount = 0\n}\n"
    root = write(tmp_path, {".github/workflows/android.yml": workflow, "app/build.gradle.kts": gradle,
                            "app/src/main/java/CartViewModel.kt": view})
    messages = [{"role": "user", "content": "CI 的 test job 挂了：Android Gradle plugin requires Java 17 to run. "
                                            "You are currently using Java 11."},
                {"role": "assistant", "content": "把 `app/build.gradle.kts` 的 `compileOptions` 和 `jvmTarget` 改成 17 了。"},
                {"role": "user", "content": "不对吧，报错说的是跑 gradle 的 JDK 是 11，跟 compileOptions 有啥关系。先改回去"},
                {"role": "assistant", "content": "已改回。原因在 `.github/workflows/android.yml:15`：test job 的 "
                                                 "`java-version: \"11\"`，lint job 已经是 17。要我把它改成 17 吗？"},
                {"role": "user", "content": "等下，ktlint 报 CartViewModel.kt 有一行超长了，先把这个弄了"},
                {"role": "assistant", "content": "已修复 `app/src/main/java/CartViewModel.kt:2` 的 `badgeCount` 那行。"}]
    ref = honing.ground("ok 回到一开始那个CI报错，就按你说的改", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path == ".github/workflows/android.yml", ref


def _settings_session(tmp_path: Path, side: str) -> tuple[Path, list[dict[str, str]]]:
    store = ("import { defineStore } from 'pinia'\n\nconst saved = JSON.parse(localStorage.getItem('settings') || '{}')\n\n"
             "export const useSettingsStore = defineStore('settings', {\n  state: () => ({\n"
             "    displayName: saved.displayName ?? '',\n    locale: navigator.language.slice(0, 2),\n  }),\n})\n")
    form = "<template>\n  <form @submit.prevent=\"onSubmit\">\n    <button>Save</button>\n  </form>\n</template>\n"
    root = write(tmp_path, {"src/stores/settings.ts": store, "src/components/SettingsForm.vue": form,
                            "src/pages/SettingsPage.vue": "<template>\n  <SettingsForm @saved=\"showSaved\" />\n</template>\n"})
    reply = ("Found both.\n\n1. **Toast**: `SettingsPage.vue` listens for `@saved`, but `onSubmit` in `SettingsForm.vue` "
             "emits `\"save\"`, so `showSaved` never runs.\n2. **Language after reload**: in `src/stores/settings.ts` the "
             "`locale` is initialised from `navigator.language.slice(0, 2)` (line 8) and never from `saved.locale`.\n\n"
             "I'll fix the toast first since it's a one-word change.\n\nToast fixed: `SettingsForm.vue` now emits "
             "`\"saved\"`. Want me to do the locale one as well?")
    return root, [{"role": "user", "content": "two bugs: the saved toast never shows, and the language resets after reload"},
                  {"role": "assistant", "content": reply},
                  {"role": "user", "content": side},
                  {"role": "assistant", "content": "Added `data-testid=\"settings-save\"` to the button in `SettingsForm.vue`."}]


def test_an_item_the_reply_says_it_fixed_by_its_title_is_taken_up(tmp_path: Path) -> None:
    """"Toast fixed: …" after a list whose first item is titled **Toast** takes that item up,
    and "add settings-save" does not take the item that names `src/stores/settings.ts`: "the
    other one" is the language item (dev26 a06)."""
    root, messages = _settings_session(tmp_path, "toast works. QA wants a data-testid on the save button, add settings-save")
    ref = honing.ground("ok the other one now", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/stores/settings.ts", ref


def test_an_item_named_in_what_the_user_asks_ahead_of_it_is_still_open(tmp_path: Path) -> None:
    """"before the locale thing, add a data-testid" names `locale` to say it comes later: the
    item is not taken up, and "the other one" is still the language item."""
    root, messages = _settings_session(tmp_path, "toast works. before the locale thing, add a data-testid on the save button")
    ref = honing.ground("ok the other one now", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/stores/settings.ts", ref
