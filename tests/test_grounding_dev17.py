"""Grounding behaviours found on the seventeenth development set (bench/ground_cases_dev17):
the agent's own earlier edit named by what it was for, a failing test's file that only shows
the failure, and how users say "since your change" in three languages."""

from __future__ import annotations

import json
from pathlib import Path

import honing
from honing.grounding import items, prose, remaining, reviews, runs, vocab
from honing.sessions.openai import parse_messages

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit

_SERVICES = ("from datetime import datetime\n\n\n"
             "def worked_minutes(entry):\n    start = datetime.combine(entry.day, entry.start)\n"
             "    end = datetime.combine(entry.day, entry.end)\n    if end < start:\n"
             "        end = end.replace(day=end.day + 1)\n    return int((end - start).total_seconds() // 60)\n\n\n"
             "HEADER = [\"employee\", \"day\", \"minutes\", \"break\", \"overtime\"]\n\n\n"
             "def export_rows(entries):\n    return [[e.employee, e.day.isoformat(), worked_minutes(e)] for e in entries]\n")
_TESTS = ("from attendance.services import worked_minutes\n\n\n"
          "def test_overtime_excludes_break(entry):\n    assert worked_minutes(entry) == 480\n")


def test_users_say_since_your_change_in_many_ways() -> None:
    for said in ("さっきの夜勤の修正で壊れてない？", "さっきの変更のあと、一部のチームだけ500", "since your overnight fix the totals are off",
                 "刚才那个超时的修改之后CI挂了"):
        assert vocab.first(said, "broke"), said
    assert not vocab.first("after the fix we pushed yesterday it works", "broke")
    # an event the agent had nothing to do with (review of 40fe14b)
    for said in ("since the daylight saving change the report runs late", "after the clock change it is off",
                 "昨日のベンダー側の変更で落ちた", "上次 DBA 改动之后就慢了"):
        assert not vocab.first(said, "broke"), said


def test_a_failing_test_after_two_edits_goes_to_the_edit_the_sentence_names(tmp_path: Path) -> None:
    """Two edits since the tests last ran; the sentence blames 「夜勤の修正」, the one made for
    the request about night shifts, though the later CSV edit says more of the test's name
    ("export" has nothing to do with it, yet its lines name minutes and rows) (dev17 b01)."""
    root = write(tmp_path, {"attendance/services.py": _SERVICES, "attendance/tests/test_services.py": _TESTS})
    messages = ([{"role": "user", "content": "夜勤の人の勤務時間がおかしい。21:00〜翌8:00 休憩60分の人が0分になってる"}]
                + _edit("e1", "attendance/services.py", "    return 0",
                        "    if end < start:\n        end = end.replace(day=end.day + 1)\n"
                        "    return int((end - start).total_seconds() // 60)")
                + [{"role": "assistant", "content": "日付をまたぐ場合に翌日として計算するようにしました。"},
                   {"role": "user", "content": "月次のCSVも出せるようにして。休憩と残業の列も"}]
                + _edit("e2", "attendance/services.py", "",
                        "HEADER = [\"employee\", \"day\", \"minutes\", \"break\", \"overtime\"]\n\n\n"
                        "def export_rows(entries):\n"
                        "    return [[e.employee, e.day.isoformat(), worked_minutes(e)] for e in entries]")
                + [{"role": "assistant", "content": "`export_rows` を追加しました（勤務・休憩・残業の列）。"}])
    sentence = ("CIで落ちた\n\nFAILED attendance/tests/test_services.py::test_overtime_excludes_break - assert 540 == 480\n\n"
                "さっきの夜勤の修正で壊れてない？直して")
    ref = honing.ground(sentence, messages, cwd=root, turns=5).references[0]
    assert ref.resolved and ref.path == "attendance/services.py" and ref.symbol == "worked_minutes", ref


