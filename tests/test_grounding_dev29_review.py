"""Grounding behaviours a review of the dev29 round found broken by that round's own rules; each
test failed on the code before its fix."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import honing

from .test_grounding_dev5 import write


def _edit(call_id: str, path: str, old: str, new: str) -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": "Edit", "arguments": json.dumps(
        {"file_path": path, "old_string": old, "new_string": new})}}


def _turn(user: str, call: dict[str, Any], reply: str) -> list[dict[str, Any]]:
    """A user message, one tool call, its result and the reply."""
    return [{"role": "user", "content": user}, {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": call["id"], "content": "ok"}, {"role": "assistant", "content": reply}]


def _lines(name: str, count: int = 40, **at: str) -> str:
    return "".join(at.get(f"l{n}", f"# {name} line {n}") + "\n" for n in range(1, count))


def test_a_follow_up_on_the_item_just_carried_out_stays_on_its_list(tmp_path: Path) -> None:
    """Setup steps, then a review; 「2 お願い」 and the edit of `api/payments.py`; then 「2 のところに
    テストを追加して」 is about that review item, not step 2 of the older setup list."""
    root = write(tmp_path, {"config/settings.py": _lines("settings"), "api/orders.py": _lines("orders"),
                            "api/payments.py": _lines("payments", l31="    total = round(float(amount) * rate, 2)"),
                            "api/users.py": _lines("users")})
    messages = [{"role": "user", "content": "ローカルで動かす手順教えて"},
                {"role": "assistant", "content": "手順です。\n\n1. postgres を起動\n2. `config/settings.py:12` の "
                                                 "`DATABASE_URL` を設定\n3. `manage.py migrate` を実行"},
                {"role": "user", "content": "ありがとう。api/ をレビューして"},
                {"role": "assistant", "content": "レビュー結果です。\n\n1. `api/orders.py:20` でページングの上限がありません。\n"
                                                 "2. `api/payments.py:31` で金額を float で計算していて丸め誤差が出ます。\n"
                                                 "3. `api/users.py:8` のメール比較が大文字小文字を区別しています。"}]
    messages += _turn("2 お願い", _edit("e1", "api/payments.py", "    total = round(float(amount) * rate, 2)\n",
                                       "    total = (Decimal(amount) * rate).quantize(Decimal('0.01'))\n"),
                      "`api/payments.py` を Decimal で計算するようにしました。")
    for sentence in ("2 のところにテストを追加して", "for the second one, add a unit test for it please"):
        ref = honing.ground(sentence, messages, cwd=root, turns=3).references[0]
        assert ref.path == "api/payments.py", (sentence, ref)


def test_a_value_before_de_is_no_item_number() -> None:
    from honing.grounding.items import _numbers_taken

    for said in ("リトライ回数は 3 でいいよ", "並列数は 4 でお願い", "タイムアウトは 5 で進めて"):
        assert _numbers_taken(said) == set(), said
    for said, number in (("じゃあ eslint は 2 でやっといて", 2), ("2 でいいよ", 2), ("じゃあ 3 でお願い", 3)):
        assert _numbers_taken(said) == {number}, said


def test_returns_x_instead_of_y_is_still_a_chinese_defect() -> None:
    from honing.grounding import vocab

    assert vocab.first("订单列表接口返回 null 而不是空数组", "defect") is not None
    assert vocab.first("日期显示成 UTC 而不是北京时间", "defect") is not None
    assert vocab.first("改了以后拿到的是 `CouponType::Fixed` 而不是字符串", "defect") is None


def test_follow_ups_suggested_for_files_the_agent_edited_are_no_plan_of_commits(tmp_path: Path) -> None:
    """"Two follow-ups I'd suggest: 1. `src/cache.py` — … 2. `src/client.py` — …" names files the
    agent edited, but speaks of no commit: "do 1", then "now the remaining one" is item 2."""
    root = write(tmp_path, {"src/cache.py": _lines("cache", l10="    return self._store.get(key)"),
                            "src/client.py": _lines("client", l12="    resp = self._session.get(url)"),
                            "tests/test_settings.py": _lines("t")})
    messages = _turn("make the cache use the settings object", _edit("e1", "src/cache.py", "# cache line 3\n",
                                                                       "        self.ttl_seconds = settings.cache_ttl\n"),
                     "Done.")
    messages += _turn("also the client", _edit("e2", "src/client.py", "# client line 3\n",
                                               "        self.timeout_seconds = settings.http_timeout\n"),
                      "Updated `src/client.py` too.")
    messages += [{"role": "user", "content": "anything else worth doing in these two?"},
                 {"role": "assistant", "content": "Two follow-ups I'd suggest:\n\n1. `src/cache.py` — have `get` accept a "
                                                  "default value like `dict.get`.\n2. `src/client.py` — add a retry with "
                                                  "backoff around `self._session.get`."}]
    messages += _turn("do 1", _edit("e3", "src/cache.py", "    return self._store.get(key)\n",
                                    "    return self._store.get(key, default)\n"), "`get` now takes a default.")
    messages += [{"role": "user", "content": "unrelated: why does test_settings fail on CI sometimes?"},
                 {"role": "assistant", "content": "`tests/test_settings.py:14` reads `os.environ` at import time. "
                                                  "I haven't changed anything."}]
    ref = honing.ground("now the remaining one", messages, cwd=root, turns=5).references[0]
    assert ref.path == "src/client.py", ref


def test_first_and_latter_before_no_hou_take_items_by_place() -> None:
    """「最初の方は自分で直した」 takes item 1 by its place, not the item that says 最初."""
    from honing.grounding.remaining import _taken_up
    from honing.sessions import parse_messages

    reply = ("原因は2つです。\n\n1. `src/auth.ts:12` でトークンの期限を秒とミリ秒で取り違えています。\n2. `src/cart.ts:30` で"
             "最初の読み込み時にカートが空配列で上書きされます。")
    turns = parse_messages([{"role": "user", "content": "ログイン後にカートが消える"}, {"role": "assistant", "content": reply},
                            {"role": "user", "content": "最初の方はさっき自分で直した"},
                            {"role": "assistant", "content": "了解です。"}]).turns
    spans = [(reply.index("1. "), reply.index("2. ")), (reply.index("2. "), len(reply))]
    assert _taken_up(turns, turns[0], reply, spans) == {1}
    turns = parse_messages([{"role": "user", "content": "ログイン後にカートが消える"}, {"role": "assistant", "content": reply},
                            {"role": "user", "content": "後者の方は自分で直した"},
                            {"role": "assistant", "content": "了解です。"}]).turns
    assert _taken_up(turns, turns[0], reply, spans) == {2}


def test_a_failed_line_that_names_an_operational_error_is_still_a_failure() -> None:
    from honing.grounding.failing import _shows

    failed = "FAILED tests/test_orders.py::test_create_order - sqlite3.OperationalError: no such table: orders"
    assert _shows(failed, "test_create_order", passing=False)
    setup = "ERROR tests/test_orders.py::test_create_order - psycopg.OperationalError: connection failed: refused"
    assert not _shows(setup, "test_create_order", passing=False)


_PAGINATION = "package pagination\n\ntype Page struct{ Number, PerPage int }\n\nfunc (p Page) Offset() int {\n" \
              "\treturn p.Number * p.PerPage\n}\n"
_STORE = "package store\n\nfunc List(q string) string {\n\tif q != \"\" {\n\t\treturn \"WHERE name ILIKE $1\"\n\t}\n" \
         "\treturn \"\"\n}\n"
_ASIDE = ("Added the search in `internal/store/store.go`.\n\n**Separately: the TestOffset failure was there before.** "
          "`Offset()` in `internal/pagination/pagination.go` (line 6) still computes a 0-based offset, so page 1 "
          "skips a page. Out of scope for this change, so I haven't touched it.")


def test_the_remaining_one_of_a_newer_review_is_not_an_older_aside(tmp_path: Path) -> None:
    root = write(tmp_path, {"internal/pagination/pagination.go": _PAGINATION, "internal/store/store.go": _STORE,
                            **{f"internal/api/{n}.go": _lines(n) for n in ("orders", "users", "auth")}})
    messages = _turn("add a ?q= search to the list endpoint",
                     _edit("e1", "internal/store/store.go", "\treturn \"\"", "\tif q != \"\" {\n\t\treturn \"WHERE\"\n\t}"),
                     _ASIDE)
    messages += [{"role": "user", "content": "thanks. can you review internal/api?"},
                 {"role": "assistant", "content": "Three findings:\n\n1. `internal/api/orders.go:12` has no limit on page "
                                                  "size.\n2. `internal/api/users.go:20` compares emails case-sensitively.\n"
                                                  "3. `internal/api/auth.go:31` logs the raw token on failure."},
                 {"role": "user", "content": "1 is intentional, the admin export needs it."},
                 {"role": "assistant", "content": "Understood, I'll leave the page size alone."}]
    ref = honing.ground("ok, the remaining one then", messages, cwd=root, turns=4).references[0]
    assert ref.path != "internal/pagination/pagination.go", ref


def test_a_benchmark_written_for_a_new_report_does_not_close_it(tmp_path: Path) -> None:
    root = write(tmp_path, {"internal/pagination/pagination.go": _PAGINATION, "internal/store/store.go": _STORE,
                            "internal/export/export.go": _lines("export", 60, l40="\t\titems := db.ItemsFor(o.ID)")})
    messages = _turn("add a ?q= search to the list endpoint",
                     _edit("e1", "internal/store/store.go", "\treturn \"\"", "\tif q != \"\" {\n\t\treturn \"WHERE\"\n\t}"),
                     _ASIDE)
    bench = {"id": "w1", "type": "function", "function": {"name": "Write", "arguments": json.dumps(
        {"file_path": "internal/export/export_bench_test.go", "content": "package export\n\nfunc BenchmarkExport() {}\n"})}}
    messages += _turn("the CSV export is broken for big customers, it times out", bench,
                      "I added a benchmark in `internal/export/export_bench_test.go`. The slowness is an N+1: "
                      "`internal/export/export.go:40` calls `db.ItemsFor` once per order. I haven't changed the export yet.")
    ref = honing.ground("ok, fix that too", messages, cwd=root, turns=2).references[0]
    assert ref.path == "internal/export/export.go", ref


def test_a_cause_outside_the_code_but_inside_the_repository_is_placed(tmp_path: Path) -> None:
    compose = "services:\n  api:\n    build: .\n    ports:\n      - \"8080:8000\"\n    environment:\n      - PORT=8080\n"
    root = write(tmp_path, {"docker-compose.yml": compose, "app/main.py": _lines("main", 30)})
    zh = [{"role": "user", "content": "本地 docker compose up 以后访问 localhost:8080 一直连接被拒绝"},
          {"role": "assistant", "content": "问题不在仓库里的业务代码，而是 `docker-compose.yml` 第 5 行的端口映射：容器里监听的"
                                           "是 8000，但第 7 行又把 `PORT` 设成了 8080。把第 7 行改成 `PORT=8000` 就行。"}]
    ja = [{"role": "user", "content": "ローカルで docker compose up すると 8080 で接続エラーになる"},
          {"role": "assistant", "content": "このリポジトリのコード自体の問題ではありません。`docker-compose.yml` の 7 行目で "
                                           "`PORT=8080` になっていて、7 行目を `PORT=8000` にすれば直ります。"}]
    for sentence, messages in (("好 那你改一下", zh), ("じゃあ直して", ja)):
        ref = honing.ground(sentence, messages, cwd=root, turns=1).references[0]
        assert ref.resolved and ref.path == "docker-compose.yml", (sentence, ref)


def test_another_way_or_another_library_is_not_the_remaining_item() -> None:
    from honing.grounding import vocab

    for said in ("这样改不行，换另一个改法吧", "用另一个修复方案", "这个库不好用，换另一个吧"):
        assert vocab.first(said, "remaining") is None, said
    assert vocab.first("那另一个呢 改掉吧", "remaining") is not None


def test_a_stale_value_an_answer_accepts_is_no_report() -> None:
    from honing.grounding import vocab

    assert vocab.first("a client can see a stale price for up to a minute, which is what product asked for",
                       "defect") is None
    assert vocab.first("the badge is stale after a refresh", "defect") is not None
