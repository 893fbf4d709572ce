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