def test_the_test_file_a_pasted_failure_names_is_not_the_place_after_you_broke_it(tmp_path: Path) -> None:
    """「config_test.go:24: Timeout = 0s, want 10s。你刚才改坏的吧」: the file name the sentence
    writes is where the failure shows; it no longer outvotes the function the test calls
    (dev17 c02)."""
    config = ("package config\n\nimport (\n\t\"os\"\n\t\"time\"\n)\n\ntype Config struct {\n\tTimeout time.Duration\n}\n\n"
              "func Load() Config {\n\tcfg := Config{Timeout: 10 * time.Second}\n"
              "\ttimeout, err := time.ParseDuration(os.Getenv(\"NOTIFIER_TIMEOUT\"))\n"
              "\tif err != nil && os.Getenv(\"NOTIFIER_TIMEOUT\") != \"\" {\n\t\tpanic(err)\n\t}\n"
              "\tcfg.Timeout = timeout\n\treturn cfg\n}\n")
    test = ("package config\n\nimport \"testing\"\n\nfunc TestLoadDefaults(t *testing.T) {\n\tcfg := Load()\n"
            "\tif cfg.Timeout != 10*time.Second {\n\t\tt.Fatalf(\"Timeout = %s, want 10s\", cfg.Timeout)\n\t}\n}\n")
    root = write(tmp_path, {"internal/config/config.go": config, "internal/config/config_test.go": test})
    messages = ([{"role": "user", "content": "加一个 NOTIFIER_TIMEOUT 环境变量覆盖超时"}]
                + _edit("e1", "internal/config/config.go", "\treturn cfg",
                        "\ttimeout, err := time.ParseDuration(os.Getenv(\"NOTIFIER_TIMEOUT\"))\n\tcfg.Timeout = timeout\n"
                        "\treturn cfg")
                + [{"role": "assistant", "content": "加好了，`config.Load` 读 `NOTIFIER_TIMEOUT`。"}])
    ref = honing.ground("PR 的 CI 挂了：config_test.go:8: Timeout = 0s, want 10s。你刚才改坏的吧，修一下", messages,
                        cwd=root).references[0]
    assert ref.resolved and ref.path == "internal/config/config.go" and ref.symbol == "Load", ref


def test_a_passing_test_summary_reports_nothing() -> None:
    """"1 passed; 0 failed; 0 ignored" pasted to show a test passes locally is no new report
    (it kept a settled report open: dev17 a06)."""
    assert not prose._reports("ran it locally with my keys, passes:\ntest result: ok. 1 passed; 0 failed; 0 ignored")
    assert prose._reports("test result: FAILED. 0 passed; 1 failed; 0 ignored")


_PROGRAM = ("var builder = WebApplication.CreateBuilder(args);\nbuilder.WebHost.ConfigureKestrel(options =>\n{\n"
            "    options.Limits.MaxRequestBodySize = 50 * 1024 * 1024;\n});\nvar app = builder.Build();\n"
            "app.MapUploadEndpoints();\napp.Run();\n")
_UPLOADS = ("public static class UploadEndpoints\n{\n    public static IResult UploadPhoto(IFormFile file)\n    {\n"
            "        if (file.Length > 20 * 1024 * 1024) return Results.BadRequest(\"File too large\");\n"
            "        return Results.Ok();\n    }\n}\n")


