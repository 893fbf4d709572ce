"""Grounding behaviours found on the seventh development set (bench/ground_cases_dev7): each
test is the smallest session that shows one of them."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing

from .test_grounding_dev5 import write

FILES = {
    "src/parse.rs": "pub fn level(s: &str) -> Level {\n    parse_level(s).unwrap_or(Level::Info)\n}\n",
    "src/filter.rs": ("impl Filter {\n    // `since` is inclusive: at or after\n    pub fn matches(&self, rec: &Record) -> bool {\n"
                      "        if let Some(since) = self.since {\n            if rec.ts <= since { return false; }\n"
                      "        }\n        true\n    }\n}\n"),
    "src/main.rs": "fn main() {\n    let args = Args::parse();\n    run(args);\n}\n",
}

ASIDES = {
    "en": ("Fixed: `level` in src/parse.rs no longer unwraps.\n\n"
           "Something else I noticed while reading `src/filter.rs`, not related to the panic and I haven't touched "
           "it: line 5 uses `<=`, so a record exactly at `--since` is dropped although the comment says inclusive."),
    "ja": ("直しました。`src/parse.rs` の `level` はもう unwrap しません。\n\n"
           "別件ですが、`src/filter.rs` の第 5 行は `<=` なので、`--since` ちょうどの行が落ちるバグがあります。"
           "こちらはまだ触っていません。"),
    "zh": ("修好了。`src/parse.rs` 里的 `level` 不再 unwrap。\n\n"
           "另外看 `--since` 的时候发现 `src/filter.rs` 里有个边界问题，跟这次的 panic 无关，我没动：\n\n"
           "- 第 5 行写的是 `<=`，正好等于 since 的记录会被过滤掉，这是个 bug。"),
}


def _session(aside: str, later: list[tuple[str, str]]) -> list[dict]:
    out: list[dict] = [
        {"role": "user", "content": "logq panics on lines without a level: called `Option::unwrap()` on a `None`"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "e1", "type": "function", "function": {
            "name": "Edit", "arguments": '{"file_path": "src/parse.rs", "old_string": "    parse_level(s).unwrap()",'
                                         ' "new_string": "    parse_level(s).unwrap_or(Level::Info)"}'}}]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": aside},
    ]
    for user, assistant in later:
        out += [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]
    return out


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "nah later. fix the other thing you noticed earlier"),
    ("ja", "そういえば別件って言ってたほうも直してもらえる？"),
    ("zh", "你前面提的另一个问题也一起改了吧"),
])
def test_the_defect_the_agent_noticed_beside_its_fix_and_left_alone(tmp_path: Path, lang: str,
                                                                     sentence: str) -> None:
    """The agent fixed bug A, then set aside a defect it noticed in another file; side
    requests follow. "The other thing you noticed" is that defect, at its line."""
    root = write(tmp_path, FILES)
    chores = [("add a test for it", "Added `level_defaults_to_info` in src/parse.rs."),
              ("is clap at 4.5 already?", "Yes, Cargo.toml pins clap 4.5.")]
    ref = honing.ground(sentence, _session(ASIDES[lang], chores), cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path == "src/filter.rs", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 5 <= ref.end_line


def test_an_aside_is_not_taken_without_a_sentence_that_points_past_the_fix(tmp_path: Path) -> None:
    """"fix it" after the fix points at nothing new: the aside is not read as the referent."""
    root = write(tmp_path, FILES)
    result = honing.ground("ok fix it", _session(ASIDES["en"], []), cwd=root)
    assert "noticed beside its fix" not in result.references[0].reason


def test_an_open_report_after_the_aside_keeps_the_sentence_on_it(tmp_path: Path) -> None:
    """A later report the agent has not fixed is what "the other problem" is left with: the
    aside of an older turn is not taken over it."""
    root = write(tmp_path, FILES)
    later = [("main crashes when no args are given, also a bug", "`main` in src/main.rs calls `run` before "
              "checking the args: that is the bug.")]
    ref = honing.ground("fix the other thing too", _session(ASIDES["en"], later), cwd=root).references[0]
    assert "noticed beside its fix" not in ref.reason


EXPORT = {"reports/csv_export.py": ("def orders_csv(rows):\n    body = render(rows)\n"
                                    "    return body.encode(\"utf-8\")\n"),
          "reports/formatting.py": "def format_yen(n):\n    return f\"{n:,}\"\n",
          "Dockerfile": "FROM eclipse-temurin:17-jre\nCOPY app.jar /app.jar\n"}


@pytest.mark.parametrize(("question", "answer"), [
    ("is format_yen grouping by thousands?", "Yes, `format_yen` in reports/formatting.py uses `{n:,}`, and since "
     "csv.writer quotes cells with commas, nothing is broken there."),
    ("format_yen って3桁区切りになってるよね？", "はい、reports/formatting.py の `format_yen` は `{n:,}` です。"
     "カンマを含むセルは自動でクォートされるので、列がずれることはありません。"),
    ("Dockerfile 里用的是 jdk 17 还是 21？", "Dockerfile:1 用的是 `FROM eclipse-temurin:17-jre`。换成 21 的话 "
     "Spring Boot 3.2 本身支持，问题不大。"),
])
def test_a_side_answer_that_says_nothing_is_wrong_is_no_defect_turn(tmp_path: Path, question: str,
                                                                     answer: str) -> None:
    """A defect word the agent negates in a side answer ("nothing is broken",
    ずれることはありません, 问题不大) does not make that answer the newest defect turn."""
    root = write(tmp_path, EXPORT)
    messages = [
        {"role": "user", "content": "the orders CSV is garbled when opened in Excel"},
        {"role": "assistant", "content": "The bug is in `orders_csv` in reports/csv_export.py: it encodes as utf-8 "
                                         "without a BOM, so Excel reads it as Shift_JIS."},
        {"role": "user", "content": question},
        {"role": "assistant", "content": answer},
    ]
    ref = honing.ground("ok fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "reports/csv_export.py", ref


@pytest.mark.parametrize("sentence", ["じゃあさっきのでお願いします", "那就按刚才的来"])
def test_the_earlier_proposal_is_taken_over_a_later_side_answer(tmp_path: Path, sentence: str) -> None:
    """'With the earlier one, please' takes up the change the agent proposed and asked about
    (「この内容で反映しますか？」), not the side question answered after it."""
    root = write(tmp_path, EXPORT)
    messages = [
        {"role": "user", "content": "注文一覧のCSV、Excelで開くと文字化けする"},
        {"role": "assistant", "content": "reports/csv_export.py の `orders_csv` が BOM なしの utf-8 で書いています。"
                                         "`utf-8-sig` にするのが良いです。この内容で反映しますか？"},
        {"role": "user", "content": "その前に、Dockerfile の JDK って 17？"},
        {"role": "assistant", "content": "はい、Dockerfile:1 が `FROM eclipse-temurin:17-jre` です。"},
    ]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "reports/csv_export.py", ref


REVIEW = {
    "src/cache/WeatherCache.kt": "class WeatherCache {\n    fun getOrLoad(cityId: String, units: Units): Weather {\n"
                                "        val key = cityId\n        return store.getOrPut(key) { load(cityId, units) }\n"
                                "    }\n}\n",
    "src/routes/ForecastRoutes.kt": "fun Route.forecast() {\n    get(\"/forecast\") {\n"
                                    "        val days = call.request.queryParameters[\"days\"]!!.toInt()\n    }\n}\n",
    "src/client/OpenWeatherClient.kt": "class OpenWeatherClient {\n    suspend fun current(): Weather {\n"
                                       "        val client = HttpClient(CIO)\n        return client.get(url).body()\n"
                                       "    }\n}\n",
}
FINDINGS = ("気になった点は3つです。\n\n"
            "**1. `WeatherCache` のキーに単位が入っていない**（`src/cache/WeatherCache.kt` 3行目）\n"
            "`getOrLoad` のキーが `cityId` だけなので、単位違いの結果が返るバグです。\n\n"
            "**2. `days` の `!!`**（`src/routes/ForecastRoutes.kt` 3行目）\n"
            "`days` が無いと `NullPointerException` で 500 になります。\n\n"
            "**3. `HttpClient` をリクエストごとに生成している**（`src/client/OpenWeatherClient.kt` 3行目）\n"
            "`close()` していないのでコネクションが漏れます。\n\nどれから対応しましょう？")


@pytest.mark.parametrize(("later", "want"), [
    # #2 dismissed by number, #3 by the name only it holds: #1 remains
    ([("2つめは意図的。days は API Gateway 側で見てるから", "了解です。"),
      ("detekt の警告って今何件ある？", "3件です。"),
      ("HttpClientのやつは別PRでやるからいいや", "承知しました。")], "src/cache/WeatherCache.kt"),
    # #1 and #2 taken up by name: #3 remains
    ([("the WeatherCache one is fine as is", "ok"), ("days is validated upstream", "ok")],
     "src/client/OpenWeatherClient.kt"),
])
def test_the_remaining_item_is_the_one_no_later_message_took_up(tmp_path: Path, later: list[tuple[str, str]],
                                                                 want: str) -> None:
    root = write(tmp_path, REVIEW)
    messages = [{"role": "user", "content": "このブランチの差分レビューしてほしい"},
                {"role": "assistant", "content": FINDINGS}]
    for user, assistant in later:
        messages += [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]
    for sentence in ("じゃあ残りの1個お願い", "ok do the remaining one", "剩下那个也改了吧", "残りのやつお願い"):
        ref = honing.ground(sentence, messages, cwd=root, turns=5).references[0]
        assert ref.resolved and ref.path == want, (sentence, ref)


def test_two_items_left_are_not_a_remaining_one(tmp_path: Path) -> None:
    root = write(tmp_path, REVIEW)
    messages = [{"role": "user", "content": "review this branch"}, {"role": "assistant", "content": FINDINGS},
                {"role": "user", "content": "2つめは意図的"}, {"role": "assistant", "content": "了解です。"}]
    ref = honing.ground("じゃあ残りの1個お願い", messages, cwd=root).references[0]
    assert "no later message took up" not in ref.reason


def test_hold_on_puts_the_report_on_hold_and_back_to_it_resumes_it(tmp_path: Path) -> None:
    """「先别动」 ("hold on, don't touch it yet") puts the failing test on hold; it does not
    hand it to the user. 「回到那个挂掉的测试」 goes back to it past later side topics."""
    root = write(tmp_path, {"src/cart/coupon.ts": "export function meetsThreshold(total: number, min: number) {\n"
                                                  "  return total > min;\n}\n",
                            ".github/workflows/ci.yml": "jobs:\n  test:\n    steps:\n      - run: pnpm test\n"})
    messages = [
        {"role": "user", "content": "pnpm test 挂了一个 你看下"},
        {"role": "assistant", "content": "问题出在 `src/cart/coupon.ts:2` 的 `meetsThreshold`：用的是 `>`，正好满额时不生效，应该是 `>=`。"},
        {"role": "user", "content": "先别动。CI 为啥没拦住这个？"},
        {"role": "assistant", "content": "`.github/workflows/ci.yml:4` 只跑了 `pnpm test`，vitest 失败时会返回非 0，建议检查 job 的 if 条件。"},
        {"role": "user", "content": "vitest 从 1.6 升到 2.x 有啥要注意的吗"},
        {"role": "assistant", "content": "主要是配置项改名，没什么问题。"},
    ]
    ref = honing.ground("好 回到那个挂掉的测试 改吧", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path == "src/cart/coupon.ts", ref


SYNC = {"app/Services/KuaidiClient.php": "<?php\nclass KuaidiClient {\n    public function track($no) {\n"
                                         "        return Http::get($this->url, ['num' => $no])->throw()->json();\n"
                                         "    }\n}\n",
        "app/Jobs/SyncTrackingJob.php": "<?php\nclass SyncTrackingJob {\n    public $tries = 3;\n"
                                        "    public function handle(KuaidiClient $c) { $c->track($this->no); }\n}\n"}


@pytest.mark.parametrize(("report", "conclusion", "follow_up", "answer"), [
    ("all tracking syncs fail since this morning: cURL error 60: SSL certificate problem: certificate has expired",
     "The carrier's API certificate expired at 08:00. `KuaidiClient::track` in app/Services/KuaidiClient.php is "
     "right to refuse it. The certificate isn't configured anywhere in this repository; they have to renew it.",
     "will the failed jobs retry by themselves?",
     "Up to 3 times: `SyncTrackingJob` in app/Jobs/SyncTrackingJob.php has `$tries = 3`; after that they go to "
     "failed_jobs and you run `php artisan queue:retry all`."),
    ("昨日から同期が全部失敗してる: cURL error 60: SSL certificate problem: certificate has expired",
     "原因はプラグイン側ではなく、配送 API サーバーの証明書の期限切れです。app/Services/KuaidiClient.php の "
     "`KuaidiClient::track` は正しく動いています。",
     "失敗したジョブって自動でリトライされる？",
     "app/Jobs/SyncTrackingJob.php の `$tries = 3` なので3回までです。"),
    ("物流查询今天早上开始全挂了：cURL error 60: SSL certificate problem: certificate has expired",
     "问题不在我们这边，是速递100 的服务器证书过期了。app/Services/KuaidiClient.php 的 `KuaidiClient::track` 是正常的。",
     "那我们队列里这些失败的任务会自动重试吗？",
     "会重试：app/Jobs/SyncTrackingJob.php 里 `$tries = 3`，三次都失败就进 failed_jobs 表。"),
])
def test_a_follow_up_question_on_a_settled_report_stays_settled(tmp_path: Path, report: str, conclusion: str,
                                                                 follow_up: str, answer: str) -> None:
    """The agent concluded the cause is outside the repository (an expired certificate of a
    partner); the user asks a follow-up about the same report. "Just fix it" then has no
    referent in the project: neither the code cleared nor the code the follow-up names."""
    root = write(tmp_path, SYNC)
    messages = [{"role": "user", "content": report}, {"role": "assistant", "content": conclusion},
                {"role": "user", "content": follow_up}, {"role": "assistant", "content": answer}]
    for sentence in ("ok just fix it", "とりあえず直しといて", "那你看着修一下吧"):
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        assert not ref.resolved, (sentence, ref)


def test_a_new_report_after_a_settled_one_is_the_referent(tmp_path: Path) -> None:
    root = write(tmp_path, SYNC)
    messages = [{"role": "user", "content": "tracking syncs fail: certificate has expired"},
                {"role": "assistant", "content": "The carrier's certificate expired; it isn't configured anywhere in "
                                                 "this repository."},
                {"role": "user", "content": "also the job crashes on a missing number, that's a bug"},
                {"role": "assistant", "content": "The bug is in `SyncTrackingJob::handle` in "
                                                 "app/Jobs/SyncTrackingJob.php: it passes `$this->no` unchecked."}]
    ref = honing.ground("ok fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/Jobs/SyncTrackingJob.php", ref


ETL = {"etl/transform.py": "def build_daily(orders, shops):\n    df = orders.merge(shops, on=\"shop_id\", how=\"left\")\n"
                           "    return df.groupby(\"day\").sum()\n",
       "etl/filters.py": "REFUND_STATUSES = (\"full\",)\n\n\ndef subtract_refunds(df):\n"
                         "    return df[~df.refund_status.isin(REFUND_STATUSES)]\n",
       "etl/config.py": "TEST_SHOP_IDS = {9001, 9002}\n"}
CANDIDATES = ("能让 GMV 整体偏高的地方有这三个：\n\n"
              "1. **维表 join 放大**：`etl/transform.py:2` 用 `shop_id` 去 `merge` 店铺表，重复行会让订单被复制。\n"
              "2. **部分退款没扣**：`etl/filters.py:1` 的 `REFUND_STATUSES = (\"full\",)`，`subtract_refunds` 只扣全额退款。\n"
              "3. **新测试店铺没排除**：`etl/config.py:1` 的 `TEST_SHOP_IDS` 少了 9031。\n\n你看先验证哪个？")


def test_a_candidate_picked_by_description_whose_defect_is_said_in_plain_words(tmp_path: Path) -> None:
    """「退款那个」 picks the refund item of the agent's candidate causes, whose defect is said
    as 没扣 (not deducted) under a lead-in of 偏高 (too high), after another was ruled out."""
    root = write(tmp_path, ETL)
    messages = [{"role": "user", "content": "日报的 GMV 从上周三开始比财务高 3%，你帮我查查"},
                {"role": "assistant", "content": CANDIDATES},
                {"role": "user", "content": "第一个 merge 那个你先确认下"},
                {"role": "assistant", "content": "第一个可以排除了：shops 表没有重复。剩下的就是退款和测试店铺这两个方向。"}]
    ref = honing.ground("那应该就是退款那个了 改吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "etl/filters.py", ref


def test_the_right_value_is_not_a_cleared_function(tmp_path: Path) -> None:
    """「810 × 1.1 = 891 が正しい値」 says which value is right, not that the functions named
    before it in the sentence are: `ApplyDiscounts`, blamed above, stays the place."""
    root = write(tmp_path, {
        "internal/pricing/discount.go": "package pricing\n\nfunc ApplyDiscounts(subtotal int, ds []D) int {\n"
                                        "\ttotal := subtotal\n\tfor _, d := range ds {\n"
                                        "\t\ttotal -= subtotal * d.Value / 100\n\t}\n\treturn total\n}\n",
        "internal/cart/cart.go": "package cart\n\nfunc (c Cart) Total() int {\n"
                                 "\treturn WithTax(ApplyDiscounts(c.Sub, c.Coupons))\n}\n",
        "internal/cart/cart_test.go": "package cart\n\nfunc TestCartTotal_TwoCoupons(t *testing.T) {\n"
                                      "\tif got := c.Total(); got != 891 {\n\t\tt.Fatal(got)\n\t}\n}\n",
        "internal/pricing/discount_test.go": "package pricing\n\nfunc TestApplyDiscounts(t *testing.T) {\n"
                                             "\tif got := ApplyDiscounts(1000, two); got != 810 {\n\t\tt.Fatal(got)\n\t}\n}\n"})
    messages = [{"role": "user", "content": "CI 落ちてる\n--- FAIL: TestCartTotal_TwoCoupons (0.00s)\n"
                                            "    cart_test.go:4: Total() = 880, want 891\n--- FAIL: TestApplyDiscounts (0.00s)\n"
                                            "    discount_test.go:4: ApplyDiscounts(1000, two) = 800, want 810"},
                {"role": "assistant", "content": "実装側のバグです。`internal/pricing/discount.go` の `ApplyDiscounts` が"
                                                 "毎回 `subtotal` に対して割引を計算しています。\n\n"
                                                 "`Cart.Total()` は `ApplyDiscounts` の結果に `WithTax` をかけているだけで、"
                                                 "810 × 1.1 = 891 が正しい値です。"}]
    ref = honing.ground("おけ、直しといて", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "internal/pricing/discount.go", ref


CHECKOUT = {
    "src/CheckoutService.java": ("class CheckoutService {\n    Order checkout(Cart cart) {\n"
                                 "        BigDecimal total = calculator.total(cart);\n"
                                 "        if (total.equals(BigDecimal.ZERO)) {\n            return Order.paid(cart);\n"
                                 "        }\n        return gateway.createCharge(total);\n    }\n}\n"),
    "src/PriceCalculator.java": ("class PriceCalculator {\n    BigDecimal total(Cart cart) {\n"
                                 "        BigDecimal sum = cart.sum().subtract(cart.discount());\n"
                                 "        return sum.setScale(2, RoundingMode.DOWN);\n    }\n}\n"),
}
PROPOSAL = ("原因は `BigDecimal.equals` です（src/CheckoutService.java:4）。`BigDecimal.equals` は scale も比較するので、"
            "src/PriceCalculator.java:4 の `PriceCalculator.total` が `.setScale(2, RoundingMode.DOWN)` した "
            "`0.00` は `BigDecimal.ZERO` と一致しません。src/PriceCalculator.java:3 で割引を引いた後の値です。\n\n修正案:\n\n"
            "```diff\n-        if (total.equals(BigDecimal.ZERO)) {\n+        if (total.signum() == 0) {\n```\n\n"
            "この方針で進めていいですか？")


def test_accepting_a_proposed_diff_takes_the_lines_it_replaces(tmp_path: Path) -> None:
    """The agent's reply explains with another file's lines and proposes a diff; "go with
    that approach" takes the place of the diff's removed line, and starts there."""
    root = write(tmp_path, CHECKOUT)
    messages = [{"role": "user", "content": "クーポンで0円の注文が決済に行ってエラーになる"},
                {"role": "assistant", "content": PROPOSAL},
                {"role": "user", "content": "README にローカル起動方法も書いといて"},
                {"role": "assistant", "content": "README.md に `./gradlew bootRun` の手順を追記しました。"}]
    result = honing.ground("じゃあ一番最初のやつ、あの方針で", messages, cwd=root)
    ref = result.references[0]
    assert ref.resolved and ref.path == "src/CheckoutService.java", ref
    assert next(i.text for i in result.items if i.label == "Start at") == "src/CheckoutService.java:4"


