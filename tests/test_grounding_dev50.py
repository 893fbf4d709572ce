"""Grounding behaviours found on the fiftieth development set (bench/ground_cases_dev50: data,
machine learning and the backend services around them)."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import failing, mentions, routes, vocab
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
        assert routes._supports(support), support
    for code in ("    tz = dt_timezone.utc  # Stripe's dashboard is in UTC", "usec = 5", "packages = resolve()",
                 "hi = datetime.combine(end, time.min, tzinfo=tz)"):
        assert not routes._supports(code), code


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
    for prefix in ("a03", "a04", "a05", "b03", "b04", "b07", "b08", "b10"):
        result, expect = _bench_case(cases, prefix)
        ref = result.references[0]
        if not expect["resolved"]:
            assert not ref.resolved, prefix
            continue
        assert ref.path == expect["path"], prefix
        assert ref.start_line is not None and ref.end_line is not None, prefix
        assert ref.start_line <= int(str(expect["line"])) <= ref.end_line, prefix