def test_a_side_task_done_in_between_does_not_reopen_a_report_settled_outside_the_repository(tmp_path: Path) -> None:
    """The 413 comes from the ingress in another repository (このリポジトリではなく); the turn in
    between asked to translate the error messages and the agent did it. 「じゃあそれ直しといて」
    has no place in this project (dev17 b08)."""
    root = write(tmp_path, {"src/Api/Program.cs": _PROGRAM, "src/Api/UploadEndpoints.cs": _UPLOADS})
    messages = ([{"role": "user", "content": "本番だけ5MBの写真のアップロードが413エラーで失敗する。ローカルだと15MBでも通る。アプリのどこで制限してる？"},
                 {"role": "assistant", "content": "`Program.cs` の Kestrel は 50MB、`UploadEndpoints.UploadPhoto` は 20MB で 400 を返します。"
                                                  "413 の生レスポンスを見せてください。"},
                 {"role": "user", "content": "確認するね。ついでにエラーメッセージ英語なのがそのまま出てるから日本語にしといて"}]
                + _edit("e1", "src/Api/UploadEndpoints.cs", "Results.BadRequest(\"File too large\")",
                        "Results.BadRequest(\"ファイルが大きすぎます\")")
                + [{"role": "assistant", "content": "メッセージを日本語にしました。"},
                   {"role": "user", "content": "本番で叩いた結果これ\n< HTTP/2 413\n< server: nginx"},
                   {"role": "assistant", "content": "これはアプリではなく ingress-nginx の 413 です（proxy-body-size が 1m）。"
                                                    "Ingress はこのリポジトリではなく tenpo-infra の Helm chart で管理されています。"}])
    ref = honing.ground("なるほど、じゃあそれ直しといて", messages, cwd=root, turns=5).references[0]
    assert not ref.resolved, ref


_REPO = ("public class ReportRepository\n{\n    public Task<List<Txn>> FetchPageAsync(int page, int size) =>\n"
         "        _db.Txns.OrderBy(t => t.CreatedAt).Skip(page * size).Take(size).ToListAsync();\n}\n")
_EXPORT = ("public class ExportService\n{\n    public async Task ExportStatementAsync(DateOnly from, DateOnly to)\n    {\n"
           "        var start = from.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);\n"
           "        var end = to.AddDays(1).ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);\n"
           "        await _writer.WriteAsync(start, end);\n    }\n}\n")


def test_two_causes_the_reply_cannot_tell_apart_and_a_sentence_that_drops_the_logs(tmp_path: Path) -> None:
    """The reply names two causes by `Type.Member` and says 光看代码分不出是哪一个; the user drops
    the logging plan (算了不等日志了) and asks for 少数据那个, the complaint itself: which of
    the two is not said, and the word 日志 of the part that drops the logs picks no item (dev17
    c10). "Do you want one of them first, or both?" leaves the choice open in English (a09)."""
    root = write(tmp_path, {"src/ReportRepository.cs": _REPO, "src/ExportService.cs": _EXPORT})
    reply = ("有两个地方都可能导致“偶尔少几条”，光看代码分不出是哪一个：\n\n"
             "**1. 分页排序不稳定（`ReportRepository.FetchPageAsync`，第 4 行）**\n\n只按 `CreatedAt` 排序，同一时间戳的行跨页会漏。\n\n"
             "**2. 日期边界按 UTC 算（`ExportService.ExportStatementAsync`，第 5 行）**\n\n北京日期当成 UTC 零点，第一天凌晨的交易会被漏掉。\n\n"
             "可以先在导出的时候把每页的条数和首尾 id 打到日志里。")
    messages = [{"role": "user", "content": "商户反馈导出的对账单偶尔少几条交易。帮我看下导出这块有没有问题，先别改"},
                {"role": "assistant", "content": reply}]
    assert not honing.ground("算了不等日志了，少数据那个直接修了吧", messages, cwd=root).references[0].resolved
    english = [{"role": "user", "content": "pull to refresh is janky: the list flashes and jumps to the top"},
               {"role": "assistant", "content": "Two things cause this.\n\n**1. `ExportService.ExportStatementAsync` wipes the "
                "state** (`src/ExportService.cs:5`).\n\n**2. `ReportRepository.FetchPageAsync` redraws everything** "
                "(`src/ReportRepository.cs:4`).\n\nBoth are small changes in different files. Do you want one of them "
                "first, or both?"}]
    assert not honing.ground("ok just fix it, needs to go in today's build", english, cwd=root).references[0].resolved


