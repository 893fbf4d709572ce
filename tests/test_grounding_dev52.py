"""Grounding behaviours found on the dev51 misses left at the fifty-first round and on the
fifty-second development set (bench/ground_cases_dev52: maintaining open-source libraries and
developer tools)."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import mentions, resolve, vocab
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _plan(sentence: str, turns: list[Turn]) -> resolve.Plan:
    return resolve.plan(sentence, turns)


_TWO_CAUSES = ("栈顶是 `submitList` 的回调。\n\n可能的原因有两个：\n\n"
               "1. **`submitList` 的回调本身**：回调执行时 view 已经销毁，`binding` 取值就 NPE。\n"
               "2. **observer 的生命周期**：第 37 行 `viewModel.records.observe(this)` 用的是 Fragment 自己而不是 "
               "`viewLifecycleOwner`，observer 不会被移除。\n\n从栈看更像第 1 种，我先把回调改成先判断 view 还在："
               "回调里用 `_binding?.recycler?.scrollToPosition(0)`。")
_EDIT = ToolCall("Edit", '{"file_path": "/src/app/RecordsFragment.kt", '
                 '"old_string": "            binding.recycler.scrollToPosition(0)", '
                 '"new_string": "            _binding?.recycler?.scrollToPosition(0)"}',
                 "ok", ("/src/app/RecordsFragment.kt",))


def test_the_other_cause_after_a_fix_that_missed() -> None:
    """The agent listed two causes and changed the code of the first; 「你改的 submitList 回调那个没用，
    应该是你说的另一个原因」 says that change missed: the other cause is the one left, though the
    sentence names the first (dev51 c06)."""
    turns = [Turn(1, "从详情页返回列表的时候偶尔会崩", _TWO_CAUSES, (_EDIT,)),
             Turn(2, "AmountInputFilter 限制两位小数", "加了 `maxFractionDigits`（AmountInputFilter.kt:29）。")]
    plan = _plan("测试那边说还是会崩，你改的 submitList 回调那个没用，应该是你说的另一个原因", turns)
    assert plan.candidates and plan.candidates[0].turn == 1
    assert any("observe(this)" in s.mention.value for s in plan.candidates[0].sources), plan.reason
    assert not any(s.mention.value == "submitList" for s in plan.candidates[0].sources)
    for said in ("the other cause", "the other reason you gave", "もう一つの原因のほう"):
        assert vocab.first(said, "remaining") is not None, said


_CACHE = ("原因は 2 つ重なっています。\n\n1. **フル解像度のままデコードしている**（`ImageLoader.swift:25`）\n"
          "   `UIImage(data:)` で元画像をそのままデコードしています。\n\n"
          "2. **`NSCache` に上限がない**（`ImageCache.swift:7`）\n   `countLimit` も `totalCostLimit` も設定していません。\n\n"
          "まず 1 を直します。`ImageLoader` に `downsample` を追加しました。2 の上限も入れておきますか？")
_SIDE = ("はい、層が違うものを二重に持っています。\n\n- `URLCache`（`PhotoFeedApp.swift:8` でメモリ 50MB）: "
         "レスポンスのバイト列をキャッシュします。上限が効いています。\n- `ImageCache`（`NSCache`）: デコード済みの画像を"
         "持ちます。こちらは上限なしです。")


def test_a_declined_limit_taken_up_past_a_side_questions_list() -> None:
    """「NSCache に上限がない」 is the item 「キャッシュの上限のやつ、やっぱ入れて」 takes up: a thing the
    sentence asks to put in is one the item says is missing. The list answering 「ところで URLCache と
    NSCache って二重に…？」 is no list of findings to pick from, though it says キャッシュ and 上限 too
    (dev51 b10)."""
    turns = [Turn(1, "スクロールしてるとメモリが増えて落ちる。直して", _CACHE),
             Turn(2, "上限は今はいいや。それよりフィードに pull to refresh つけて", "`.refreshable` を付けました。"),
             Turn(3, "ところで URLCache と NSCache って二重にキャッシュしてることになる？", _SIDE),
             Turn(4, "ページングにして", "`FeedViewModel` に `loadMore()` を足しました。")]
    plan = _plan("QA から古い iPhone でまだ落ちるって言われた。さっき言ってたキャッシュの上限のやつ、やっぱ入れて", turns)
    assert plan.candidates and plan.candidates[0].turn == 1, plan.reason
    assert any(s.mention.value == "ImageCache.swift" and s.mention.line == 7 for s in plan.candidates[0].sources)
    assert not any(s.mention.value == "ImageLoader.swift" for s in plan.candidates[0].sources)


def test_a_line_written_the_way_github_links_it() -> None:
    """「`reports/services.py` の `_today()`（L22）」 places line 22 of that file; an L2 cache, "l10n" and a
    numbered line of a tool's output ("L12: mux.HandleFunc(…)") are no line (dev51 b03)."""
    found = [(m.kind, m.value, m.line) for m in mentions.find("`reports/services.py` の `_today()`（L22）:")]
    assert ("location", "reports/services.py", 22) in found
    assert ("location", "services.py", 22) in [(m.kind, m.value, m.line) for m in mentions.find("see services.py L22-L30.")]
    for text in ("an L2 cache miss", "l10n strings", "File: main.go\nL12: \tmux.HandleFunc(\"GET /health\", h)"):
        assert not [m for m in mentions.find(text) if m.kind in ("line", "location")], text


