"""Grounding behaviours found on the twenty-fifth development set (bench/ground_cases_dev25):
an option the sentence turns down ("not the nil check") picks the other, and a .NET stack
frame names its method, so a line moved since the build still finds it."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import mentions, resolve
from honing.grounding.kept import turned_down

from .test_grounding_dev5 import write

_STORE = "\n".join(["package session", "", "type Store struct {", "\titems map[string]*Entry", "\tttl   int", "}", "",
                    "func NewStore(ttl int) *Store {", "\treturn &Store{items: make(map[string]*Entry), ttl: ttl}", "}",
                    "", "func (s *Store) Touch(id string, e *Entry) {", "\ts.items[id] = e", "}", ""])
_MANAGER = "\n".join(["package session", "", "type Manager struct {", "\tstore *Store", "}", "",
                      "func NewManager(cfg Config) *Manager {", "\treturn &Manager{", "\t\tstore: &Store{ttl: cfg.TTL},",
                      "\t}", "}", ""])
_OPTIONS = ("The panic is at `store.go:13` (`s.items[id] = e`), but the store is fine: `NewManager` in "
            "`internal/session/manager.go:9` builds it with a struct literal, so `items` is nil.\n\n"
            "Two ways to fix it:\n\n"
            "1. **Nil check in `Touch`**: `if s.items == nil { s.items = make(...) }`. Stops the panic, hides the mistake.\n"
            "2. **Build the store properly in `NewManager`**: `store: NewStore(cfg.TTL),`.\n\n"
            "I'd go with 2. Want me to apply it?")


def test_turned_down_parts_are_read_apart() -> None:
    assert turned_down("ok do it properly this time, not the nil check") == ("ok do it properly this time, ", " nil check")
    # (not a clause that only says something is not the first or the only one)
    assert turned_down("this is not the first time Touch panics; do the nil check")[1] == ""
    assert turned_down("改 NewManager 吧，分别用 NewStore 构造")[1] == ""
    assert turned_down("nil チェックじゃなくて、ちゃんと直して")[1] == "nil チェック"
    assert turned_down("加判空那个不要，改构造函数")[1] == "加判空"
    assert turned_down("加判空吧，Touch 里每次都 panic 不要了")[1] == ""
    assert turned_down("fix the login bug") == ("fix the login bug", "")


def test_an_option_turned_down_picks_the_other(tmp_path: Path) -> None:
    """"back to the panic. do it properly this time, not the nil check" after a reply offering
    (1) a nil check in `Touch` ("Stops the panic") and (2) building the store "properly" in
    `NewManager`: the sentence's words tie the two, and the option it turns down breaks the
    tie (dev25 a01). Without the "not", "the nil check" picks item 1."""
    root = write(tmp_path, {"internal/session/store.go": _STORE, "internal/session/manager.go": _MANAGER})
    messages = [{"role": "user", "content": "staging panics: assignment to entry in nil map"},
                {"role": "assistant", "content": _OPTIONS},
                {"role": "user", "content": "does go vet catch nil map writes?"},
                {"role": "assistant", "content": "No, `go vet` does not flag writes to a nil map."}]
    ref = honing.ground("ok back to the panic. do it properly this time, not the nil check", messages, cwd=root,
                        turns=2).references[0]
    assert ref.resolved and ref.path == "internal/session/manager.go", ref
    nil = honing.ground("ok back to the panic. do the nil check", messages, cwd=root, turns=2).references[0]
    assert nil.resolved and nil.path == "internal/session/store.go", nil
    ja = honing.ground("さっきの panic、nil チェックじゃなくて properly 直して", messages, cwd=root, turns=2).references[0]
    assert ja.resolved and ja.path == "internal/session/manager.go", ja


_TRACE = ("System.InvalidOperationException: Nullable object must have a value.\n"
          "   at System.Nullable`1.get_Value()\n"
          "   at Billing.Services.InvoiceService.GetDueDate(Invoice invoice) in /src/Services/InvoiceService.cs:line 12\n"
          "   at Billing.Services.InvoiceService.<>c__DisplayClass5_0.<ListOverdue>b__0(Invoice i) in "
          "/src/Services/InvoiceService.cs:line 7\n"
          "   at Billing.Services.InvoiceService.ListOverdue() in /src/Services/InvoiceService.cs:line 7\n")


def test_a_dotnet_frame_names_its_method_and_a_lambda_its_enclosing_one() -> None:
    found = [(m.value, m.line, m.symbol) for m in mentions.find(_TRACE) if m.kind == "location"]
    assert found == [("/src/Services/InvoiceService.cs", 12, "GetDueDate"),
                     ("/src/Services/InvoiceService.cs", 7, "ListOverdue")], found


def test_a_pasted_dotnet_trace_finds_its_method_where_it_stands_now(tmp_path: Path) -> None:
    """The trace says line 12, logged by the deployed build; since then the agent added a
    method above, and `GetDueDate` with its `.Value` stands lower. The deepest frame's
    method is the place, not what line 12 holds now (dev25 a06)."""
    lines = ["namespace Billing.Services;", "", "public class InvoiceService", "{",
             "    public List<Invoice> ListOverdue()", "    {",
             "        return _invoices.Where(i => GetDueDate(i) < _clock.Today).ToList();", "    }", "",
             "    public async Task<byte[]> RenderPdfAsync(Guid id)", "    {",
             "        var invoice = await _repo.FindAsync(id);", "        return _renderer.Render(invoice);", "    }", "",
             "    private DateOnly GetDueDate(Invoice invoice)", "    {",
             "        return invoice.IssuedOn.AddDays(invoice.Customer.NetDays.Value);", "    }", "}", ""]
    root = write(tmp_path, {"src/Services/InvoiceService.cs": "\n".join(lines)})
    messages = [{"role": "user", "content": "add a pdf endpoint for invoices"},
                {"role": "assistant", "content": "Added `RenderPdfAsync` to `InvoiceService.cs`."}]
    ref = honing.ground("fix this:\n\n" + _TRACE, messages, cwd=root, turns=1).references[0]
    assert ref.resolved and ref.symbol == "GetDueDate", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 18 <= ref.end_line, ref


_SERVICE_KT = "\n".join(["package roomie", "", "class BookingService(private val repo: BookingRepository) {",
                         "    fun create(request: BookingRequest): Booking {",
                         "        val existing = repo.findConfirmed(request.roomId)",
                         "        if (existing.any { hasConflict(it, request) }) throw ConflictException()",
                         "        return repo.save(request.toBooking())", "    }", "",
                         "    fun hasConflict(existing: Booking, request: BookingRequest): Boolean =",
                         "        existing.start >= request.start && existing.start < request.end", "}", ""])
_REPO_KT = "\n".join(["package roomie", "", "interface BookingRepository {",
                      "    fun findByRoomIdAndStartBetween(roomId: Long, from: Instant, to: Instant): List<Booking>",
                      "}", ""])


def test_for_real_this_time_is_the_report_whose_first_fix_missed(tmp_path: Path) -> None:
    """The agent "fixed" double bookings in the repository; the user said creation goes
    through `hasConflict`, and the agent owned it ("You're right, sorry …") without changing
    it; side questions followed. "fix it for real this time" is the report the agent owned
    it missed, not a side question, and "real" names nothing (dev25 a09)."""
    root = write(tmp_path, {"src/main/kotlin/roomie/BookingService.kt": _SERVICE_KT,
                            "src/main/kotlin/roomie/BookingRepository.kt": _REPO_KT,
                            "src/main/kotlin/roomie/BookingController.kt": "package roomie\n\nclass BookingController\n"})
    edit = {"id": "c1", "type": "function", "function": {"name": "edit_file", "arguments": (
        '{"path": "src/main/kotlin/roomie/BookingRepository.kt", "old_text": "StartBetween", "new_text": "Overlapping"}')}}
    messages = [
        {"role": "user", "content": "we're getting double bookings, 10:00-11:00 and 10:30-11:30 both went through"},
        {"role": "assistant", "content": "", "tool_calls": [edit]},
        {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        {"role": "assistant", "content": "Changed `BookingRepository.kt:4` to a real interval-overlap query. Tests pass."},
        {"role": "user", "content": "no, that query is only for the calendar. creating goes through BookingService.hasConflict"},
        {"role": "assistant", "content": "You're right, sorry. `create` filters with `hasConflict` (`BookingService.kt:11`), "
                                         "which only sees bookings that start inside the slot: that is where the bug is."},
        {"role": "user", "content": "why didn't the tests catch this? there's a BookingServiceTest"},
        {"role": "assistant", "content": "`BookingServiceTest` only covers the same slot and back-to-back bookings. I'd "
                                         "add a test for a booking that starts earlier and runs into the new one."},
        {"role": "user", "content": "and we do return 409 on conflict, right? the frontend checks for it"},
        {"role": "assistant", "content": "Yes: `ConflictException` maps to 409 in `BookingController.kt`."},
        {"role": "user", "content": "./gradlew test takes forever, can I run just the booking tests?"},
        {"role": "assistant", "content": "Use `./gradlew test --tests 'roomie.Booking*'`."}]
    ref = honing.ground("k. now fix it for real this time", messages, cwd=root, turns=5).references[0]
    assert ref.resolved and ref.path.endswith("BookingService.kt"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 11 <= ref.end_line, ref


def test_the_finding_after_a_premise_is_the_one_announced(tmp_path: Path) -> None:
    """「原因わかりました。」 then a premise (`settings.py` は `TIME_ZONE = "Asia/Tokyo"` なので …)
    and 「ところが `orders/exports.py:9` の `_row()` で …」: the announced finding is the sentence
    that turns from the premise, not the settings it names (after dev25 b01). A premise that
    already names the defect keeps the emphasis ("Found it. `tax.py:5` is wrong … But …")."""
    exports = "\n".join(["from django.utils import timezone", "", "", "def _row(order):", "    return [", "        order.number,",
                         "        order.customer_name,", "        order.total,",
                         "        order.created_at.strftime(\"%Y/%m/%d %H:%M\"),", "    ]", ""])
    settings = "\n".join(["DEBUG = False", "USE_TZ = True", "TIME_ZONE = \"Asia/Tokyo\"", "LANGUAGE_CODE = \"ja\"", ""])
    root = write(tmp_path, {"orders/exports.py": exports, "config/settings.py": settings})
    reply = ("確認します。\n\n原因わかりました。\n\n`settings.py` は `USE_TZ = True` / `TIME_ZONE = \"Asia/Tokyo\"` なので、"
             "`created_at` は UTC の aware datetime です。ところが `orders/exports.py:9` の `_row()` でそのまま `strftime` "
             "しているので、JST との差で 9時間ずれる ので、夜中の注文は日付が前日になります。\n\n修正しますか？")
    messages = [{"role": "user", "content": "注文CSVで夜中の注文の日付が前日になってる"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "TIME_ZONE を UTC にしたほうがいい？"},
                {"role": "assistant", "content": "いいえ、`TIME_ZONE` はそのままにしてください。"}]
    ref = honing.ground("じゃあ例の9時間ずれるやつ直しといて", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "orders/exports.py", ref


def test_an_aside_left_alone_by_a_plain_word_is_the_one_reported_earlier(tmp_path: Path) -> None:
    """Turn 1 reports the crash in `parse.rs` and, 「別件でもう一つ」, `stats.rs:3` の `percentile`;
    turn 2 fixes parse and ends 「percentile の方はまだ触っていません」, naming it without a place:
    「もう一個のほうもお願い」 is the percentile finding of turn 1, not the edited parse (dev25 b03)."""
    root = write(tmp_path, {"src/parse.rs": "pub fn parse_line(l: &str) -> Result<Entry, ParseError> {\n"
                                            "    let q = quoted.next().ok_or(ParseError::MissingField)?;\n    Ok(q)\n}\n",
                            "src/stats.rs": "pub fn percentile(sorted: &[u64], p: f64) -> u64 {\n"
                                            "    let rank = (p * sorted.len() as f64).round() as usize;\n"
                                            "    sorted[rank]\n}\n"})
    edit = {"id": "c1", "type": "function", "function": {"name": "edit_file", "arguments": (
        '{"path": "src/parse.rs", "old_text": "quoted.next().unwrap()", '
        '"new_text": "quoted.next().ok_or(ParseError::MissingField)?"}')}}
    messages = [
        {"role": "user", "content": "ローテ後のログ食わせたら落ちた: panicked at src/parse.rs:2:39"},
        {"role": "assistant", "content": "`parse.rs:2` の `unwrap()` が途中で切れた行で `None` になってパニックしています。\n\n"
                                         "それと、別件でもう一つ見つけました。\n\n"
                                         "- `stats.rs:3` の `percentile` で `rank` を `round()` しているので、件数が少ないと"
                                         "範囲外アクセスでパニックします。\n\nまず parse の方だけ直していいですか？"},
        {"role": "user", "content": "うん parse の方だけ先にやって"},
        {"role": "assistant", "content": "", "tool_calls": [edit]},
        {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        {"role": "assistant", "content": "parse の方を直しました。\n\n- `parse.rs:2` の `unwrap()` を `ok_or` に変更\n"
                                         "- 途中で切れた行のテスト `truncated_line_is_an_error` を追加\n\n"
                                         "`access.log.1` でも最後まで走って、切れた1行は `(1 lines skipped)` として数えられて"
                                         "います。percentile の方はまだ触っていません。"}]
    ref = honing.ground("じゃあもう一個のほうもお願い", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/stats.rs" and ref.symbol == "percentile", ref


def test_a_finding_moved_to_another_ticket_is_deferred(tmp_path: Path) -> None:
    """Turn 1 places the doubled count at the `shipments` join in `monthly_sales.sql` and
    reports a separate filter bug in `daily_orders.sql`; 「daily の方は別チケットにする」 defers
    the second: 「件数ダブってるやつ直して」 is the join (dev25 b08). "in a separate ticket" and
    「另开一个工单」 defer the same way."""
    assert turned_down("マイグレーションはだるいから最初のやつだけ")[1] == "マイグレーション"
    for said in ("daily の方は別チケットにする", "the daily one goes in a separate ticket", "daily 那个另开一个工单弄"):
        assert resolve.vocab.first(said, "deferral"), said
    monthly = "\n".join(["SELECT", "  date_trunc('month', o.paid_at) AS month,", "  count(*) AS orders",
                         "FROM orders o", "LEFT JOIN shipments s ON s.order_id = o.id", "GROUP BY 1;", ""])
    daily = "\n".join(["SELECT", "  o.paid_at::date AS day,", "  count(*) AS orders", "FROM orders o",
                       "WHERE o.status = 'paid'", "GROUP BY 1;", ""])
    root = write(tmp_path, {"sql/reports/monthly_sales.sql": monthly, "sql/reports/daily_orders.sql": daily})
    messages = [{"role": "user", "content": "月次レポートの件数が合わない。管理画面だと 12,480 件なのに 13,102 になってる"},
                {"role": "assistant", "content": "`sql/reports/monthly_sales.sql:5` の `LEFT JOIN shipments` で、出荷が複数ある"
                                                 "注文が重複して数えられています。\n\n別件ですが、`sql/reports/daily_orders.sql:5` は "
                                                 "`status = 'paid'` だけを数えているので、発送済みの注文が漏れています。"},
                {"role": "user", "content": "daily の方は別チケットにする。あと shipments.order_id って index ないよね？"},
                {"role": "assistant", "content": "ありません。インデックスを貼るマイグレーションを作りました。"}]
    ref = honing.ground("で、件数ダブってるやつ直して", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "sql/reports/monthly_sales.sql", ref


def test_a_lead_that_cannot_tell_opens_the_list_of_causes(tmp_path: Path) -> None:
    """「有两个地方都会导致少数据,光看代码分不出…是哪个造成的:」 opens a list whose item B names its
    lines without the file (第 31 行); the reply closes asking the user for 哪些订单号. 「那你先修一下吧
    我等会找运营要下具体少了哪些单」 picks neither: 哪些 is the closing request's word, not a
    cause's (dev25 c04)."""
    lines = ["<?php", "", "class OrdersExport", "{"] + [f"    // {n}" for n in range(5, 31)] + [
        "    public function handle() { $this->query()->chunk(500, fn ($rows) => $this->write($rows)); }"] + [
        f"    // {n}" for n in range(32, 50)] + [
        "    public function query() { return Order::whereBetween('created_at', [$this->from, $this->to])",
        "        ->orderBy('updated_at'); }", "}", ""]
    root = write(tmp_path, {"app/Exports/OrdersExport.php": "\n".join(lines),
                            "config/export.php": "<?php\nreturn ['chunk_size' => 500];\n"})
    reply = ("有**两个**地方都会导致少数据,光看代码分不出这次少的几百单是哪个造成的:\n\n"
             "**A. 结束日期那一天整天没导出**(`OrdersExport.php` 第 50 行)\n`whereBetween` 的 `$to` 只到 00:00:00。\n\n"
             "**B. 边 chunk 边改排序字段,会跳过整批数据**(第 31 行的 `chunk()` + 第 51 行 `orderBy('updated_at')`)\n"
             "数据量超过 `chunk_size`(`config/export.php` 里默认 500)才会出现。\n\n"
             "能让运营给一下少了哪些订单号吗?确认是哪一个之后再动手。")
    messages = [{"role": "user", "content": "后台导出的订单csv 少数据,帮我看下 OrdersExport"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground("嗯 那你先修一下吧 我等会找运营要下具体少了哪些单", messages, cwd=root, turns=1).references[0]
    assert not ref.resolved, ref
    tax = "def total(items):\n    s = sum(i.price for i in items)\n    t = s * 1.1\n    u = t\n    return round(u)\n"
    report = "\n".join([f"# {n}" for n in range(1, 22)] + ["def render(total):", "    print(total)", ""])
    root2 = write(tmp_path / "b", {"app/tax.py": tax, "app/report.py": report})
    found = ("Found it. `app/tax.py:5` is wrong: it rounds the total and the cents are missing. "
             "But `app/report.py:22` just prints that total.")
    said = honing.ground("ok fix it", [{"role": "user", "content": "the invoice total loses its cents"},
                                       {"role": "assistant", "content": found}], cwd=root2, turns=1).references[0]
    assert said.resolved and said.path == "app/tax.py", said


# ---- found by the review of this round (each failed on the round's first code) ----

def test_words_that_only_say_not_the_first_time_turn_nothing_down(tmp_path: Path) -> None:
    """"this is not the first time Touch panics; do the nil check", 「加判空吧，而不是每次都 panic」,
    「改 NewManager 吧，分别用 NewStore 构造」 keep what they pick: a turned-down part only breaks a
    tie the sentence's own words leave, and 分别用 is no 别用."""
    root = write(tmp_path, {"internal/session/store.go": _STORE, "internal/session/manager.go": _MANAGER})
    messages = [{"role": "user", "content": "staging panics: assignment to entry in nil map"},
                {"role": "assistant", "content": _OPTIONS.replace("I'd go with 2. Want me to apply it?", "Which do you prefer?")}]
    for sentence, path in [("this is not the first time Touch panics; do the nil check", "internal/session/store.go"),
                           ("nil check please, so that it errors instead of the panic", "internal/session/store.go"),
                           ("加判空吧，而不是每次都 panic", "internal/session/store.go"),
                           ("改 NewManager 吧，分别用 NewStore 构造", "internal/session/manager.go")]:
        ref = honing.ground(sentence, messages, cwd=root, turns=1).references[0]
        assert ref.resolved and ref.path == path, (sentence, ref)


def test_turned_down_parts_are_found_in_linear_time() -> None:
    """Each turned-down part runs to its nearest boundary, found by bisection: 8x the text
    takes well under 24x the time (it was quadratic: 「xじゃなくて、」 ×12,500 took 46 s)."""
    import time

    def best(text: str) -> float:
        times = []
        for _ in range(3):
            start = time.perf_counter()
            turned_down(text)
            times.append(time.perf_counter() - start)
        return min(times)

    for unit in ("xじゃなくて、", "not the x ", "加判空那个不要，"):
        small, large = best(unit * 400), best(unit * 3200)
        assert large < 24 * max(small, 1e-4), (unit, small, large)


def _timeout_session(second_user: str, second_reply: str) -> list[dict[str, object]]:
    edit = {"id": "c1", "type": "function", "function": {"name": "edit_file", "arguments": (
        '{"path": "app/fetch.py", "old_text": "requests.get(url)", "new_text": "requests.get(url, timeout=10)"}')}}
    return [{"role": "user", "content": "add a timeout to fetch"},
            {"role": "assistant", "content": "", "tool_calls": [edit]},
            {"role": "tool", "tool_call_id": "c1", "content": "ok"},
            {"role": "assistant", "content": "Added `timeout=10` to `requests.get` in `app/fetch.py:2`."},
            {"role": "user", "content": second_user}, {"role": "assistant", "content": second_reply},
            {"role": "user", "content": "checkout crashes with KeyError: 'sku' for gift cards"},
            {"role": "assistant", "content": "The crash is at `app/cart.py:4`: gift cards have no sku. I can use `item.get('sku')`."}]


def test_properly_and_a_reply_that_agrees_do_not_take_the_sentence_back(tmp_path: Path) -> None:
    """"ok fix that properly" after "You're right, that would be cleaner: `app/config.py:2` …"
    (a question, not a push back on an edit that missed) is the newest report, the crash."""
    root = write(tmp_path, {"app/fetch.py": "def fetch(url):\n    return requests.get(url, timeout=10)\n",
                            "app/config.py": "RETRIES = 3\nTIMEOUT = 10\n",
                            "app/cart.py": "def total(items):\n    s = 0\n    for item in items:\n        sku = item['sku']\n    return s\n"})
    messages = _timeout_session("should the timeout come from config instead of being hardcoded?",
                                "You're right, that would be cleaner: `app/config.py:2` already defines `TIMEOUT`.")
    for sentence in ("ok fix that properly", "fix it for real this time", "ok, fix it for good"):
        ref = honing.ground(sentence, messages, cwd=root, turns=3).references[0]
        assert ref.resolved and ref.path == "app/cart.py", (sentence, ref)


def test_a_hedge_after_a_recommendation_and_a_follow_up_on_one_cause_choose(tmp_path: Path) -> None:
    """"I'd fix the join in `app/queries.py:3` first. Without the mail logs I can't tell which
    one it is, though." recommends the join (the reply does not end asking which); a follow-up
    "It could be both, since both go through the same export." on a report of one cause
    leaves that cause."""
    root = write(tmp_path, {"app/queries.py": "def recipients(session):\n    q = session.query(User)\n"
                                              "    q = q.join(Subscription)\n    return q.all()\n",
                            "app/tasks/digest.py": "def send_weekly_digests():\n    for user in recipients():\n"
                                                   "        send_mail(user)\n    mark_digest_sent()\n"})
    reply = ("Two things can do that: the join in `app/queries.py:3` returns a user once per subscription, and a retry "
             "resends because `app/tasks/digest.py:4` writes the log after the loop. I'd fix the join in "
             "`app/queries.py:3` first. Without the mail logs I can't tell which one it is, though.")
    ref = honing.ground("ok fix it", [{"role": "user", "content": "customers got the weekly digest twice"},
                                      {"role": "assistant", "content": reply}], cwd=root, turns=1).references[0]
    assert ref.resolved and ref.path == "app/queries.py", ref
    one = ("The bug is in `app/queries.py:3`: the join returns a user once per subscription. "
           "`app/tasks/digest.py:2` calls `recipients()` for every digest.")
    messages = [{"role": "user", "content": "customers got the weekly digest twice"}, {"role": "assistant", "content": one},
                {"role": "user", "content": "does it affect the weekly or the monthly digest?"},
                {"role": "assistant", "content": "It could be both, since both go through the same query."}]
    ref = honing.ground("ok fix it", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "app/queries.py", ref


def test_both_not_the_cause_is_no_counted_lead(tmp_path: Path) -> None:
    """「ワークフローの変更はどちらも原因ではありません」 and a checked list, then the cause in
    `package.json:3`: 「それ直しといて」 is that cause, not two separate defects."""
    root = write(tmp_path, {".github/workflows/ci.yml": "jobs:\n  test:\n    steps:\n      - uses: actions/upload-artifact@v4\n"
                                                        "        with:\n          name: coverage\n",
                            ".github/workflows/deploy.yml": "jobs:\n  deploy:\n    steps:\n      - uses: actions/download-artifact@v4\n",
                            "package.json": '{\n  "name": "x",\n  "engines": {"node": "16"}\n}\n'})
    reply = ("ワークフローの変更はどちらも原因ではありません。確認した内容:\n\n"
             "1. `ci.yml:6` の `name: coverage` は一意で、問題ありません。\n"
             "2. `deploy.yml:4` の `download-artifact@v4` も v4 で揃っています。\n\n"
             "落ちているのは `package.json:3` の `engines` が node 16 のままなのが原因です。")
    messages = [{"role": "user", "content": "actions のバージョン上げといて"},
                {"role": "assistant", "content": "`ci.yml` と `deploy.yml` の actions を v4 に上げました。"},
                {"role": "user", "content": "PR出したら2個落ちた"}, {"role": "assistant", "content": reply}]
    ref = honing.ground("あー、それ直しといて", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "package.json", ref


def test_an_async_dotnet_frame_names_its_method_not_move_next() -> None:
    trace = ("   at Billing.Services.InvoiceService.<GetDueDateAsync>d__4.MoveNext() in "
             "/src/Services/InvoiceService.cs:line 7\n")
    found = [(m.line, m.symbol) for m in mentions.find(trace) if m.kind == "location"]
    assert found == [(7, "GetDueDateAsync")], found


def test_back_to_the_first_panic_is_where_the_reply_placed_its_cause(tmp_path: Path) -> None:
    """「原因找到了,不是 `Set` 本身的问题」, 「panic 位置是 `lru.go:6`」 (where it shows), 「但 `Purge()`
    (`lru.go:10`) 里 … `c.items = nil`」, then side turns: 「回到一开始那个panic 修掉吧」 is the first
    report, at the cause in `Purge`, not the panicking line in `Set` (dev25 c02)."""
    lru = "\n".join(["package cache", "", "type LRU struct{ items map[string]int }", "",
                     "func (c *LRU) Set(key string, v int) {", "\tc.items[key] = v", "}", "",
                     "func (c *LRU) Purge() {", "\tc.items = nil", "}", ""])
    root = write(tmp_path, {"internal/cache/lru.go": lru,
                            "internal/metrics/counter.go": "package metrics\n\nfunc (c *Counter) Inc() {\n\tc.n++\n}\n"})
    trace = ("staging 上偶发的 panic,看下原因 先别改代码\n\n```\npanic: assignment to entry in nil map\n"
             "example.com/notify/internal/cache.(*LRU).Set(0xc0001a2000, {0xc00038c0f0, 0x14})\n"
             "\t/build/internal/cache/lru.go:6 +0x1c5\n```")
    reply = ("原因找到了,不是 `Set` 本身的问题。\n\n- panic 位置是 `internal/cache/lru.go:6` 的 `c.items[key] = v`,往 nil map 写。\n"
             "- 但 `Purge()`(`lru.go:10`)里清缓存用的是 `c.items = nil`,下一次 `Set` 一写就 panic。\n\n"
             "修法很简单:`Purge` 里改成 `c.items = make(map[string]int)`。按你说的,先没改代码。")
    messages = [{"role": "user", "content": trace}, {"role": "assistant", "content": reply},
                {"role": "user", "content": "本地先跑一遍 go test -race ./... 看看"},
                {"role": "assistant", "content": "有一个 data race:`internal/metrics/counter.go:4` 的 `c.n++` 没加锁。"}]
    ref = honing.ground("行 回到一开始那个panic 修掉吧", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "internal/cache/lru.go" and ref.symbol == "Purge", ref


def test_a_failing_test_named_in_the_sentence_is_what_fails_not_the_place(tmp_path: Path) -> None:
    """The agent's edit left `PriceCalculatorTest.roundsHalfUpToCents` failing from before and
    said why: `PriceCalculator.java` 第 4 行 `new BigDecimal(amount)`. 「PriceCalculatorTest 的
    roundsHalfUpToCents 还是红的 顺手搞一下」 is that line, not the test file the sentence names
    (dev25 c05); the same sentence for a test said to pass locally keeps the test file."""
    calc = ("package shop;\n\npublic class PriceCalculator {\n    BigDecimal roundToCents(double amount) {\n"
            "        return new BigDecimal(amount).setScale(2, RoundingMode.HALF_UP);\n    }\n}\n")
    test = ("package shop;\n\nclass PriceCalculatorTest {\n    @Test\n    void roundsHalfUpToCents() {\n"
            "        assertEquals(new BigDecimal(\"10.05\"), calc.roundToCents(10.045));\n    }\n}\n")
    root = write(tmp_path, {"src/main/java/shop/PriceCalculator.java": calc,
                            "src/test/java/shop/PriceCalculatorTest.java": test,
                            "src/main/java/shop/PricingService.java": "package shop;\n\nclass PricingService {}\n"})
    edit = {"id": "c1", "type": "function", "function": {"name": "edit_file", "arguments": (
        '{"path": "src/main/java/shop/PricingService.java", "old_text": "class PricingService {}", '
        '"new_text": "class PricingService { Coupon coupon; }"}')}}
    messages = [{"role": "user", "content": "PricingService 里加上优惠码"},
                {"role": "assistant", "content": "", "tool_calls": [edit]},
                {"role": "tool", "tool_call_id": "c1", "content": "ok"},
                {"role": "assistant", "content": "优惠码加好了。\n\n测试里有 1 个失败:`PriceCalculatorTest.roundsHalfUpToCents`,"
                                                 "和这次改动无关,是之前就有的问题:\n\n`PriceCalculator.java` 第 5 行 `roundToCents` 用的是 "
                                                 "`new BigDecimal(amount)`,应该用 `BigDecimal.valueOf(amount)`。这次先没动它。"}]
    ref = honing.ground("PriceCalculatorTest 的 roundsHalfUpToCents 还是红的 顺手搞一下", messages, cwd=root,
                        turns=1).references[0]
    assert ref.resolved and ref.path == "src/main/java/shop/PriceCalculator.java", ref
    assert resolve.vocab.first("CI でだけ落ちる。手元だと通るのに", "passes_elsewhere")


def test_a_unit_of_work_test_name_names_the_function_it_tests() -> None:
    """`refund_revokesEarnedPointsIncludingBonus` tests `refund` (dev25 b05); it does not name
    `create` for `createOrder_rejectsZeroQuantity` (only a symbol's whole name counts)."""
    from honing.grounding.places import Candidate as Place
    from honing.grounding.places import Vote
    from honing.grounding.refine import _tested

    def place(symbol: str) -> Place:
        found = Place("src/main/kotlin/PointService.kt", 1, 2, symbol)
        found.votes.append(Vote(2.0, "named", None, 1))
        return found

    assert _tested({"refund_revokesEarnedPointsIncludingBonus"}, [place("refund"), place("pointsFor")]) == "refund"
    assert _tested({"createOrder_rejectsZeroQuantity"}, [place("create"), place("pointsFor")]) is None