_REVIEW = ("review from priya on my cart PR:\n\nsrc/hooks/useCart.ts line 40\n> `itemsCount` reads like the number of "
           "lines. can we call it `totalQuantity`?\n\nsrc/lib/money.ts line 2\n> formatPrice hardcodes \"en-US\". please "
           "take the locale from settings\n\nsrc/components/CheckoutButton.tsx:3\n> button stays clickable while "
           "`submitting` is true\n\nRequested changes\n\ndo 1 and 3 for now. 2 needs a call with design first")


def test_a_pasted_review_is_a_list_of_its_comments() -> None:
    spans = reviews.comments(_REVIEW)
    assert [_REVIEW[a:b].split("\n", 1)[0] for a, b in spans] == [
        "src/hooks/useCart.ts line 40", "src/lib/money.ts line 2", "src/components/CheckoutButton.tsx:3"]
    assert "Requested changes" not in _REVIEW[slice(*spans[-1])]
    # a list of files is no review
    assert reviews.comments("changed:\nsrc/a.py\nsrc/b.py\n") == []
    assert items.ordinal("do priya's 2nd comment now") == 2 and items.ordinal("comment 3 please") == 3


def test_the_second_comment_of_a_pasted_review_taken_up_later(tmp_path: Path) -> None:
    """"do priya's 2nd comment now": the review's comments carry no numbers, the user took 1
    and 3 first and the agent's reply numbered only those; the second is money.ts (dev17 a03)."""
    root = write(tmp_path, {
        "src/lib/money.ts": "export function formatPrice(cents: number): string {\n"
                            "  return new Intl.NumberFormat(\"en-US\", { style: \"currency\", currency: \"EUR\" })"
                            ".format(cents / 100);\n}\n",
        "src/hooks/useCart.ts": "export function useCart() {\n  const totalQuantity = 0;\n  return { totalQuantity };\n}\n",
        "src/components/CheckoutButton.tsx": "export function CheckoutButton({ submitting }) {\n"
                                             "  return <button disabled={submitting}>Pay</button>;\n}\n"})
    messages = [{"role": "user", "content": _REVIEW},
                {"role": "assistant", "content": "Done with 1 and 3:\n\n1. **`itemsCount` → `totalQuantity`** in "
                 "`src/hooks/useCart.ts`.\n3. **Checkout double-submit**: `CheckoutButton.tsx` is now disabled while "
                 "submitting.\n\nI left comment 2 untouched."},
                {"role": "user", "content": "which test covers the checkout button?"},
                {"role": "assistant", "content": "None yet; I can add one to `CheckoutButton.test.tsx`."}]
    ref = honing.ground("talked to design, they're fine with it. do priya's 2nd comment now", messages,
                        cwd=root).references[0]
    assert ref.resolved and ref.path == "src/lib/money.ts" and ref.start_line <= 2 <= ref.end_line, ref


def _shell(call_id: str, command: str, output: str, error: bool = False) -> list[dict[str, object]]:
    args = json.dumps({"command": ["bash", "-lc", command]})
    return [{"role": "assistant", "content": None,
             "tool_calls": [{"id": call_id, "type": "function", "function": {"name": "shell", "arguments": args}}]},
            {"role": "tool", "tool_call_id": call_id, "content": output}]


_SENDER = ("package webhook\n\nimport \"net/http\"\n\ntype Sender struct{ client *http.Client }\n\n"
           "func (s *Sender) attempt(req *http.Request) error {\n\tresp, err := s.client.Do(req)\n\tif err != nil {\n"
           "\t\treturn err\n\t}\n\t_ = resp\n\treturn nil\n}\n")


