"""Grounding behaviours found on the remaining misses of the fourteenth development set and on
the fifteenth (bench/ground_cases_dev14, bench/ground_cases_dev15)."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing
from honing.grounding import edits, items, prose, remaining, routes, settled
from honing.sessions import read_session
from honing.sessions._common import search_replace
from honing.sessions.model import Turn

from .test_grounding_dev5 import write

_MAPPING = ("from datetime import datetime, timezone\n\n\n"
            "def to_sku(code: str) -> str:\n    return 'WH-' + code.strip().upper()\n\n\n"
            "def parse_updated_at(raw: str) -> datetime:\n"
            "    parsed = datetime.strptime(raw.strip(), '%Y-%m-%d %H:%M')\n"
            "    return parsed.replace(tzinfo=timezone.utc)\n\n\n"
            "def changed_since(items, last_run):\n    for item in items:\n"
            "        if item.updated_at > last_run:\n            yield item\n")


def test_an_item_number_right_after_kana_or_kanji_is_taken() -> None:
    """「レビューの3番も」: 番, 番目 and つ目 make a number an item's even after the particle
    の (it used to need a space or the start before it); a count stays a count."""
    assert items._numbers_taken("ありがと。じゃあレビューの3番もやっといて") == {3}
    assert items._numbers_taken("指摘の2つ目お願い") == {2}
    assert items._numbers_taken("先月3件あった") == set()
    assert items._numbers_taken("バージョン3で動かして") == set()


def test_the_place_an_item_names_as_the_consequence_is_not_its_defect(tmp_path: Path) -> None:
    """Review item 3 blames `parse_updated_at` in its title and goes on 「結果として … `changed_since`
    の `item.updated_at > last_run` で…」: what follows "as a result" is where the defect shows, so the
    longer quote there no longer outweighs the title (dev14 b01)."""
    root = write(tmp_path, {"zaiko_sync/mapping.py": _MAPPING})
    review = ("`mapping.py` を見ました。\n\n"
              "1. **`to_sku` で先頭ゼロを削っている**\n   在庫が上書きし合います。\n\n"
              "2. **`parse_qty` の切り捨て**\n   仕様ならOKです。\n\n"
              "3. **`parse_updated_at` がCSVの時刻をUTCとして扱っている**\n"
              "   `parsed.replace(tzinfo=timezone.utc)` でJSTをUTCとみなしています。結果として更新日時が9時間未来に"
              "ずれ、`changed_since` の `item.updated_at > last_run` で古い行が「変更あり」と判定されます。\n\n"
              "どれから直しますか？")
    messages = [{"role": "user", "content": "zaiko_sync/mapping.py ちょっとレビューして"},
                {"role": "assistant", "content": review},
                {"role": "user", "content": "1だけ直して。2は仕様"},
                {"role": "assistant", "content": "1 を直しました。2 はそのままにしています。"}]
    ref = honing.ground("ありがと。じゃあレビューの3番もやっといて", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "parse_updated_at" and ref.start_line <= 10 <= ref.end_line, ref
    # "as a result" in English does the same
    english = review.replace("結果として", "As a result, ")
    messages[1] = {"role": "assistant", "content": english}
    ref = honing.ground("ok do 3 as well", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "parse_updated_at", ref


def test_a_test_shown_passing_is_no_evidence() -> None:
    """cargo, pytest and go list every test they ran: one shown passing on its line is no
    test mention; one shown failing, or named in prose, still is."""
    from honing.grounding import mentions

    output = ("running 3 tests\ntest parse::tests::test_parse_utc ... ok\n"
              "test filter::tests::test_range_inclusive_end ... FAILED\n"
              "PASSED tests/test_api.py::test_login_ok\n")
    tests = {m.value for m in mentions.find(output) if m.kind == "test"}
    assert "test_range_inclusive_end" in tests
    assert not tests & {"test_parse_utc", "test_login_ok"}
    assert {m.value for m in mentions.find("test_parse_utc fails since the refactor") if m.kind == "test"} == {
        "test_parse_utc"}


_FILTER = ("pub struct Range { pub from: i64, pub to: i64 }\n\nimpl Range {\n"
           "    pub fn contains(&self, ts: i64) -> bool {\n        if ts < self.from {\n            return false;\n"
           "        }\n        if ts >= self.to {\n            return false;\n        }\n        true\n    }\n}\n")
_PARSE = ("pub fn parse_timestamp(s: &str) -> Result<i64, String> {\n    let local = wall_clock(s)?;\n"
          "    Ok(local - offset_seconds(s)?)\n}\n")


def test_the_other_one_is_the_item_left_when_a_question_only_mentions_it(tmp_path: Path) -> None:
    """Two findings; the user takes the timestamp one himself; a later question ("is --to
    meant to be inclusive?") says a word only the second item holds but takes nothing up:
    "fix the other one" is the second item (dev14 a06)."""
    root = write(tmp_path, {"src/filter.rs": _FILTER, "src/parse.rs": _PARSE})
    findings = ("Two separate bugs.\n\n**1. `test_parse_timestamp_with_offset`**: `src/parse.rs:3`\n"
                "`offset_seconds` is added instead of subtracted.\n\n"
                "**2. `test_range_inclusive_end`**: `src/filter.rs:8`\n`--to` is documented inclusive, but "
                "`if ts >= self.to` excludes the end.\n")
    messages = [{"role": "user", "content": "cargo test has 2 failures, can you look"},
                {"role": "assistant", "content": findings},
                {"role": "user", "content": "I'll do the timestamp one myself. don't touch parse.rs"},
                {"role": "assistant", "content": "OK, I'll leave `src/parse.rs` alone."},
                {"role": "user", "content": "wait is --to actually meant to be inclusive?"},
                {"role": "assistant", "content": "Yes, the README and --help both say so."}]
    ref = honing.ground("ok, fix the other one", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/filter.rs" and ref.start_line <= 8 <= ref.end_line, ref


def test_a_question_that_says_an_items_word_does_not_take_the_item_up() -> None:
    """Of two findings the user took the first ("I'll do the timestamp one myself"); his later
    question says `inclusive`, a word only the second holds: the second is still the one left,
    and "the other one" asks for it."""
    from honing.grounding import vocab

    findings = ("Two separate bugs.\n\n**1. `test_parse_timestamp_with_offset`**: `src/parse.rs:3`\n"
                "`offset_seconds` is added instead of subtracted.\n\n"
                "**2. `test_range_inclusive_end`**: `src/filter.rs:8`\n`--to` is documented inclusive, but "
                "`if ts >= self.to` excludes the end.\n")
    turns = [Turn(1, "cargo test has 2 failures, can you look", findings),
             Turn(2, "I'll do the timestamp one myself. don't touch parse.rs", "OK, I'll leave `src/parse.rs` alone."),
             Turn(3, "wait is --to actually meant to be inclusive?", "Yes, the README and --help both say so.")]
    left = remaining._remaining(turns, set(), set(), prose._cleared_by(turns))
    assert left is not None and left.turn == 1
    assert {s.mention.value for s in left.sources if s.mention.kind == "location"} == {"src/filter.rs"}
    assert vocab.first("ok, fix the other one", "remaining") is not None


def test_a_place_written_with_its_function_carries_the_function() -> None:
    from honing.grounding import mentions

    def located(text: str) -> list[tuple[str, int | None, str | None]]:
        return [(m.value, m.line, m.symbol) for m in mentions.find(text) if m.kind == "location"]

    assert located("原因は `src/backoff.rs:38` の `parse_retry_after` です。") == [
        ("src/backoff.rs", 38, "parse_retry_after")]
    assert located("`push` (src/ring.rs:31) never wraps head") == [("src/ring.rs", 31, "push")]
    assert located("see src/a.py:3, and later maybe `foo`") == [("src/a.py", 3, None)]


_BACKOFF = ("use std::time::Duration;\n\npub struct Backoff { pub base: Duration }\n\n"
            "impl Default for Backoff {\n    fn default() -> Self {\n"
            "        Backoff { base: Duration::from_millis(200) }\n    }\n}\n\n"
            "pub fn parse_retry_after(value: &str) -> Option<Duration> {\n"
            "    if let Ok(secs) = value.parse::<u64>() {\n"
            "        return Some(Duration::from_millis(secs));\n    }\n    None\n}\n")


def test_a_deferred_report_is_taken_up_again_by_its_identifier_at_its_moved_line(tmp_path: Path) -> None:
    """「それはあとでやる」 put the retry_after report off; 「retry_after が0になるやつ、今やって」 takes
    it up again by an identifier it holds. The agent placed it at `src/backoff.rs:7` の
    `parse_retry_after`, and a later edit moved that line into another impl: the function
    written beside the place is the place (dev14 b06)."""
    root = write(tmp_path, {"src/backoff.rs": _BACKOFF})
    diagnosis = ("原因は `src/backoff.rs:7` の `parse_retry_after` です。\n\n```rust\n"
                 "return Some(Duration::from_millis(secs));   // ← 秒なのにミリ秒\n```\n\n直しますか？")
    messages = [{"role": "user", "content": "本番ログで 429 のとき retry_after=0s ですぐリトライしてる"},
                {"role": "assistant", "content": diagnosis},
                {"role": "user", "content": "それはあとでやる。先に --dry-run 付けて"},
                {"role": "assistant", "content": "`--dry-run` を付けました。"},
                {"role": "user", "content": "clippy の警告消しといて"},
                {"role": "assistant", "content": "`src/backoff.rs` に `impl Default for Backoff` を足しました。"}]
    ref = honing.ground("じゃあ retry_after が0になるやつ、今やって", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "parse_retry_after" and ref.start_line <= 13 <= ref.end_line, ref


def test_review_findings_on_this_rounds_rules() -> None:
    """A prose "Ok," or "doesn't pass" is no runner's line; 3番地 is an address; "as a result
    of" introduces a cause; a place followed by a parenthesis names no function of its own."""
    from honing.grounding import mentions, vocab

    assert [m.value for m in mentions.find("Ok, test_checkout_total looks wrong") if m.kind == "test"] == [
        "test_checkout_total"]
    assert [m.value for m in mentions.find("test_parse_date still doesn't pass on CI") if m.kind == "test"] == [
        "test_parse_date"]
    assert items._numbers_taken("東京都港区3番地") == set()
    assert vocab.first("the page is short as a result of the off-by-one in `slice_rows`", "symptom_at") is None
    assert vocab.first("the real bug is in the downstream `slice_rows` helper", "symptom_at") is None
    located = [m.symbol for m in mentions.find("The bug is at `app/pages.py:6` (`slice_rows` receives a start)")
               if m.kind == "location"]
    assert located == [None]


def test_edits_are_read_whatever_the_tool_calls_their_texts() -> None:
    """edit_file tools with old_text/new_text, the MCP filesystem server's edits of
    oldText/newText, and Cline's replace_in_file SEARCH/REPLACE diff (old and new markers)
    are edits: their old and new lines are what the edit-based rules read."""
    import json

    from honing.sessions.model import ToolCall

    def call(arguments: dict[str, object]) -> ToolCall:
        return ToolCall("edit", json.dumps(arguments), "ok", ("src/a.cs",))

    plain = call({"path": "src/a.cs", "old_text": "    .Skip((page - 1) * size)", "new_text": "    .OrderBy(v => v.Id)"})
    assert edits.removed_lines(plain) == [".Skip((page - 1) * size)"]
    assert edits.added_lines(plain) == [".OrderBy(v => v.Id)"]
    mcp = call({"path": "src/a.cs", "edits": [{"oldText": "if (total > limit)", "newText": "if (total >= limit)"}]})
    assert edits.removed_lines(mcp) == ["if (total > limit)"] and edits.added_lines(mcp) == ["if (total >= limit)"]
    for start, end in (("------- SEARCH", "+++++++ REPLACE"), ("<<<<<<< SEARCH", ">>>>>>> REPLACE")):
        cline = call({"path": "src/a.cs", "diff": f"{start}\n$coupon = Coupon::code($code)->first();\n=======\n"
                                                  f"$coupon = Coupon::code($code)->lockForUpdate()->first();\n{end}"})
        assert edits.removed_lines(cline) == ["$coupon = Coupon::code($code)->first();"]
        assert edits.added_lines(cline) == ["$coupon = Coupon::code($code)->lockForUpdate()->first();"]
    assert search_replace("------- SEARCH\nno divider and no end") == []


_REPOSITORY = ("public class VoucherRepository {\n    public async Task<List<Voucher>> ListAsync(int page, int size) {\n"
               "        var items = await query\n            .OrderBy(v => v.CreatedAtUtc)\n"
               "            .Skip((page - 1) * size).Take(size).ToListAsync();\n        return items;\n    }\n}\n")
_SERVICE = ("public class VoucherService {\n    public async Task RedeemAsync(Voucher voucher) {\n"
            "        if (voucher.ExpiresAtUtc < DateTime.Now)\n            throw new VoucherExpired();\n"
            "        voucher.RedeemedAtUtc = DateTime.UtcNow;\n    }\n}\n")


def test_the_other_one_of_two_bold_titled_findings_after_the_agent_fixed_one(tmp_path: Path) -> None:
    """Findings written as paragraphs with bold titles are items too; the agent's later edit
    that changes code the paging finding quotes, in its file, takes it up: "now the other
    one" is the expiry finding (dev15 a08)."""
    import json

    root = write(tmp_path, {"src/VoucherRepository.cs": _REPOSITORY, "src/VoucherService.cs": _SERVICE})
    findings = ("Both have a clear cause, in different files:\n\n"
                "**Paging** - `VoucherRepository.ListAsync` (`VoucherRepository.cs:3`) pages without any `OrderBy`. "
                "Fix: `.OrderBy(v => v.CreatedAtUtc)` before `Skip`.\n\n"
                "**Early expiry** - `VoucherService.RedeemAsync` (`VoucherService.cs:3`) compares "
                "`voucher.ExpiresAtUtc < DateTime.Now`; it should be `DateTime.UtcNow`.\n\nWhich one first?")
    edit = json.dumps({"path": "src/VoucherRepository.cs", "old_text": "        var items = await query\n",
                       "new_text": "        var items = await query\n            .OrderBy(v => v.CreatedAtUtc)\n"})
    messages = [{"role": "user", "content": "paging shows duplicates and vouchers expire an hour early"},
                {"role": "assistant", "content": findings},
                {"role": "user", "content": "paging first"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "e1", "type": "function", "function": {"name": "edit_file", "arguments": edit}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "Paging is ordered now."},
                {"role": "user", "content": "does ThenBy on a Guid work with Npgsql?"},
                {"role": "assistant", "content": "Yes."}]
    ref = honing.ground("now the other one", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/VoucherService.cs" and ref.start_line <= 3 <= ref.end_line, ref
    # a lint fix elsewhere in the paging finding's file quotes none of its code: it takes nothing up
    turns = [Turn(1, "paging shows duplicates and vouchers expire an hour early", findings)]
    assert remaining._quotes_any(findings[:findings.index("**Early")], ["return items.ToList();"]) is False
    assert remaining._quotes_any(findings[:findings.index("**Early")], [".OrderBy(v => v.CreatedAtUtc)"]) is True
    assert len(items.titled_paragraphs(turns[0].assistant)) == 2


_AIDER = """# aider chat started at 2025-11-20 10:00:00

#### 下单之后会收到两封确认邮件，帮我看看

两个地方各发一次，删掉 controller 里那一行：

app/controllers/orders_controller.rb
```ruby
<<<<<<< SEARCH
    if @order.save
      OrderMailer.confirmation(@order).deliver_later
      redirect_to @order
=======
    if @order.save
      redirect_to @order
>>>>>>> REPLACE
```

另外顺便看到 `app/mailers/order_mailer.rb` 第 3 行有个问题，这次没改：

```ruby
@total_cents = @items.sum(&:unit_price_cents)
```

只把单价加起来，没乘数量，合计会偏小。

> Applied edit to app/controllers/orders_controller.rb
> Commit 1a2b3c4 fix: send the confirmation once

#### /ask 邮件里的时间是北京时间吗？

是北京时间，`config.time_zone` 是 Beijing。

"""


def test_an_aider_edit_block_it_applied_is_an_edit_and_the_aside_beside_it_is_open(tmp_path: Path) -> None:
    """Aider's SEARCH/REPLACE block for a file it says it applied is read as an edit (not as
    code the reply quotes), so "the one in the mailer too" is the aside the reply left
    alone (另外顺便看到 … 这次没改), not the controller it fixed (dev14 c10)."""
    project = write(tmp_path / "project", {
        "app/controllers/orders_controller.rb": "class OrdersController\n  def create\n    if @order.save\n"
                                                "      redirect_to @order\n    end\n  end\nend\n",
        "app/mailers/order_mailer.rb": "class OrderMailer\n  def confirmation(order)\n"
                                       "    @total_cents = @items.sum(&:unit_price_cents)\n  end\nend\n"})
    history = tmp_path / ".aider.chat.history.md"
    history.write_text(_AIDER, encoding="utf-8")
    first = read_session(history).turns[0]
    assert "<<<<<<< SEARCH" not in first.assistant and "另外顺便看到" in first.assistant
    assert "OrderMailer.confirmation(@order).deliver_later" in edits.removed_lines(first.tools[0])
    ref = honing.ground("mailer 里那个也修一下吧", str(history), cwd=project).references[0]
    assert ref.resolved and ref.path == "app/mailers/order_mailer.rb" and ref.start_line <= 3 <= ref.end_line, ref


def test_an_aider_block_it_did_not_apply_stays_in_the_reply() -> None:
    """A block aider did not apply (an /ask answer, a file it did not name) is a proposal:
    it stays in the reply's text, where "do what you suggested" reads it."""
    from honing.sessions import aider

    reply = ["Change it like this:", "", "Makefile", "```make", "<<<<<<< SEARCH", "LDLIBS := -lpthread", "=======",
             "LDLIBS := -lpthread -lm", ">>>>>>> REPLACE", "```"]
    assert aider._edits(reply, ()) == (reply, [])
    kept, edits = aider._edits(reply, ("Makefile",))
    assert kept == ["Change it like this:", ""] and edits == [("Makefile", "LDLIBS := -lpthread", "LDLIBS := -lpthread -lm")]


def test_a_hash_number_picks_an_item() -> None:
    """"ok now #2" takes item 2; "#12" or "#3.5" is no item number."""
    assert items._numbers_taken("ok now #2") == {2}
    assert items._numbers_taken("fix #12") == set()
    assert items._numbers_taken("see PR #3.5") == set()


def test_the_sentence_itself_can_take_an_item_up_before_asking_for_the_other(tmp_path: Path) -> None:
    """「show は直した。もう一個のほうも…直しといて」: the first clause of the sentence takes up the
    item whose file is show.blade.php (a plain word that names the item's file), so the other
    one is the one left (dev15 b06)."""
    root = write(tmp_path, {
        "resources/views/posts/show.blade.php": "@section('content')\n<p>{{ $post->title }}</p>\n"
                                                "{!! nl2br(e($comment->body)) !!}\n@endsection\n",
        "resources/views/mypage/comments.blade.php": "@section('content')\n<ul>\n"
                                                    "<li>{!! nl2br($comment->body) !!}</li>\n</ul>\n@endsection\n"})
    answer = ("すみません、さっきの改行対応が XSS になっています。該当は2か所です:\n\n"
              "1. `resources/views/posts/show.blade.php` 3行目\n2. `resources/views/mypage/comments.blade.php` 3行目\n\n"
              "先にエスケープしてから改行を変換すれば安全です。直しましょうか？")
    messages = [{"role": "user", "content": "そういえばXSSとか大丈夫？"}, {"role": "assistant", "content": answer},
                {"role": "user", "content": "php artisan test 全部回して"}, {"role": "assistant", "content": "5 passed"}]
    ref = honing.ground("show は直した。もう一個のほうもさっき言ってた感じで直しといて", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "resources/views/mypage/comments.blade.php", ref


def test_patch_hunks_are_edit_pairs() -> None:
    """Codex's apply_patch and unified diffs give (file, old text, new text) per hunk."""
    from honing.sessions.model import ToolCall

    patch = ("*** Begin Patch\n*** Update File: src/Dao.java\n@@\n     boolean same(BigDecimal a, BigDecimal b) {\n"
             "-        return a.equals(b);\n+        if (a == null || b == null) {\n+            return a == b;\n"
             "+        }\n+        return a.compareTo(b) == 0;\n     }\n*** End Patch")
    ((path, old, new),) = edits.edit_pairs(ToolCall("apply_patch", patch))
    assert path == "src/Dao.java" and old.count("\n") + 3 == new.count("\n") and "compareTo" in new


_DAO = ("class ReportDao {\n    boolean same(BigDecimal a, BigDecimal b) {\n        if (a == null || b == null) {\n"
        "            return a == b;\n        }\n        return a.compareTo(b) == 0;\n    }\n\n"
        "    List<Row> revenueByRegion(String sort) {\n        String sql = BASE + \" ORDER BY \" + sort;\n"
        "        return jdbc.query(sql);\n    }\n}\n")


def test_a_line_named_before_the_agents_edit_above_it_is_found_where_it_stands_now(tmp_path: Path) -> None:
    """Review item 2 names `ReportDao.java:7`; the agent's later fix of item 1 added three
    lines above it: the place is line 10 now, in revenueByRegion, and the instruction says
    which line the turn named (dev15 a05)."""
    import json

    root = write(tmp_path, {"src/ReportDao.java": _DAO})
    review = ("1. `ReportDao.java:3` - `same` uses `BigDecimal.equals`, so 1.0 and 1.00 differ.\n"
              "2. `ReportDao.java:7` - the `sort` parameter is concatenated into `ORDER BY`: SQL injection.\n")
    edit = json.dumps({"file_path": "src/ReportDao.java", "old_string": "        return a.equals(b);",
                       "new_string": "        if (a == null || b == null) {\n            return a == b;\n        }\n"
                                     "        return a.compareTo(b) == 0;"})
    messages = [{"role": "user", "content": "review ReportDao, numbered list"},
                {"role": "assistant", "content": review},
                {"role": "user", "content": "fix 1"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "e1", "type": "function", "function": {"name": "Edit", "arguments": edit}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "Fixed 1 with compareTo."}]
    result = honing.ground("ok now #2", messages, cwd=root)
    ref = result.references[0]
    assert ref.resolved and ref.symbol == "revenueByRegion" and ref.start_line <= 10 <= ref.end_line, ref
    assert "ReportDao.java:7 is named in turn 1 (line 10 since the edits after it)" in ref.reason


_BUCKET = ("package ratelimit\n\ntype Bucket struct {\n\ttokens float64\n\trps    float64\n}\n\n"
           "func (b *Bucket) refill(elapsed time.Duration) {\n\tb.tokens += float64(elapsed/time.Second) * b.rps // bucket refill\n}\n")
_BUCKET_TEST = ("package ratelimit\n\nfunc TestBucketRefillsAfterWindow(t *testing.T) {\n\tb := NewWithClock(10, 10, clk)\n"
                "\tb.refill(500 * time.Millisecond)\n\tif b.tokens != 5 {\n\t\tt.Fatalf(\"got %v tokens, want 5\", b.tokens)\n"
                "\t}\n}\n")


def test_a_test_failing_since_the_agents_edit_points_at_the_code_it_changed_not_the_test(tmp_path: Path) -> None:
    """The user pastes `--- FAIL: TestBucketRefillsAfterWindow` (the name twice, a frame in
    the test file) after the agent rewrote the refill formula and only brought the test's
    calls up to date: the code the edit changed is the place, not the test (dev15 b02)."""
    import json

    root = write(tmp_path, {"ratelimit/bucket.go": _BUCKET, "ratelimit/bucket_test.go": _BUCKET_TEST})

    def edit(call_id: str, path: str, old: str, new: str) -> list[dict[str, object]]:
        args = json.dumps({"file_path": path, "old_string": old, "new_string": new})
        return [{"role": "assistant", "content": None, "tool_calls": [
                    {"id": call_id, "type": "function", "function": {"name": "Edit", "arguments": args}}]},
                {"role": "tool", "tool_call_id": call_id, "content": "ok"}]

    messages = ([{"role": "user", "content": "make the rate configurable in rps"}]
                + edit("e1", "ratelimit/bucket.go", "\tb.tokens += elapsed.Seconds() * b.n / b.per",
                       "\tb.tokens += float64(elapsed/time.Second) * b.rps // bucket refill")
                + edit("e2", "ratelimit/bucket_test.go", "\tb := New(10, time.Second, clk)", "\tb := NewWithClock(10, 10, clk)")
                + [{"role": "assistant", "content": "Done; go vet passes."}])
    sentence = ("CI で TestBucketRefillsAfterWindow 落ちてる\n\n--- FAIL: TestBucketRefillsAfterWindow (0.00s)\n"
                "    bucket_test.go:7: got 0 tokens, want 5\nFAIL\n\nなおして")
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "ratelimit/bucket.go" and ref.start_line <= 9 <= ref.end_line, ref


def test_a_function_that_builds_a_value_hands_no_work_to_the_calls_inside_it(tmp_path: Path) -> None:
    """A one-statement constructor (`return &Bucket{…, last: c.Now()}`) does its own work; a
    one-statement wrapper (`return b.AllowN(1)`) hands it to the function it calls."""
    from honing.grounding import locate
    from honing.grounding.project import Project

    root = write(tmp_path, {"b.go": "package b\n\nfunc NewWithClock(c Clock) *Bucket {\n\treturn &Bucket{last: c.Now()}\n}\n\n"
                                    "func (b *Bucket) Allow() bool { return b.AllowN(1) }\n"})
    project = Project.open(root)
    assert project is not None
    assert locate._BUILDS.match("return &Bucket{last: c.Now()}") and not locate._BUILDS.match("return b.AllowN(1) }")
    assert locate._OPENER.search("func (b *Bucket) Allow() bool { return b.AllowN(1) }").group(1).startswith("return b.AllowN")


_RETRY = ("use std::time::Duration;\n\npub const MAX_DELAY: Duration = Duration::from_secs(60);\n\n"
          "pub fn backoff_delay(attempt: u32) -> Duration {\n    (Duration::from_millis(500) * 2u32.pow(attempt)).min(MAX_DELAY)\n}\n\n"
          "#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn backoff_is_capped() {\n"
          "        assert_eq!(backoff_delay(12), Duration::from_secs(30));\n    }\n}\n")


@pytest.mark.parametrize("sentence", [
    "CI is red: retry::tests::backoff_is_capped. 60s is what ops asked for, dont change that",
    "cargo test 全跑了一下，挂了一个 retry::tests::backoff_is_capped。这个是按老规则写的吧，按新规则改过来",
])
def test_a_test_that_checks_the_old_behaviour_is_the_place_when_the_change_was_meant(tmp_path: Path,
                                                                                      sentence: str) -> None:
    """The agent raised the cap to 60s on request; the test still expects 30s. When the
    sentence says the change was meant, the test case is what is out of date, and "Done when"
    is that test passing (dev15 a04, c04)."""
    import json

    root = write(tmp_path, {"src/retry.rs": _RETRY})
    args = json.dumps({"file_path": "src/retry.rs",
                       "old_string": "pub const MAX_DELAY: Duration = Duration::from_secs(30);",
                       "new_string": "pub const MAX_DELAY: Duration = Duration::from_secs(60);"})
    run = json.dumps({"command": "cargo test"})
    messages = [{"role": "user", "content": "add exponential backoff with a cap, tests too"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "r1", "type": "function", "function": {"name": "Bash", "arguments": run}}]},
                {"role": "tool", "tool_call_id": "r1", "content": "running 1 test\ntest retry::tests::backoff_is_capped ... ok"},
                {"role": "assistant", "content": "Added `backoff_delay` in src/retry.rs, capped at 30s; tests pass."},
                {"role": "user", "content": "ops says the max delay cap should be 60s not 30"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "e1", "type": "function", "function": {"name": "Edit", "arguments": args}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "MAX_DELAY is 60s now; it builds."}]
    result = honing.ground(sentence, messages, cwd=root)
    ref = result.references[0]
    assert ref.resolved and ref.symbol == "backoff_is_capped" and ref.start_line <= 15 <= ref.end_line, ref
    done = next(i for i in result.items if i.label == "Done when")
    assert "backoff_is_capped" in done.text and "passes" in done.text


def test_an_aside_told_with_shunbian_shuo_is_taken_up_after_it_was_put_on_hold(tmp_path: Path) -> None:
    """「另外顺便说一个问题：… 第 3 行 … |safe … XSS」 beside the agent's edit, put on hold (先别动那个),
    then 「之前你说的那个 xss 的问题，现在改了吧」: the aside, not the pagination turn (dev15 c01)."""
    import json

    root = write(tmp_path, {"orders/templates/orders/order_list.html":
                            "{% block content %}\n<table>\n<td>{{ order.customer_note|safe }}</td>\n</table>\n"
                            "{% endblock %}\n",
                            "orders/views.py": "def order_list(request):\n    status = request.GET.get('status')\n"
                                               "    return render(request, 'orders/order_list.html', {})\n"})
    args = json.dumps({"file_path": "orders/views.py", "old_string": "def order_list(request):\n",
                       "new_string": "def order_list(request):\n    status = request.GET.get('status')\n"})
    messages = [{"role": "user", "content": "orders 列表页加个按 status 筛选"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "e1", "type": "function", "function": {"name": "Edit", "arguments": args}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "加好了：`order_list` 读 `?status=`。\n\n另外顺便说一个问题：`order_list.html` 第 3 行是 "
                                                 "`{{ order.customer_note|safe }}`，有人在备注里写 `<script>` 就是存储型 XSS。要我顺手改掉吗？"},
                {"role": "user", "content": "先别动那个，运营说备注里要能点链接。先把分页加上"},
                {"role": "assistant", "content": "分页加好了，备注那个先没动。"},
                {"role": "user", "content": "Paginator 的 orphans 是干嘛的"},
                {"role": "assistant", "content": "最后一页条数太少时并到前一页。"}]
    ref = honing.ground("ok 之前你说的那个 xss 的问题，现在改了吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "orders/templates/orders/order_list.html", ref
    from honing.grounding import vocab
    assert vocab.first("Side note, not touched: line 34 renders it with |safe", "left_alone") is not None


def test_a_chinese_question_without_a_question_mark_reports_nothing() -> None:
    """「这几天失败的 webhook 事件会丢吗」 asks about the report on the table; it is no new report."""
    assert not prose._reports("这几天失败的 webhook 事件会丢吗")
    assert prose._reports("prod 上 stripe webhook 从周五开始全是 400，失败了")
    assert prose._reports("登录失败了")


def test_a_cause_placed_with_yuanyin_zai_blames_the_project() -> None:
    assert prose._blames_project("原因在 `accounts/signals.py` 的 `create_profile`：每次保存都会建一个 Profile。")


@pytest.mark.parametrize(("sentence", "messages"), [
    # the bucket's CORS is managed in another repository (dev15 b07)
    ("おけ、じゃあ CORS のほうも直しといて",
     [{"role": "user", "content": "本番でだけ画像アップロードが CORS で失敗する"},
      {"role": "assistant", "content": "バケットの CORS 設定はこのリポジトリではなく `tsumiki-infra`（Terraform）で管理されています。"
                                       "必要な設定:\n\n1. `AllowedOrigins` に `https://app.tsumiki.jp`\n2. `AllowedMethods` に `PUT`\n"}]),
    # the secret lives in Vault, the repository only references it (dev15 c07)
    ("好，那你把它修了吧",
     [{"role": "user", "content": "prod 上 stripe webhook 全是 400，签名校验失败"},
      {"role": "assistant", "content": "prod 的 `STRIPE_WEBHOOK_SECRET` 和 Stripe 那边不一致了。这个仓库里只有引用，没有值："
                                       "`deploy/k8s/deployment.yaml` 用的是 `payments-api-secrets`，要改的是 Vault 里那份。"},
      {"role": "user", "content": "这几天失败的 webhook 事件会丢吗"},
      {"role": "assistant", "content": "一般不会丢，Stripe 会自动重试。`src/webhooks.js` 里的 `markInvoicePaid` 最好是幂等的。"}]),
])
def test_a_fix_that_belongs_to_another_repository_stays_unresolved(tmp_path: Path, sentence: str,
                                                                   messages: list[dict[str, str]]) -> None:
    root = write(tmp_path, {"src/webhooks.js": "export function markInvoicePaid(id) {\n  return db.update(id);\n}\n",
                            "src/api/upload.ts": "export async function uploadAvatar(file) {\n  return put(file);\n}\n",
                            "deploy/k8s/deployment.yaml": "envFrom:\n  - secretRef:\n      name: payments-api-secrets\n"})
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert not ref.resolved, ref


def test_a_bare_fix_it_after_a_settled_report_does_not_fall_back_to_an_older_caution(tmp_path: Path) -> None:
    """The newest report (AccessDenied in prod) ended with "nothing to fix in this repo"; a
    caution from an older reply ("ENV.fetch without a default raises KeyError at boot") is no
    report the user made: "ok can you fix it then" stays unresolved (dev15 a07)."""
    root = write(tmp_path, {"config/storage.yml": "amazon_docs:\n  service: S3\n  bucket: <%= ENV.fetch('DOCS_BUCKET') %>\n"})
    messages = [{"role": "user", "content": "deployed to staging with DOCS_BUCKET set, upload works. going to prod now"},
                {"role": "assistant", "content": "Good. Check that `DOCS_BUCKET` is set in production: `ENV.fetch` in "
                                                 "`config/storage.yml` raises KeyError at boot when it is missing."},
                {"role": "user", "content": "prod is up but uploads fail: Aws::S3::Errors::AccessDenied"},
                {"role": "assistant", "content": "There's nothing to fix in this repo: the IAM user's policy does not "
                                                 "grant the new bucket, and it is managed in the clinic-infra repo."},
                {"role": "user", "content": "why did staging work then"},
                {"role": "assistant", "content": "Staging's policy probably grants a wildcard of staging buckets."}]
    assert not honing.ground("ok can you fix it then", messages, cwd=root).references[0].resolved
    # naming the older thing still finds it
    ref = honing.ground("ok fix the KeyError at boot in storage.yml then", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "config/storage.yml", ref


@pytest.mark.parametrize("sentence", [
    "ok 回到最开始那个问题，改了吧。sanity 那个测试我待会自己删",
    "ok back to the first problem, fix it. i'll delete the sanity test myself",
    "最初の問題に戻って、直して。sanity のテストは自分で消す",
])
def test_a_test_the_sentence_will_delete_itself_is_kept_out(tmp_path: Path, sentence: str) -> None:
    """「sanity 那个测试我待会自己删」: the test the user will delete is kept out, so the first
    problem's place (useJUnit() in build.gradle.kts) stands (dev15 c09)."""
    root = write(tmp_path, {
        "build.gradle.kts": "plugins {\n    kotlin(\"jvm\")\n}\n\ntasks.test {\n    useJUnit()\n}\n",
        "src/test/kotlin/AppTest.kt": "class AppTest {\n    @Test\n    fun sanity() {\n        assertEquals(1, 2)\n    }\n}\n"})
    messages = [{"role": "user", "content": "CI stays green even though I pushed a failing test `sanity`"},
                {"role": "assistant", "content": "`build.gradle.kts:6` has `useJUnit()`, the JUnit 4 runner, but the tests "
                                                 "are JUnit 5, so zero tests run. It should be `useJUnitPlatform()`.\n\n"
                                                 "That is also why `sanity` passes in CI. Change it?"},
                {"role": "user", "content": "why is CI slow"},
                {"role": "assistant", "content": "No Gradle cache in `.github/workflows/ci.yml`; I can add setup-gradle."}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "build.gradle.kts", ref


def test_a_layer_shown_under_another_points_at_the_layer_order(tmp_path: Path) -> None:
    """「toast 被弹窗的遮罩盖住了」: the z-index of the file the sentence names by a word of its
    name (Toast.module.css); "the X is hidden behind the top bar": the z-index the agent's own
    edit set (dev15 c03, a02)."""
    import json

    root = write(tmp_path, {
        "src/components/Toast.module.css": ".container {\n  position: fixed;\n  bottom: 16px;\n  z-index: var(--z-dropdown);\n}\n",
        "src/components/Header.module.css": ".header {\n  position: sticky;\n  top: 0;\n  z-index: 1100;\n}\n",
        "src/components/Dialog.module.css": ".overlay {\n  position: fixed;\n  inset: 0;\n  z-index: var(--z-modal);\n}\n",
        "src/pages/Settings.tsx": "export function onDelete() {\n  toast.error('delete failed');\n}\n"})
    read = json.dumps({"file_path": "src/components/Toast.module.css"})
    messages = [{"role": "user", "content": "make the toast text bigger"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "r1", "type": "function", "function": {"name": "Read", "arguments": read}}]},
                {"role": "tool", "tool_call_id": "r1", "content": ".container {\n  z-index: var(--z-dropdown);\n}"},
                {"role": "assistant", "content": "Done: bigger font in the toast."},
                {"role": "user", "content": "on delete failure keep the dialog open and show an error toast"},
                {"role": "assistant", "content": "`onDelete` in `src/pages/Settings.tsx` now shows `toast.error` and keeps "
                                                 "the dialog open."}]
    ref = honing.ground("试了下删除失败，toast 出来了，但是被弹窗的遮罩盖住了。修一下", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/components/Toast.module.css" and ref.start_line <= 4 <= ref.end_line, ref
    edit = json.dumps({"file_path": "src/components/Header.module.css", "old_string": "  top: 0;\n",
                       "new_string": "  top: 0;\n  z-index: 1100;\n"})
    messages = [{"role": "user", "content": "make the header sticky, above the filter panel"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "e1", "type": "function", "function": {"name": "Edit", "arguments": edit}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "The header is sticky now."},
                {"role": "user", "content": "dvh or vh for the modal?"},
                {"role": "assistant", "content": "dvh, it follows the mobile toolbar."}]
    ref = honing.ground("on my phone the X on the checkout popup is hidden behind the top bar now, cant close it",
                        messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/components/Header.module.css" and ref.start_line <= 4 <= ref.end_line, ref


def test_a_reply_that_asks_which_cause_to_change_has_not_chosen(tmp_path: Path) -> None:
    """Two causes in two files, "the logs would tell them apart … should I change one of them?":
    the question leaves the choice open, so "ok just fix it" picks neither (dev15 a09); a
    reply that proposes one ("I'd change the cleanup job first") still chooses."""
    root = write(tmp_path, {"auth/TokenService.kt": "class TokenService {\n    fun refresh(t: String) {\n"
                                                    "        if (reused(t)) revokeAll()\n    }\n}\n",
                            "auth/SessionCleanupJob.kt": "class SessionCleanupJob {\n    fun runOnce() {\n"
                                                         "        deleteIdle(15)\n    }\n}\n"})
    causes = ("Two candidates, and I can't tell which from the code:\n\n"
              "1. `TokenService.refresh` (`auth/TokenService.kt:3`) revokes everything on concurrent refreshes.\n"
              "2. `SessionCleanupJob.runOnce` (`auth/SessionCleanupJob.kt:3`) deletes tokens idle for 15 minutes.\n\n"
              "The logs would tell them apart. Do you want to check the logs first, or should I change one of them?")
    messages = [{"role": "user", "content": "users get logged out randomly, any idea from the code?"},
                {"role": "assistant", "content": causes}]
    assert not honing.ground("ugh. ok just fix it", messages, cwd=root).references[0].resolved
    from honing.grounding import vocab
    assert vocab.first("了解、じゃあもう一個の方は直しといて", "remaining") is not None


def test_a_go_stack_frame_carries_its_function() -> None:
    """Go prints a frame's function on one line and its file:line on the next: the location
    carries the function, so a line the session's edits moved away still finds it (dev15 a03)."""
    from honing.grounding import mentions

    trace = ("goroutine 48213 [running]:\nnet/http.(*conn).serve.func1()\n\t/usr/local/go/src/net/http/server.go:1947 +0xbe\n"
             "github.com/x/billing.(*WebhookHandler).handleInvoicePaid(0xc0001a6300, {0xb3a1e8})\n"
             "\t/src/internal/billing/webhook.go:147 +0x1b4\ngithub.com/x/billing.(*WebhookHandler).dispatch(...)\n"
             "\t/src/internal/billing/webhook.go:124\n")
    located = [(m.value, m.line, m.symbol) for m in mentions.find(trace) if m.kind == "location"]
    assert ("/src/internal/billing/webhook.go", 147, "handleInvoicePaid") in located
    assert ("/src/internal/billing/webhook.go", 124, "dispatch") in located


# ----------------------------------------------------------------------------- review findings


@pytest.mark.parametrize("sentence", [
    "yes fix it, that case isn't covered by tests either",
    "这个问题挡住了发布，赶紧修一下",
    "その KeyError、ログに隠れて見えてなかった。直して",
    "the api is behind the proxy, fix the 502",
])
def test_a_stacking_phrase_needs_a_screen_element(sentence: str) -> None:
    """"covered by tests", 挡住了发布, ログに隠れて: no layer of a screen, so no z-index."""
    from honing.sessions.model import ToolCall

    edit = ToolCall("Edit", '{"file_path": "src/Header.module.css", "old_string": "top: 0;", '
                            '"new_string": "top: 0;\\n  z-index: 1100;"}', "ok", ("src/Header.module.css",))
    turns = [Turn(1, "make the header sticky", "Done.", (edit,))]
    assert routes._stacked(sentence, turns, prose._cleared_by(turns)) is None
    assert routes._stacked("the close button is hidden behind the top bar", turns, prose._cleared_by(turns)) is not None


@pytest.mark.parametrize("sentence", [
    "CI is red: retry::tests::backoff_is_capped fails. don't just fix the test, your refactor changed the value",
    "cargo test 挂了一个 retry::tests::backoff_is_capped，别改测试，是你的改动有问题",
    "retry::tests::backoff_is_capped が落ちてる。仕様変更はしてないので、コードのほうを直して",
    "retry::tests::backoff_is_capped が落ちる。意図通りに動いてないので直して",
])
def test_a_sentence_that_blames_the_change_is_no_outdated_test(sentence: str) -> None:
    from honing.grounding import vocab

    assert vocab.first(sentence, "test_outdated") is None


def test_why_and_a_statements_ne_still_report() -> None:
    assert prose._reports("登录一直报错，不知道为什么")
    assert prose._reports("改了配置还是报错呢")
    assert not prose._reports("这几天失败的 webhook 事件会丢么")


def test_a_retried_or_undone_edit_moves_a_line_once_or_not_at_all(tmp_path: Path) -> None:
    from honing.grounding import places
    from honing.grounding.mentions import Mention
    from honing.grounding.places import Sourced
    from honing.grounding.project import Project

    root = write(tmp_path, {"src/Dao.java": _DAO})
    project = Project.open(root)
    assert project is not None
    named = [Sourced(Mention("location", "src/Dao.java", 7, None, 2.0), 1, "assistant")]
    fix = (2, "src/Dao.java", "        return a.equals(b);", "        if (a == null || b == null) {\n            return a == b;\n"
           "        }\n        return a.compareTo(b) == 0;")
    assert places.moved(project, named, None, [fix])[0].mention.line == 10
    assert places.moved(project, named, None, [fix, fix])[0].mention.line == 10  # a retry
    undo = (3, fix[1], fix[3], fix[2])
    assert places.moved(project, named, None, [fix, undo])[0].mention.line == 7
    from honing.sessions.model import ToolCall
    assert not edits.applied(ToolCall("Edit", "{}", "String to replace not found in file."))
    assert edits.applied(ToolCall("Edit", "{}", "The file src/Dao.java has been updated."))


def test_a_wrapper_with_default_parameters_still_hands_its_work_on() -> None:
    from honing.grounding import locate

    line = "export function load(opts = {}) { return fetchAll(opts) }"
    body = locate._OPENER.search(line, line.find(")") + 1)
    assert body is not None and body.group(1).startswith("return fetchAll")
    assert not locate._BUILDS.match(body.group(1))
    assert not locate._BUILDS.match("try {") and locate._BUILDS.match("return &Bucket{last: c.Now()}")


def test_an_aider_block_named_inside_its_fence_leaves_no_fence_behind() -> None:
    from honing.sessions import aider

    reply = ["Remove the extra call:", "", "```ruby", "app/c.rb", "<<<<<<< SEARCH", "a", "=======", "b", ">>>>>>> REPLACE",
             "```", "", "Also noticed something."]
    kept, edits = aider._edits(reply, ("app/c.rb",))
    assert kept == ["Remove the extra call:", "", "", "Also noticed something."]
    assert edits == [("app/c.rb", "a", "b")]


def test_aider_search_markers_without_replace_are_read_in_linear_time() -> None:
    """Growth, not seconds: 4x the markers take well under 16x the time."""
    import time

    from honing.sessions import aider

    def timed(n: int) -> float:
        reply = ["src/a.py", "```python"] + ["<<<<<<< SEARCH", "x"] * n
        start = time.perf_counter()
        aider._edits(reply, ("src/a.py",))
        return time.perf_counter() - start

    small = min(timed(2000) for _ in range(3))
    large = min(timed(8000) for _ in range(3))
    assert large <= 8 * small + 0.05, (small, large)


def test_deferral_and_done_words_review() -> None:
    from honing.grounding import vocab

    assert "rest" not in settled._named_in_deferral("i'll do the rest myself")
    assert vocab.first("i fixed the typo but login still fails", "done_mark") is None


@pytest.mark.parametrize("unit", ["x.y(", "a.b.c(d.e(", "(*T).f(0x1, "])
def test_go_frames_are_read_in_linear_time(unit: str) -> None:
    """A line of calls without a closing parenthesis above a Go file line: growth, not
    seconds (the first form of the Go frame pattern backtracked quadratically)."""
    import time

    from honing.grounding import mentions

    def timed(n: int) -> float:
        text = unit * n + "\n\tmain.go:1 +0x1\n"
        start = time.perf_counter()
        mentions.find(text)
        return time.perf_counter() - start

    small = min(timed(4000) for _ in range(3))
    large = min(timed(16000) for _ in range(3))
    assert large <= 8 * small + 0.05, (small, large)


@pytest.mark.parametrize("reply", [
    "原因がわかりました。スタックの一番上は `CartViewModel.removeItem`（`CartViewModel.kt:4`）ですが、そこに渡ってくる "
    "`position` が古いのが原因で、問題は `CartAdapter` 側です。\n`CartAdapter.kt:3`:\n```kotlin\n"
    "deleteButton.setOnClickListener { onDelete(position) }\n```\n1 で直しますか？",
    "Found it. The top frame is `CartViewModel.removeItem` (`CartViewModel.kt:4`), but the stale `position` comes "
    "from the adapter: the bug is in `CartAdapter.kt:3`, where `deleteButton.setOnClickListener { onDelete(position) }` "
    "captures it. Should I pass the sku instead?",
])
def test_the_top_frame_the_agent_sets_aside_is_only_where_it_shows(tmp_path: Path, reply: str) -> None:
    """"The top frame is X, but the problem is in Y": X is where the crash shows (dev14 b09)."""
    root = write(tmp_path, {
        "cart/CartAdapter.kt": "class CartAdapter {\n    fun onBindViewHolder(holder: VH, position: Int) {\n"
                               "        deleteButton.setOnClickListener { onDelete(position) }\n    }\n}\n",
        "cart/CartViewModel.kt": "class CartViewModel {\n    fun removeItem(position: Int) {\n        val items = _items.value\n"
                                 "        _items.value = items - items[position]\n    }\n}\n"})
    trace = ("java.lang.IndexOutOfBoundsException: Index 3 out of bounds for length 3\n"
             "    at jp.co.cart.CartViewModel.removeItem(CartViewModel.kt:4)\n"
             "    at jp.co.cart.CartAdapter.onBindViewHolder$lambda$0(CartAdapter.kt:3)\n")
    messages = [{"role": "user", "content": "QA からクラッシュ\n\n" + trace}, {"role": "assistant", "content": reply},
                {"role": "user", "content": "wait, small release things first: rename the label"},
                {"role": "assistant", "content": "Renamed it in strings.xml."}]
    ref = honing.ground("OK、じゃあ最初に貼ったクラッシュのやつ直して", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "cart/CartAdapter.kt", ref



def test_third_review_findings() -> None:
    """A prose line above a Go path is no frame; "the top frame is X and that is the bug"
    keeps X as the cause (only a contrast after it, "but …", ですが, 但, sets X aside)."""
    from honing.grounding import mentions, vocab

    prose = "I think the bug is in cfg.Load(path) (see below)\n\t/app/cfg.go:12\n"
    assert [m.symbol for m in mentions.find(prose) if m.kind == "location"] == [None]
    assert vocab.first("The top frame is `removeItem` (`CartViewModel.kt:4`) and that is the bug", "symptom_at") is None
    assert vocab.first("スタックの一番上は `CartViewModel.kt:4` で、ここがバグです", "symptom_at") is None
    assert vocab.first("栈顶是 `CartViewModel.kt:4`，这里就是 bug", "symptom_at") is None
    assert vocab.first("The top frame is `CartViewModel.removeItem` (`CartViewModel.kt:4`), but the position is stale",
                       "symptom_at") is not None