def test_the_dev51_sessions_these_behaviours_came_from() -> None:
    for prefix in ("b10", "c06"):
        result, expect = _bench_case(BENCH / "ground_cases_dev51", prefix)
        ref = result.references[0]
        assert ref.path == expect["path"], prefix
        assert ref.start_line is not None and ref.end_line is not None, prefix
        assert ref.start_line <= int(str(expect["line"])) <= ref.end_line, prefix


def test_a_gemspec_is_ruby_source_where_a_quoted_setting_stands() -> None:
    """`spec.required_ruby_version = ">= 3.0"`, the value an option proposes, stands in `tabletop.gemspec`
    with another value: a gemspec is Ruby source the search reads (dev52 a08)."""
    from honing.grounding.project import Project
    files = Project(BENCH / "ground_cases_dev52" / "a08-tabletop-ruby-deferred-ruby-version" / "project").source_files()
    assert "tabletop.gemspec" in files
    assert vocab.rules_for("tabletop.gemspec") is vocab.rules_for("lib/tabletop.rb")


_TWO_SITES = ("行番号の方は、0始まりのまま `ParseError` を作っている箇所が2つあります:\n\n"
              "1. `src/parser.rs:24` — `UnclosedSection`（issue の `[db` のケース）\n"
              "2. `src/parser.rs:36` — `OrphanContinuation`（キーのない所にインデント行がある場合）\n\n両方直しますか？")


def test_the_item_the_user_put_off_by_a_word_of_its_name() -> None:
    """「continuationの方は #51 … 一旦後回しで」 puts off item 2 (`OrphanContinuation`); 「さっき後回しにしたほうも
    やっちゃって」 takes it up (dev52 b01). A postponing clause whose words name no item's code ("hold on,
    before that") puts off no item (dev29 a01)."""
    turns = [Turn(1, "issue #48 見て", _TWO_SITES),
             Turn(2, "headerの方だけ今直して。continuationの方は #51 とぶつかりそうだから一旦後回しで",
                  "`UnclosedSection` だけ `line: idx + 1` にしました（`src/parser.rs:24`）。"),
             Turn(3, "semver 的には patch でいい？", "はい、0.6.1 で大丈夫です。")]
    plan = _plan("#51 決着ついたから、さっき後回しにしたほうもやっちゃって", turns)
    assert plan.candidates and plan.candidates[0].turn == 1, plan.reason
    assert any(s.mention.line == 36 for s in plan.candidates[0].sources)
    assert not any(s.mention.line == 24 for s in plan.candidates[0].sources)
    from honing.grounding import choices
    held = [Turn(1, "it panics", _TWO_SITES), Turn(2, "hold on, before that. CI is red on go vet", "Fixed the vet finding.")]
    assert choices.postponed_item(held, set(), set(), {1: frozenset(), 2: frozenset()}) is None