def test_a_command_the_agent_ran_that_failed_is_the_referent(tmp_path: Path) -> None:
    """"that make check at the end didnt pass, lint is red": the agent's own `make check`
    printed a lint error it summed up as a pass; a side question came after (dev17 a02).
    "cargo test" is not `cargo clippy`: a sentence naming another run of the same program
    does not take this one (dev13 b10)."""
    assert runs._names("make check 2>&1 | tail -n 20") == {"check"}
    assert runs._names("cargo build && cargo test 2>&1 | tail") == {"build", "test"}
    assert runs._names("npm run lint") == {"lint"} and runs._names("pytest tests/ -q") == {"pytest"}
    root = write(tmp_path, {"internal/webhook/sender.go": _SENDER, "Makefile": "check: test lint\n"})
    lint = ("ok  \tgithub.com/acme/webhookd/internal/webhook\t1.2s\ngolangci-lint run ./...\n"
            "internal/webhook/sender.go:8:15: response body must be closed (bodyclose)\n1 issues:\n"
            "make: *** [Makefile:1: lint] Error 1")
    messages = ([{"role": "user", "content": "add retries with backoff to the webhook sender"}]
                + _shell("c1", "make check 2>&1 | tail -n 20", lint)
                + [{"role": "assistant", "content": "Added retries in `Sender.attempt`; `make check` passes."},
                   {"role": "user", "content": "what's the worst-case delivery time now?"},
                   {"role": "assistant", "content": "About 31 s with 5 attempts and a 1 s base delay."}])
    result = honing.ground("btw that make check at the end didnt pass, lint is red. fix that", messages, cwd=root)
    ref = result.references[0]
    assert ref.resolved and ref.path == "internal/webhook/sender.go" and ref.start_line <= 8 <= ref.end_line, ref
    # the target quotes the run's own line, not words made up for it
    assert "“internal/webhook/sender.go:8:15: response body must be closed (bodyclose)”" in result.text
    other = honing.ground("cargo test で reads_simple_statement が落ちてる。直して", messages, cwd=root)
    assert "bodyclose" not in other.text


def test_a_deferral_word_is_said_at_a_word_start_or_a_camel_hump() -> None:
    assert items._speaks_of("calls formatPrice twice", "price") and items._speaks_of("the price line", "price")
    assert not items._speaks_of("staging can redo it", "gin") and items._speaks_of("a GIN index", "gin")
    assert items._speaks_of("把 GIN 索引", "索引")


def test_skipping_one_proposal_keeps_what_an_earlier_turn_names_for_another(tmp_path: Path) -> None:
    """"skip the GIN stuff for now. go ahead with the index fix": the GIN talk (turn 2) names
    the migration too, but the turn that proposed the index fix never speaks of GIN (its
    "staging" holds the letters, not the word): the migration stays (dev17 c06)."""
    migration = ("class CreateAuditEvents < ActiveRecord::Migration[7.1]\n  def change\n    create_table :audit_events do |t|\n"
                 "      t.bigint :account_id, null: false\n      t.jsonb :changeset, null: false, default: {}\n"
                 "      t.timestamps\n    end\n  end\nend\n")
    root = write(tmp_path, {"db/migrate/20251103092211_create_audit_events.rb": migration,
                            "app/controllers/admin/audit_events_controller.rb":
                            "class AuditEventsController\n  def index\n    AuditEvent.where(account_id: 1)\n  end\nend\n"})
    messages = [{"role": "user", "content": "审计页在 staging 上要 3.2 秒，慢查询日志：WHERE account_id = ? ORDER BY created_at DESC"},
                {"role": "assistant", "content": "`account_id` 是用 `t.bigint :account_id` 建的"
                 "（`db/migrate/20251103092211_create_audit_events.rb` 第 4 行），没有索引，所以全表扫描，很慢。"
                 "修法：加一个 `[:account_id, :created_at]` 索引；这个 migration 还没上生产，staging 可以 redo。要我加吗？"},
                {"role": "user", "content": "changeset 要不要加 GIN 索引？"},
                {"role": "assistant", "content": "现在不建议：`db/migrate/20251103092211_create_audit_events.rb` 里的 "
                 "changeset 加 GIN 会拖慢写入。"}]
    ref = honing.ground("got it, skip the GIN stuff for now. go ahead with the index fix for the audit page", messages,
                        cwd=root).references[0]
    assert ref.resolved and ref.path.startswith("db/migrate/") and ref.start_line <= 4 <= ref.end_line, ref


