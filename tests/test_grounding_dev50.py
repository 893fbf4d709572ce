"""Grounding behaviours found on the fiftieth development set (bench/ground_cases_dev50: data,
machine learning and the backend services around them)."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import asides, edits, failing, mentions, vocab
from honing.grounding.prose import _LACKING
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev5 import write
from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"

_PATCH = ("*** Begin Patch\n*** Update File: app/history.py\n@@\n     size = min(size, MAX)\n"
          "-    offset = (page - 1) * size\n+    offset = page * size\n"
          "*** Update File: tests/test_history.py\n@@\n+def test_history_size_is_capped(client):\n"
          "+    r = client.get(\"/predictions/history\", params={\"size\": 500})\n+    assert len(r.json()) <= 100\n"
          "*** End Patch\n")


def test_a_patch_over_code_and_its_test_still_suspects_the_code() -> None:
    """One `apply_patch` that writes `app/history.py` and `tests/test_history.py`: a test failing
    since that edit suspects the lines written in the code file (before, the whole call was left
    out for touching a test file, and the edit had no line left to place; dev50 b03)."""
    call = ToolCall("apply_patch", _PATCH, paths=("app/history.py", "tests/test_history.py"))
    turn = Turn(2, "add paging to GET /predictions/history", "Added `page`/`size`.",
                (ToolCall("shell", '{"command": ["bash", "-lc", "nl -ba app/history.py"]}'), call))
    assert failing._code_lines(turn) == ["offset = page * size"]


def test_the_lines_of_a_change_not_its_import_or_docstring() -> None:
    """"still short after your utc change": of the lines the edit wrote, the import and the module
    docstring carry no behaviour; the changed statement does (dev50 a04)."""
    for support in ("from datetime import timezone as dt_timezone", "import os", '"""Revenue numbers in UTC."""',
                    "#include <stdio.h>", "use std::io;", "const fs = require('fs')", "    # match Stripe"):
        assert edits.supports(support), support
    for code in ("    tz = dt_timezone.utc  # Stripe's dashboard is in UTC", "usec = 5", "packages = resolve()",
                 "hi = datetime.combine(end, time.min, tzinfo=tz)"):
        assert not edits.supports(code), code


def test_the_other_leak_is_the_remaining_finding() -> None:
    """"ok, now fix the other leak" after the first of two listed leaks was fixed (dev50 a03)."""
    for said in ("ok, now fix the other leak", "now the other race", "and the other regression please"):
        assert vocab.first(said, "remaining") is not None, said
        assert vocab.first(said, "pair") is not None, said
    assert vocab.first("we talked about it the other day", "remaining") is None


def test_a_check_the_user_did_not_run_chooses_no_cause() -> None:
    """"didn't get to run it. just fix it": the words of the check left undone ("run") pick none of
    the two causes the agent could not tell apart (dev50 a05)."""
    for said, gone in (("didn't get to run it. just fix it", "run it"), ("I haven't run the query yet", "run the query"),
                       ("クエリまだ流せてないけど直して", "流せてない"), ("还没跑那个SQL，先修吧", "没跑那个SQL")):
        found = _LACKING.search(said)
        assert found is not None and gone in found.group(0), said


def test_a_japanese_reply_that_asks_which_has_not_chosen() -> None:
    """「それぞれの直し方は: … どちらにしますか?」 lays out each cause's fix and asks which: no choice
    made (dev50 b04)."""
    for said in ("どちらにしますか?", "それぞれの直し方は:"):
        assert vocab.first(said, "open_choice") is not None, said
    assert vocab.first("各自的修法如下", "open_choice") is not None


def test_japanese_and_chinese_words_name_files_by_their_english_names() -> None:
    """「ダッシュボードの今月の売上」 names dashboard_controller.rb as "the dashboard" does (dev50 b07)."""
    assert {"dashboard", "sales"} <= vocab.path_words("ダッシュボードの今月の売上はまだ月末の日の分が入ってない")
    assert "cart" in vocab.path_words("购物车的数量不对")
    assert vocab.path_words("the dashboard is slow") == {"dashboard", "slow"}


def test_a_part_that_says_something_is_fixed_now_clears_it() -> None:
    """「レポートの方は直ったっぽいけど」: the report is the part that works now, not the object."""
    for said in ("レポートの方は直ったっぽいけど", "the report looks fixed", "报表好像修好了"):
        assert vocab.first(said, "exonerate") is not None, said
    assert vocab.first("まだ直ってない", "exonerate") is None


def test_japanese_and_chinese_replies_that_put_the_fix_outside_the_repository() -> None:
    """The key was revoked in Vault, kept in another team's repository: 「コードの変更では直らず」,
    「reco-service のコードと設定 (`application.yml`) は変更不要です」 (dev50 b08)."""
    for said in ("コードの変更では直らず、Vault の値を更新する必要があります。",
                 "reco-service のコードと設定 (`application.yml`) は変更不要です。", "代码和配置都不用改", "这个不在这个仓库里"):
        assert vocab.first(said, "fix_outside") is not None, said
    assert vocab.first("コードを変更しました", "fix_outside") is None


def test_a_chain_quoted_with_its_arguments_first_is_code() -> None:
    """`pl.col("ts").dt.date()` is quoted from the code: where it stands is the place (dev50 b10)."""
    found = [(m.kind, m.value) for m in mentions.find('`daily_active` の `pl.col("ts").dt.date()` は UTC のまま')]
    assert ("code", 'pl.col("ts").dt.date()') in found


def test_the_aside_is_placed_where_its_quoted_chain_stands(tmp_path: Path) -> None:
    write(tmp_path, {
        "etl/sessions.py": "import polars as pl\n\n\ndef daily_active(events):\n    return (\n"
                           "        events.with_columns(pl.col(\"ts\").dt.date().alias(\"day\"))\n"
                           "        .group_by(\"day\")\n        .agg(pl.col(\"user_id\").n_unique())\n    )\n",
        "etl/io.py": "import polars as pl\n\n\ndef partition_events(events):\n    local = pl.col(\"ts\")"
                     ".dt.convert_time_zone(\"Asia/Tokyo\")\n    return events.with_columns(local.dt.date().alias(\"day\"))\n"})
    history = [{"role": "user", "content": "DAU is wrong since the users table changed: it doubled. fix it"},
               {"role": "assistant", "content": "The join in `daily_active` multiplied the events; fixed.\n\n"
                                                "One more thing I noticed but didn't change: `daily_active`'s "
                                                "`pl.col(\"ts\").dt.date()` takes the UTC date, so its days are wrong by "
                                                "nine hours, unlike `partition_events` in `io.py`, which calls "
                                                "`dt.convert_time_zone(\"Asia/Tokyo\")` first."}]
    ref = honing.ground("ok fix the other thing too", history, cwd=tmp_path, level="advanced").references[0]
    assert ref.path == "etl/sessions.py"
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 6 <= ref.end_line


def test_the_dev50_sessions_these_behaviours_came_from() -> None:
    cases = BENCH / "ground_cases_dev50"
    for prefix in ("a03", "a04", "a05", "a09", "b03", "b04", "a07", "b07", "b08", "b10", "c03", "c05", "c07", "c08", "c10"):
        result, expect = _bench_case(cases, prefix)
        ref = result.references[0]
        if not expect["resolved"]:
            assert not ref.resolved, prefix
            continue
        assert ref.path == expect["path"], prefix
        assert ref.start_line is not None and ref.end_line is not None, prefix
        assert ref.start_line <= int(str(expect["line"])) <= ref.end_line, prefix


def test_a_deferred_report_taken_up_by_a_word_no_later_message_says(tmp_path: Path) -> None:
    """「先不管这个，GPU 机器今天被别的组占了」 put the device error on hold; 「前面那个 device 报错你处理一下吧」
    takes it up again by a word of its report ("device") that no later message of the user says,
    ahead of the newer turns (dev50 c03)."""
    write(tmp_path, {
        "model.py": "import torch\nfrom torch import nn\n\n\nclass Net(nn.Module):\n    def __init__(self, d):\n"
                    "        super().__init__()\n        self.proj = nn.Linear(d, d)\n"
                    "        self.pos_emb = torch.zeros(1, 64, d)\n\n    def forward(self, x):\n"
                    "        return self.proj(x) + self.pos_emb\n",
        "train.py": "import torch\n\n\ndef train_one_epoch(model, dl, optimizer):\n    for x, y in dl:\n"
                    "        optimizer.zero_grad()\n        loss = model(x).sum()\n        loss.backward()\n"
                    "        optimizer.step()\n"})
    history = [
        {"role": "user", "content": "在 GPU 机器上跑报错：RuntimeError: Expected all tensors to be on the same device, "
                                    "but found at least two devices, cuda:0 and cpu!"},
        {"role": "assistant", "content": "报错的位置是 `forward` 里的加法，但根子在 `__init__` 里：`self.pos_emb = "
                                         "torch.zeros(1, 64, d)` 是普通 tensor，`model.to(device)` 不会搬它。"
                                         "修法是改成 `register_buffer`，要我现在改吗？"},
        {"role": "user", "content": "先不管这个，GPU 机器今天被别的组占了。train.py 里 loss 不降，帮我看看"},
        {"role": "assistant", "content": "`train_one_epoch` 里 `optimizer.zero_grad()` 放在了 `loss.backward()` "
                                         "和 `optimizer.step()` 之间，梯度被清掉了，所以 loss 不降。已经挪到前面。"}]
    ref = honing.ground("GPU 机器空出来了，前面那个 device 报错你处理一下吧", history, cwd=tmp_path,
                        level="advanced").references[0]
    assert ref.path == "model.py" and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= 9 <= ref.end_line


def test_the_file_a_reply_names_after_root_cause_is_the_place() -> None:
    """「报错的位置在 tasks.py 第 25 行 …，但那里只是把缺的列暴露出来，根因在 feature_store.py」: the file
    after the cause phrase, not every file of the clause; a cause named without its file names none
    (「…が原因で、問題は `CartAdapter` 側です」 keeps the frame's file out; dev50 c05, dev14 b09)."""
    from honing.grounding.fix_words import fix_named_in_words as _fix_named_in_words
    from honing.grounding.mentions import Mention
    from honing.grounding.places import Sourced

    def weights(reply: str) -> dict[str, float]:
        turn = Turn(1, "KeyError", reply)
        out = [Sourced(Mention("path", p, None, None, 1.0), 1, "assistant") for p in ("tasks.py", "feature_store.py")]
        return {s.mention.value: s.mention.weight for s in _fix_named_in_words(turn, out)}

    found = weights("报错的位置在 tasks.py 第 25 行，但那里只是把缺的列暴露出来，根因在 feature_store.py：少了一个 s。")
    assert found == {"tasks.py": 1.0, "feature_store.py": 3.0}
    kept = weights("スタックの一番上は `tasks.py:25` ですが、渡ってくる値が古いのが原因で、問題は `Store` 側です。")
    assert kept == {"tasks.py": 1.0, "feature_store.py": 1.0}


def test_an_english_reply_that_puts_the_value_in_another_teams_repository() -> None:
    """"It doesn't come from this repo … changing the default in `celeryconfig.py` would have no
    effect in production … a change the platform team has to make": "bump it to 5 hours then" has
    no place in this project (dev50 a09)."""
    for said in ("It doesn't come from this repo.", "Changing the default would have no effect in production.",
                 "That's a change the platform team has to make or approve.", "The value lives outside this repository."):
        assert vocab.first(said, "fix_outside") is not None, said
    assert vocab.first("This comes from this repo's config.", "fix_outside") is None


def test_a_junit_test_named_with_a_possessive_is_a_test() -> None:
    """「PredictionServiceTest 的 lastPageReturnsRemainder 挂了」, 「… の …が落ちてる」, "FooTest's bar": the
    method of the test class is a failing test, so the edit since which it fails is the place (dev50 c08)."""
    for said in ("跑了下全量测试，PredictionServiceTest 的 lastPageReturnsRemainder 挂了，修一下",
                 "OrderServiceTest の lastPageReturnsRemainder が落ちてる", "OrderServiceTest's lastPageReturnsRemainder fails"):
        assert ("test", "lastPageReturnsRemainder") in [(m.kind, m.value) for m in mentions.find(said)], said
    assert not [m for m in mentions.find("OrderServiceTest の結果を見て") if m.kind == "test"]


def test_a_chinese_reply_that_finds_the_cause_outside_the_code() -> None:
    """「原因找到了，不在代码里 … `deploy/job.yaml` 里的 role ARN 和 service account 都是对的，不需要改 …
    这个我在这个仓库里改不了」: the IAM policy lives in the platform team's repository, and "不需要改"
    (no need to change) proposes nothing; 「那权限那个你改一下吧」 has no place here (dev50 c07)."""
    for said in ("原因找到了，不在代码里：", "这个我在这个仓库里改不了，需要提给平台组"):
        assert vocab.first(said, "fix_outside") is not None, said
    assert vocab.first("role ARN 和 service account 都是对的，不需要改", "proposal") is None
    assert vocab.first("这里需要改一下超时", "proposal") is not None


def test_the_cause_named_by_its_code_is_the_cause() -> None:
    """"The cause is `"ZIP": pl.Int32` in `DTYPES` (`etl/schema.py:27`, …): … the `.cast(pl.Utf8)` in
    `normalize` (`etl/importer.py:30`) can only turn it back": the file after "the cause is", up to the
    comma, is the place; the later cast is how it shows (dev50 a07)."""
    from honing.grounding.fix_words import fix_named_in_words as _fix_named_in_words
    from honing.grounding.mentions import Mention
    from honing.grounding.places import Sourced

    reply = ("One test fails, but not because of this change. The cause is `\"ZIP\": pl.Int32` in `DTYPES` "
             "(`etl/schema.py:27`, Marcus's commit): `02108` is parsed as 2108, and the `.cast(pl.Utf8)` in "
             "`normalize` (`etl/importer.py:30`) can only turn it back into \"2108\".")
    out = [Sourced(Mention("location", p, n, None, 1.0), 1, "assistant") for p, n in (("etl/schema.py", 27), ("etl/importer.py", 30))]
    found = {s.mention.value: s.mention.weight for s in _fix_named_in_words(Turn(1, "add the separator", reply), out)}
    assert found == {"etl/schema.py": 3.0, "etl/importer.py": 1.0}
    assert vocab.first("the cause is not clear yet", "cause_at") is None


def test_what_was_put_on_hold_after_a_fix_is_the_aside(tmp_path: Path) -> None:
    """The agent fixed the upsert and noticed `sales_filter`'s `<=` beside it; 「二重カウントの方は…いったん
    保留で」; later 「さっき保留にしてたやつ直しちゃって」 takes up the aside, though it names none of its words
    (dev47 b02)."""
    write(tmp_path, {
        "plugins/utils/dates.py": "from datetime import date, datetime, timedelta\n\n\n"
                                  "def sales_filter(day: date) -> str:\n    start = datetime(day.year, day.month, day.day)\n"
                                  "    end = start + timedelta(days=1)\n"
                                  "    return f\"ordered_at >= '{start}' AND ordered_at <= '{end}'\"\n",
        "sql/aggregate_sales.sql": "INSERT INTO sales_daily SELECT 1\nON CONFLICT (sales_date) DO UPDATE SET n = 1;\n"})
    patch = ("*** Begin Patch\n*** Update File: sql/aggregate_sales.sql\n@@\n INSERT INTO sales_daily SELECT 1\n"
             "+ON CONFLICT (sales_date) DO UPDATE SET n = 1;\n*** End Patch\n")
    turns = [Turn(1, "aggregate がリトライ3回とも落ちてた。UniqueViolation",
                  "`sql/aggregate_sales.sql` を upsert にしました。\n\nそれと読んでいて気づいた点がもう1つあります。"
                  "`plugins/utils/dates.py:7` の `sales_filter` が上限を `<=` で比較しているので、0:00 ちょうどの注文が"
                  "二日に集計されます。こちらも直しますか?",
                  (ToolCall("apply_patch", patch, paths=("sql/aggregate_sales.sql",)),)),
             Turn(2, "二重カウントの方は経理と数字合わせてる最中だから、いったん保留で。あと catchup って何?",
                  "`catchup=False` は過去の区間を自動で作らない設定です。")]
    found = asides.resumed_aside("経理OKだった、さっき保留にしてたやつ直しちゃって", turns, set(),
                                 {t.index: frozenset() for t in turns})
    assert found is not None and found.turn == 1
    assert any(s.mention.value == "sales_filter" for s in found.sources)


def test_a_warning_a_run_printed_is_what_the_sentence_asks_about() -> None:
    """「おけ、直ってた。あとずっと出てる warning のやつも消しといて」: the warning the newest run printed,
    at the line it printed last (dev47 b09); a sentence without a warning asks nothing of it."""
    from honing.grounding import runs
    run = ToolCall("execute_command", '{"command": "make features"}',
                   result="python scripts/build_features.py\n/Users/y/churn/src/churn/features.py:26: "
                          "SettingWithCopyWarning: A value is trying to be set on a copy of a slice\n"
                          "wrote data/features.parquet")
    turns = [Turn(1, "signup_date is all NaT", "Fixed the date format in `load_customers`.", (run,))]
    cleared = {1: frozenset()}
    found = runs.warned("おけ、直ってた。あとずっと出てる warning のやつも消しといて", turns, cleared)
    assert found is not None
    assert [(s.mention.value.rsplit("/", 1)[-1], s.mention.line) for s in found[0].sources] == [("features.py", 26)]
    assert runs.warned("ok and the date format too", turns, cleared) is None


def test_the_older_sessions_these_behaviours_came_from() -> None:
    for cases, prefix in (("ground_cases_dev47", "b02"), ("ground_cases_dev47", "b09")):
        result, expect = _bench_case(BENCH / cases, prefix)
        ref = result.references[0]
        assert ref.path == expect["path"], prefix
        assert ref.start_line is not None and ref.end_line is not None, prefix
        assert ref.start_line <= int(str(expect["line"])) <= ref.end_line, prefix


def test_a_quoted_line_with_an_ellipsis_stands_where_its_parts_do(tmp_path: Path) -> None:
    """`find ... -mtime +"${KEEP_DAY}"`: the agent left the middle of the line out; the line that holds
    the parts in order is where it stands (dev44 c06)."""
    write(tmp_path, {"scripts/backup.sh": "#!/bin/bash\nset -euo pipefail\nKEEP_DAYS=7\nBACKUP_DIR=/backups\n\n"
                                          "mysqldump --all-databases | gzip > \"$BACKUP_DIR/all.sql.gz\"\n\n# clean up\n"
                                          "find \"$BACKUP_DIR\" -name '*.sql.gz' -mtime +\"${KEEP_DAY}\" -delete\n"
                                          "echo done\n"})
    history = [{"role": "user", "content": "the backup cleanup is broken: old backups are never deleted"},
               {"role": "assistant", "content": "The cleanup `find ... -mtime +\"${KEEP_DAY}\"` uses `KEEP_DAY`, but the "
                                                "variable is `KEEP_DAYS`; under `set -u` the script dies there: "
                                                "`KEEP_DAY: unbound variable`."}]
    ref = honing.ground("fix that", history, cwd=tmp_path, level="advanced").references[0]
    assert ref.path == "scripts/backup.sh" and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= 9 <= ref.end_line


def test_replies_that_put_the_value_outside_the_repository_dev51() -> None:
    """"the repo doesn't hold the value anyway … the value behind it is stale", "I left the prod
    webhook secret out, since it isn't a code change" (dev51 a07); 「所以要改的是 **staging 服务器上的
    `.env`**」 (dev51 c07)."""
    for said in ("the repo doesn't hold the value anyway", "I left the prod webhook secret out, since it isn't a code change.",
                 "所以要改的是 **staging 服务器上的 `.env`（Forge → Environment）里的 `MAIL_PASSWORD`**",
                 "原因が分かりました。コードではなく GitHub 側の設定です。"):
        assert vocab.first(said, "fix_outside") is not None, said
    assert vocab.first("所以要改的是 `config/mail.php` 第 16 行", "fix_outside") is None


def test_two_causes_the_reply_cannot_tell_apart_past_side_questions() -> None:
    """「单看代码我没法判断哪个是主因」 lays out two causes; a side question and a question about a test
    come between; 「DBA 那边还没回，不等了，那个你直接改了吧」 picks neither (dev51 c04). And 「もう」,
    「言われた」 are no words that pick a cause (dev51 b05)."""
    assert vocab.first("单看代码我没法判断哪个是主因：", "undecided") is not None
    from honing.grounding.prose import keywords
    assert not {"もう", "言われた"} & keywords("PM に原因調査待ってられないって言われた。二重メールのやつ、もう直しといて")


def test_the_dev51_sessions_these_behaviours_came_from() -> None:
    cases = BENCH / "ground_cases_dev51"
    for prefix in ("a07", "b05", "b08", "c04", "c07"):
        result, expect = _bench_case(cases, prefix)
        ref = result.references[0]
        if not expect["resolved"]:
            assert not ref.resolved, prefix
            continue
        assert ref.path == expect["path"], prefix
        assert ref.start_line is not None and ref.end_line is not None, prefix
        assert ref.start_line <= int(str(expect["line"])) <= ref.end_line, prefix


def test_findings_counted_by_ordinal_words_are_a_numbered_list() -> None:
    """「1つ目: login_screen.dart の `_submit()` …」「2つ目: profile_edit_screen.dart …」, 「第一，…」「第二，…」:
    items of a list, so 「もう一個のほう」 after the first was handed to a colleague is the second (dev51 b08)."""
    from honing.grounding.items import numbered_items
    reply = ("2 点あります。\n\n1つ目: login_screen.dart の `_submit()`（L26〜30）\nmounted を確認していません。\n\n"
             "2つ目: profile_edit_screen.dart の電話番号バリデーション（L14）\n10 桁しか通しません。")
    spans = numbered_items(reply)
    assert len(spans) == 2 and reply[spans[1][0]:spans[1][1]].startswith("2つ目")
    assert len(numbered_items("第一，`a.py` 少了判断。\n第二，`b.py` 的正则太严。")) == 2
    assert numbered_items("今日は2つ目の会議がある。") == []


def test_an_aside_put_on_hold_is_taken_up_before_a_later_list() -> None:
    """The agent fixed the scrolling and noted, aside, that `ImageCache`'s limit is 50 MB; 「缓存先不动」;
    a later reply lists the singletons Swift 6 would flag (`ImageCache.shared` among them);
    「之前说的那个 50 兆的图片缓存，还是改成 30 兆吧」 takes up the aside, not that list (dev51 c08); 「就按你之前说的
    那个方案改吧」 approves a plan and resumes nothing (dev10 c04)."""
    for said in ("之前说的那个 50 兆的图片缓存，还是改成 30 兆吧", "さっき言ってたキャッシュの上限のやつ"):
        assert vocab.first(said, "resume") is not None, said
    assert vocab.first("就按你之前说的那个方案改吧", "resume") is None
    result, expect = _bench_case(BENCH / "ground_cases_dev51", "c08")
    ref = result.references[0]
    assert ref.path == expect["path"] and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(str(expect["line"])) <= ref.end_line


def test_the_covering_test_is_a_test_case_not_the_teardown_before_it(tmp_path: Path) -> None:
    """`ImageCacheTests.swift` names `ImageCache` first in `tearDown`, then in `testKeyIncludesSize`:
    the test to check afterwards is the test case, not the fixture (found trying dev51 c08 as a user)."""
    from honing.grounding.gaps import _covering_test
    from honing.grounding.project import Project
    write(tmp_path, {
        "Pinche/Core/ImageCache.swift": "final class ImageCache {\n    static let shared = ImageCache()\n"
                                        "    private let maxBytes = 50 * 1024 * 1024\n}\n",
        "PincheTests/ImageCacheTests.swift": "import XCTest\n\nfinal class ImageCacheTests: XCTestCase {\n"
                                             "    override func tearDown() {\n        ImageCache.shared.removeAll()\n"
                                             "        super.tearDown()\n    }\n\n    func testKeyIncludesSize() {\n"
                                             "        XCTAssertEqual(ImageCache.key(\"a\"), \"a@1x\")\n    }\n}\n"})
    found = _covering_test(Project(tmp_path), "ImageCache", "Pinche/Core/ImageCache.swift")
    assert found is not None and found[0] == "PincheTests/ImageCacheTests.swift" and found[3] == "testKeyIncludesSize"


def test_review_findings_stay_fixed() -> None:
    """A review of this round's rules found these; each is held here."""
    from honing.grounding import runs
    from honing.grounding.prose import _LACKING
    from honing.grounding.settled import _deferrals
    run = ToolCall("shell", '{"command": ["pytest"]}', result="src/app/foo.py:26: SettingWithCopyWarning: copy of a slice")
    turns = [Turn(1, "run the tests", "1. `foo.py` copies a slice\n2. `bar.py` never closes the file", (run,))]
    for said in ("ignore the warnings and fix item 2", "fix item 2, the warnings can wait"):
        assert runs.warned(said, turns, {1: frozenset()}) is None, said
    # a deferral is not lifted by a plain word ("with") the report and the sentence share
    report = [Turn(1, "The export button throws when I click it with an empty list", "`export()` reads `rows[0]`."),
              Turn(2, "leave that for now", "OK.")]
    assert _deferrals(report, "now fix the logout redirect, it fails with a 500")[0] == {1}
    # what a defect is, not a check left undone: 定时任务没运行, "the scheduler didn't run the check on save"
    for said in ("定时任务没运行", "バッチが実行できてない件を直して", "the scheduler didn't run the check on save"):
        assert _LACKING.search(said) is None, said
    # behaviour-bearing lines are no support lines
    for line in ("#define MAX_RETRIES 5", "#if DEBUG", "*out = total;", "--remaining;", "    --no-cache-dir \\"):
        assert not edits.supports(line), line
    for said in ("你不是修好了吗？怎么又报错", "是不是修好了？"):
        assert vocab.first(said, "exonerate") is None, said
    for said in ("配置不用改，改 src/app.py", "設定は変更不要で、`user.rb` の validates を直せば",
                 "the debug toolbar will have no effect in production, so fix the view"):
        assert vocab.first(said, "fix_outside") is None, said
    assert vocab.first("さっき言ってた方法で直して", "resume") is None
    assert vocab.path_words("客户端报错") == {"client"} and "cache" not in vocab.path_words("キャッシュレス決済")
    assert [m.value for m in mentions.find("FooTest 的 barBaz挂了") if m.kind == "test"] == ["barBaz"]
    assert not [m for m in mentions.find("CartTest 的 Mock 有问题") if m.kind == "test"]


def test_a_line_a_patch_writes_in_both_code_and_test_stays_code() -> None:
    """One patch writes `return rows` in `app/history.py` and in its test: the code file's line is
    still the code's (a review found it dropped by its text)."""
    patch = ("*** Begin Patch\n*** Update File: app/history.py\n@@\n def history(db):\n+    rows = db.query()\n"
             "+    if not rows:\n+        return []\n+    return rows\n"
             "*** Update File: tests/test_history.py\n@@\n+def helper(rows):\n+    return rows\n*** End Patch\n")
    turn = Turn(1, "page it", "Done.", (ToolCall("apply_patch", patch, paths=("app/history.py", "tests/test_history.py")),))
    assert failing._code_lines(turn) == ["rows = db.query()", "if not rows:", "return rows"]