def test_chinese_and_japanese_take_up_what_the_agent_said_before() -> None:
    """「之前你说的那个三行以上的情况」 resumes what the agent offered (dev52 c01), as 「之前说的那个」 did."""
    assert vocab.first("ok 那之前你说的那个三行以上的情况，也顺手修了吧", "resume") is not None
    assert vocab.first("之前说的那个 50 兆的图片缓存", "resume") is not None
    assert vocab.first("就按你之前说的那个方案改吧", "resume") is None


def test_a_setting_that_is_ignored_is_a_defect_and_a_counted_lead_lists_its_places() -> None:
    """「環境変数の `MYTOOL_INPUT` で渡すと無視される」 reports a defect; 「カルチャ依存の大小変換は3か所ありました:」
    leads a list of the places one fault stands in, so the item 「環境変数」 names is one of them (dev52 b08)."""
    from honing.grounding.items import _COUNTED
    assert vocab.first("環境変数の `MYTOOL_INPUT` で渡すと無視されるって", "defect") is not None
    assert vocab.first("环境变量里的值被忽略了", "defect") is not None
    assert _COUNTED.search("カルチャ依存の大小変換は3か所ありました:")
    assert _COUNTED.search("一共发现 3 处这样的调用：")
    assert not _COUNTED.search("テストは3件ありました")


def test_the_dev52_sessions_these_behaviours_came_from() -> None:
    for prefix in ("a02", "a08", "b01", "b05", "b08", "b09", "c01", "c06", "c10"):
        result, expect = _bench_case(BENCH / "ground_cases_dev52", prefix)
        ref = result.references[0]
        assert ref.path == expect["path"], prefix
        assert ref.start_line is not None and ref.end_line is not None, prefix
        assert ref.start_line <= int(str(expect["line"])) <= ref.end_line, prefix


def test_a_changelog_entry_the_agent_wrote_is_no_finding() -> None:
    """「- `CHANGELOG.md`：新增 `[0.10.0]`，写了 … #17 按字节折行」 reports the entry the turn wrote: its words
    (折行) do not make it the item 「你那个折行有问题」 describes; 「你那个…有问题」 blames the agent's own change
    (dev52 c06). A list of code edits stays one to pick from (dev20 c08)."""
    from honing.grounding.described import _edited_docs
    edit = ToolCall("Edit", '{"file_path": "/p/CHANGELOG.md", "old_string": "## [0.9.0]", '
                    '"new_string": "## [0.10.0]\\n- folding\\n\\n## [0.9.0]"}', "ok", ("/p/CHANGELOG.md",))
    turn = Turn(3, "CHANGELOG 写一下", "- `CHANGELOG.md`：新增 `[0.10.0]`，写了 #17 按字节折行。", (edit,))
    assert _edited_docs(turn, "- `CHANGELOG.md`：新增 `[0.10.0]`，写了 #17 按字节折行。")
    assert not _edited_docs(turn, "- `lib/ics_lite/folding.rb`：按字节折行")
    assert vocab.first("你那个折行有问题，中文标题在 Outlook 里乱码", "broke") is not None
    assert vocab.first("我觉得你那个方案不错", "broke") is None