def test_the_recommended_option_is_picked_and_placed_where_the_reply_quoted_its_code(tmp_path: Path) -> None:
    """「おすすめのほうでお願い」: of two ways to fix, the one marked おすすめ (the other is 非推奨);
    it quotes only `DateTime.now()`, which the reply quoted in its test line (dev17 b10)."""
    test = ("import 'package:test/test.dart';\n\nvoid main() {\n  final coupon = Coupon(expiresOn: DateTime(2025, 3, 31));\n"
            "  test('isExpired is false before the expiry date', () {\n    expect(coupon.isExpired(DateTime.now()), isFalse);\n"
            "  });\n}\n")
    root = write(tmp_path, {"test/coupon_test.dart": test,
                            "lib/coupon.dart": "class Coupon {\n  bool isExpired(DateTime now) => now.isAfter(expiresOn);\n}\n"})
    reply = ("`coupon.isExpired(DateTime.now())`（6行目）が実行時の現在時刻で判定しているので、4/1 から落ちます。\n\n"
             "直し方は2つあります。\n\n1. **おすすめ**: `DateTime.now()` をやめて固定の日時を渡す\n"
             "2. `expiresOn` を 2099 年に延ばす（非推奨）\n\n1 で直しますか？")
    messages = [{"role": "user", "content": "CIで Coupon isExpired is false before the expiry date が落ちてる"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground("おすすめのほうでお願い", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "test/coupon_test.dart" and ref.start_line <= 6 <= ref.end_line, ref
    assert vocab.first("go with the recommended one", "recommended") and vocab.first("按你推荐的那个改", "recommended")


def test_the_file_a_fix_clause_names_outweighs_a_line_the_reply_quotes_as_context(tmp_path: Path) -> None:
    """「`sidekiq.yml` の `mailer` を `mailers` に直せば」 names where the fix goes; the reply
    also quotes `config/application.rb:3`, the setting that is right (dev17 b07)."""
    root = write(tmp_path, {
        "config/application.rb": "module Tsumiki\n  class Application < Rails::Application\n"
                                 "    config.action_mailer.deliver_later_queue_name = \"mailers\"\n  end\nend\n",
        "config/sidekiq.yml": ":concurrency: 5\n:queues:\n  - [default, 3]\n  - [mailer, 5]\n"})
    reply = ("- `config/application.rb:3` で `config.action_mailer.deliver_later_queue_name = \"mailers\"` なので、"
             "メールは `mailers` キューに入ります（`config/application.rb:3` は正しい）\n"
             "- 昨日のコミットで `config/sidekiq.yml` の `mailers` が `[mailer, 5]`（4行目）に変わっています\n\n"
             "`sidekiq.yml` の `mailer` を `mailers` に直せば、worker が拾い始めます。")
    messages = [{"role": "user", "content": "昨日のデプロイからパスワードリセットのメールが届かない"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "溜まってるジョブは Web UI で消しとく"},
                {"role": "assistant", "content": "了解です。"}]
    ref = honing.ground("ありがと。じゃあ設定のほうは直しといて", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "config/sidekiq.yml", ref


def test_the_other_ticket_after_one_was_fixed_and_committed(tmp_path: Path) -> None:
    """"ok and the other qa one": two tickets in titled paragraphs, QA-311 fixed by an edit of
    CustomerSearchService.java (the paragraph names the class, not the file) and committed as
    QA-311; a side question after names another class. QA-312 is left (dev17 a05)."""
    search = ("public class CustomerSearchService {\n    public List<Customer> search(String q) {\n"
              "        return jdbc.query(\"SELECT * FROM customers WHERE name LIKE ?\", q);\n    }\n}\n")
    renderer = ("public class InvoicePdfRenderer {\n    String formatDueDate(LocalDate due, ZoneId zone) {\n"
                "        return due.atStartOfDay(ZoneOffset.UTC).withZoneSameInstant(zone).format(FMT);\n    }\n}\n")
    reports = "public class ReportQueries {\n    String overdue(String column) {\n        return SQL + column;\n    }\n}\n"
    root = write(tmp_path, {"src/CustomerSearchService.java": search, "src/InvoicePdfRenderer.java": renderer,
                            "src/ReportQueries.java": reports})
    diagnosis = ("**QA-311: apostrophe in search → 500**\n`CustomerSearchService.search` concatenates the query into "
                 "the SQL.\n\n**QA-312: due date one day early**\n`InvoicePdfRenderer.formatDueDate` turns the date "
                 "into midnight UTC before converting it (line 3).")
    messages = ([{"role": "user", "content": "two bugs from QA: QA-311 search with an apostrophe gives a 500; "
                                             "QA-312 the PDF due date is a day early"},
                 {"role": "assistant", "content": diagnosis},
                 {"role": "user", "content": "do the search one first"}]
                + _edit("e1", "src/CustomerSearchService.java", "\" + q + \"", "?")
                + [{"role": "assistant", "content": "Fixed with a parameterized query."},
                   {"role": "user", "content": "is string concat used anywhere else?"},
                   {"role": "assistant", "content": "Only `ReportQueries.overdue` appends a whitelisted column; that is safe."},
                   {"role": "user", "content": "commit the search fix, mention QA-311"},
                   {"role": "assistant", "content": "Committed as 3f9a27c."}])
    ref = honing.ground("ok and the other qa one", messages, cwd=root, turns=5).references[0]
    assert ref.resolved and ref.path == "src/InvoicePdfRenderer.java" and ref.symbol == "formatDueDate", ref
    assert remaining._TICKET.findall("mention QA-311 and PROJ-42, not v1-2") == ["QA-311", "PROJ-42"]


def test_a_run_that_only_read_passed_or_was_rerun_green_is_no_failed_run(tmp_path: Path) -> None:
    """Review of 40fe14b: `grep -rn parse api/` prints code, not a failure; `mvn verify` that
    printed "Failures: 0, Errors: 0" passed; `npm run build` failed, was fixed and re-run
    green; "the docker build" is not `npm run build`; arguments nested thousands deep are no
    command (it raised RecursionError)."""
    assert runs._names("grep -rn parse api/") == set() and runs._names("git log -p") == set()
    assert not runs._FAILED.search("[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
    assert runs._FAILED.search("src/cli.ts:5:19 - error TS2304: Cannot find name 'opts'.")
    deep = {"id": "c9", "type": "function", "function": {"name": "shell", "arguments": '{"command": ' + "[" * 3000
                                                                                          + "]" * 3000 + "}"}}
    cli = "export function main(argv: string[]) {\n  const verbose = argv.includes('--verbose');\n  return verbose;\n}\n"
    root = write(tmp_path, {"src/cli.ts": cli, "Dockerfile": "FROM node:20\nRUN npm run build\n"})
    messages = ([{"role": "user", "content": "add a --verbose flag"}]
                + _shell("c1", "npm run build", "src/cli.ts:5:19 - error TS2304: Cannot find name 'opts'.\n"
                         "Found 1 error.", error=True)
                + _edit("e1", "src/cli.ts", "opts.verbose", "argv.includes('--verbose')")
                + _shell("c2", "npm run build", "built in 1.2s")
                + [{"role": "assistant", "content": None, "tool_calls": [deep]},
                   {"role": "tool", "tool_call_id": "c9", "content": "ok"},
                   {"role": "assistant", "content": "Added `--verbose`; `npm run build` passes now."}])
    turns = parse_messages(messages).turns
    cleared = {t.index: frozenset() for t in turns}
    # the failure was fixed and the re-run passed; and no run in the session is docker's
    assert runs.failed_run("npm run build failed, fix it", turns, set(), cleared) is None
    assert runs.failed_run("the docker build failed on CI, fix it", turns, set(), cleared) is None
    assert runs.failed_run("the parse failed for those, fix it", turns, set(), cleared) is None
    honing.ground("the docker build failed on CI, fix it", messages, cwd=root)  # (no RecursionError)