def test_proposed_removals_are_read_from_diff_blocks_only() -> None:
    from honing.grounding.edits import proposed_removals

    text = ("```diff\n-        if (total.equals(BigDecimal.ZERO)) {\n+        if (total.signum() == 0) {\n```\n"
            "```yaml\n- name: build\n- run: make test all\n```")
    assert proposed_removals(text) == ["if (total.equals(BigDecimal.ZERO)) {"]


VIEW = ("-- Monthly revenue, in cents per currency.\nCREATE OR REPLACE VIEW monthly_revenue AS\nSELECT\n"
        "    date_trunc('month', o.paid_at)::date AS month,\n    sum(o.total_cents) AS revenue_cents\nFROM orders o\n"
        "WHERE o.status IN ('paid', 'refunded')\n  AND o.paid_at IS NOT NULL\nGROUP BY 1; -- one row a month\n"
        "\nCREATE TABLE audit (id int);\n")


def test_an_sql_statement_runs_to_its_semicolon_whatever_its_indentation(tmp_path: Path) -> None:
    """CREATE VIEW … AS / SELECT … / WHERE … ; written flush left is one definition: the
    span holds the WHERE line that counts refunded orders as revenue."""
    from honing.grounding.blocks import block_end

    assert block_end(VIEW.split("\n"), 2, "statement") == 9
    root = write(tmp_path, {"db/migration/R__monthly_revenue.sql": VIEW})
    messages = [{"role": "user", "content": "revenue on the dashboard is too high for march"},
                {"role": "assistant", "content": "The `monthly_revenue` view in db/migration/R__monthly_revenue.sql "
                                                 "counts refunded orders as revenue: that is the bug."}]
    ref = honing.ground("cool. now patch the view", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "db/migration/R__monthly_revenue.sql", ref
    assert ref.start_line == 2 and ref.end_line == 9, ref


def test_a_place_the_sentence_names_outright_wins_over_the_heavier_one(tmp_path: Path) -> None:
    """Two failures were discussed; 「useCart のほうだけ先に直しといて」 names `useCart`, so the
    place is `useCart` although the history says more about the date helper."""
    root = write(tmp_path, {
        "lib/date.ts": "export function formatJST(d: Date) {\n  return d.toLocaleString(\"ja-JP\");\n}\n",
        "hooks/useCart.ts": "export function useCart(items: Item[]) {\n"
                            "  const total = items.reduce((s, i) => s + i.price, 0);\n  return { total };\n}\n"})
    messages = [{"role": "user", "content": "テストが2つ落ちてる"},
                {"role": "assistant", "content": "1つ目は lib/date.ts:2 の `formatJST` がホストのタイムゾーンで整形している"
                                                 "バグです。`formatJST` は `timeZone` を指定していません。`formatJST` を"
                                                 "直せば通ります。2つ目は hooks/useCart.ts の `useCart` で、数量を掛けていません。"}]
    for sentence in ("OK、useCart のほうだけ先に直しといて", "OK、useCartのほうだけ先に直しといて", "useCart的那个先修一下"):
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        assert ref.resolved and ref.path == "hooks/useCart.ts", (sentence, ref)


def test_latin_words_of_japanese_and_chinese_lists_stand_alone() -> None:
    """"bug" in the Chinese defect list is not found inside "Debug" or "debugger"; it still is
    in 「这个bug」 and "a bug"."""
    from honing.grounding import vocab

    assert vocab.first("CI 里加了一个 asan job：Debug + -DKVCACHE_ASAN=ON，用 debugger 看", "defect") is None
    assert vocab.first("这个bug帮我修一下", "defect") is not None
    assert vocab.first("TtlCache 没这个问题", "exonerate") is not None


def test_a_huge_reply_is_read_within_a_fixed_budget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A 3 MB reply took the hook 12 s (every mention rescanned its clauses from the top of
    the whole message). Messages are read at their head and tail, and each clause once: the
    vocabulary scans do not grow with the reply."""
    from honing.grounding import emphasis, vocab

    root = write(tmp_path, {"totals.py": "def total(xs):\n    return sum(xs) - 1\n"})
    scanned: list[int] = []
    find_all = vocab.find_all

    def counting(text: str, category: str) -> list:
        scanned.append(len(text))
        return find_all(text, category)

    monkeypatch.setattr(vocab, "find_all", counting)
    volumes = []
    for copies in (2_000, 100_000):
        for cached in (emphasis._clauses, emphasis._clause_facts, emphasis._clears, emphasis._turns_from,
                       emphasis._announces):
            cached.cache_clear()
        scanned.clear()
        reply = "The bug is in `total` in totals.py, which drops one. " * copies
        messages = [{"role": "user", "content": "totals are off by one"}, {"role": "assistant", "content": reply}]
        honing.ground("fix it", messages, cwd=root)
        volumes.append(sum(scanned))
    assert volumes[1] <= volumes[0] * 1.5, volumes