def test_what_a_clause_says_it_is_unrelated_to_is_what_it_clears() -> None:
    """「不过看的时候发现另一个 Windows 上的坑，和缓存无关：`layerOf` 里 … `filename.startsWith(rootDir)`」:
    the cache is cleared, not the place named after the colon (dev52 c10)."""
    from honing.grounding.emphasis import emphasis
    text = "缓存本身问题不大。\n\n不过看的时候发现另一个 Windows 上的坑，和缓存无关：`layerOf` 里用的是 `filename.startsWith(rootDir)`，区分大小写。"
    at = text.index("filename.startsWith")
    cache = text.index("和缓存无关")
    assert emphasis(text, at, assistant=True) > 0.3 * 2
    assert emphasis(text, cache + 1, assistant=True) <= 0.3 * 2


def test_a_list_of_things_noticed_and_left_alone_holds_findings() -> None:
    """「読んでいて気づいたことが2つあります。今回は触っていません:」 leads a list of findings, so
    「さっきのドライブレターのやつ」 picks the item that says ドライブレター though it names no defect word (dev52 b09);
    and 「--- 那行还是比表头短一截」 says a fixed defect is still there (dev52 c03)."""
    reply = ("#27 を直しました。`src/index.js` を変えました。\n\n読んでいて気づいたことが2つあります。今回は触っていません:\n\n"
             "- **ドライブレターの大文字小文字**: `src/resolve.js:9` の `isInside` は文字列比較です。\n"
             "- **ダブルスラッシュ**: `src/url.js:14` の `toPublicUrl` で `//` になります。")
    turns = [Turn(1, "issue #27 見て", reply), Turn(2, "README に書いといて", "書きました。")]
    plan = _plan("#29 来た、まだ反映されないって。たぶんさっきのドライブレターのやつ。直して", turns)
    assert plan.candidates and any(s.mention.value.endswith("resolve.js") and s.mention.line == 9
                                   for s in plan.candidates[0].sources), plan.reason
    assert not any("url.js" in s.mention.value for s in plan.candidates[0].sources)
    assert vocab.first("--- 那行还是比表头短一截，下面的行也跟着歪", "still") is not None
    assert vocab.first("还是比较喜欢原来的写法", "still") is None


def test_causes_that_weigh_the_same_are_undecided() -> None:
    """「プロファイルを見ると**どちらも同じくらい効いています**」 lays out two causes without choosing, so
    「おっけー、じゃあそれ直しといて」 is unresolved (dev52 b04); 「哪个是主因取决于 fixture 长什么样」 says the same."""
    from honing.grounding.prose import _prose
    assert vocab.first(_prose("プロファイルを見ると**どちらも同じくらい効いています**。"), "undecided") is not None
    assert vocab.first("哪个是主因取决于 fixture 长什么样", "undecided") is not None
    assert vocab.first("どちらも同じくらいの長さです", "undecided") is None
    result, expect = _bench_case(BENCH / "ground_cases_dev52", "b04")
    assert not expect["resolved"] and not result.references[0].resolved


def test_a_place_the_sentence_quotes_from_an_old_trace_is_where_its_line_stands_now(tmp_path: Path) -> None:
    """#64's trace pasted in turn 1 says `client.go:140`; the agent then added lines above it;
    "the nil deref at client.go:140" means the line that stood there, where it stands now (dev52 a02)."""
    import json

    import honing

    from .test_grounding_dev5 import write
    old = "package pl\n\nfunc a() {}\n\nfunc check(body *env) error {\n\treturn &E{Code: body.Error.Code}\n}\n"
    new_top = "func wait(n int) int {\n\treturn n * 2\n}\n\n"
    write(tmp_path, {"client.go": old.replace("func check", new_top + "func check")})
    patch = json.dumps({"file_path": str(tmp_path / "client.go"), "old_string": "func check",
                        "new_string": new_top + "func check"})
    session = [{"role": "user", "content": "panic: runtime error: invalid memory address or nil pointer dereference\n"
                                           "pl.check(...)\n\t/build/pl/client.go:6 +0x1f"},
               {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function", "function": {
                   "name": "Edit", "arguments": patch}}]},
               {"role": "tool", "tool_call_id": "c1", "content": "ok"},
               {"role": "assistant", "content": "Added `wait` above `check` for the retry loop."}]
    result = honing.ground("ok now the nil deref at client.go:6, just make it not panic", session, cwd=tmp_path)
    ref = result.references[0]
    assert ref.path == "client.go" and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= 10 <= ref.end_line, (ref.start_line, ref.end_line)


def test_the_same_defect_left_open_past_later_small_edits() -> None:
    """Turn 1 fixed `CheckKeysTask.kt` and said 「もう1か所、`ReportWriter.kt:23` の…も `relativeTo(root).path`
    なので…やりますか？」; later turns edited other files for small tasks; 「やっぱレポートのパスのやつもやって」 takes
    up that other place, not the newest edit's turn (dev52 b05)."""
    from honing.grounding import routes
    fix = ToolCall("Edit", '{"file_path": "/p/CheckKeysTask.kt", "old_string": "relativeTo(root).path", '
                   '"new_string": "relativeTo(root).invariantSeparatorsPath"}', "ok", ("/p/CheckKeysTask.kt",))
    bump = ToolCall("Edit", '{"file_path": "/p/gradle.properties", "old_string": "version=0.5.0", '
                    '"new_string": "version=0.5.1"}', "ok", ("/p/gradle.properties",))
    turns = [Turn(1, "issue #19 見て", "直しました。\n\nもう1か所、`ReportWriter.kt:23` のレポートの見出しも "
                  "`relativeTo(root).path` なので、Windows だけ `\\\\` 区切りになります。やりますか？", (fix,)),
             Turn(2, "レポートはいいや。", "了解です。"),
             Turn(3, "バージョン 0.5.1 にして", "上げました。", (bump,))]
    left = routes._left_open(turns, set(), {t.index: frozenset() for t in turns})
    assert left is not None and left.turn == 1
    assert any(s.mention.value == "ReportWriter.kt" and s.mention.line == 23 for s in left.sources)
    assert vocab.first("もう1か所、`ReportWriter.kt:23` も同じです", "same") is not None


def test_a_cause_phrase_blames_what_it_names_after_it() -> None:
    """「这次 tag 是对的（`v2.1.0` 指向 `e27a4d0`），问题出在通知 Packagist 这一步」 names no place of the project
    after 问题出在: with 「这个 token 不在仓库里，我这边改不了」 the agent found nothing to change, and
    「token 那个你帮我弄一下吧」 is unresolved, not the workflow line that passes the secret (dev52 c08)."""
    from honing.grounding.prose import _blames_project
    assert not _blames_project("这次 tag 是对的（`v2.1.0` 指向 `e27a4d0`），问题出在通知 Packagist 这一步：")
    assert _blames_project("测试本身没问题，问题出在 `refill` 里。")
    assert _blames_project("The test is fine; the bug is in `push` (`ring.rs:40`).")
    result, expect = _bench_case(BENCH / "ground_cases_dev52", "c08")
    assert not expect["resolved"] and not result.references[0].resolved


def test_a_kotlin_compiler_warning_is_a_warning_a_run_printed() -> None:
    """`./gradlew compileKotlin` printed `w: file:///…/Constraint.kt:64:93 'fromString' is deprecated`;
    「build 的时候那条 deprecated 的 warning 还在」 asks about it, where the line stands now (dev52 c09)."""
    import re

    printed = re.compile(vocab.table()["runs"]["warning_line"])
    assert printed.search("w: file:///home/u/ksemver/src/Constraint.kt:64:93 'fromString' is deprecated.")
    assert not printed.search("w = compute(width)")
    result, expect = _bench_case(BENCH / "ground_cases_dev52", "c09")
    ref = result.references[0]
    assert ref.path == expect["path"] and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(str(expect["line"])) <= ref.end_line
