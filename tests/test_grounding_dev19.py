"""Grounding behaviours found on the nineteenth development set (bench/ground_cases_dev19):
a failing test named after the function it tests, "the other one" of a list whose items
share one file, a line named beside the code that stands on it, and a part of the sentence
that keeps a place out."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import refine
from honing.grounding.candidates import _line_beside
from honing.grounding.places import Candidate, Vote

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit

_LIMITER = """package ratelimit

import "time"

type Limiter struct {
\trate    float64
\tburst   float64
\tbuckets map[string]*bucket
}

type bucket struct {
\ttokens float64
\tlast   time.Time
}

func New(rate, burst int) *Limiter {
\tif burst <= 0 {
\t\tburst = rate
\t}
\treturn &Limiter{
\t\trate:    float64(rate),
\t\tburst:   float64(burst),
\t\tbuckets: make(map[string]*bucket),
\t}
}

func (l *Limiter) Allow(key string, t time.Time) bool {
\tb, ok := l.buckets[key]
\tif !ok {
\t\tb = &bucket{tokens: l.rate, last: t}
\t\tl.buckets[key] = b
\t}
\telapsed := t.Sub(b.last).Seconds()
\tb.tokens = minf(l.burst, b.tokens+elapsed*l.rate)
\tb.last = t
\tif b.tokens < 1 {
\t\treturn false
\t}
\tb.tokens--
\treturn true
}
"""


def test_a_test_failing_since_the_edit_points_at_the_function_its_name_names(tmp_path: Path) -> None:
    """The agent added a burst to `New` (many lines saying "burst") and changed one line of
    `Allow`; CI then fails `TestAllowBurst`: the place is `Allow`, the function the test is
    named after, not `New` where most of the edit's lines stand (dev19 c02)."""
    root = write(tmp_path, {"internal/ratelimit/limiter.go": _LIMITER})
    old_new = "func New(rate int) *Limiter {\n\treturn &Limiter{\n\t\trate:    float64(rate),"
    new_new = ("func New(rate, burst int) *Limiter {\n\tif burst <= 0 {\n\t\tburst = rate\n\t}\n\treturn &Limiter{\n"
               "\t\trate:    float64(rate),\n\t\tburst:   float64(burst),")
    messages = ([{"role": "user", "content": "add a burst capacity to the limiter, configurable"}]
                + _edit("e1", "internal/ratelimit/limiter.go", old_new, new_new)
                + _edit("e2", "internal/ratelimit/limiter.go", "\tb.tokens = minf(l.rate, b.tokens+elapsed*l.rate)",
                        "\tb.tokens = minf(l.burst, b.tokens+elapsed*l.rate)")
                + [{"role": "assistant", "content": "Added `burst` to `New` and capped the refill at it; `go build` passes."}])
    sentence = "CI 红了\n--- FAIL: TestAllowBurst (0.00s)\n    limiter_test.go:45: request 2: allowed=false, want true\n修一下"
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "Allow", ref


def _found(*symbols: str) -> list[Candidate]:
    return [Candidate("pkg/limiter.go", 10 * n, 10 * n + 5, s, [Vote(1.0, "r", None, 1)]) for n, s in enumerate(symbols, 1)]


def test_the_tested_function_is_read_from_go_and_python_test_names() -> None:
    """`TestAllowBurst` names `Allow`, `test_apply_discount_twice` names `apply_discount`;
    a name two symbols fit, or none, names nothing."""
    assert refine._tested({"TestAllowBurst"}, _found("New", "Allow")) == "Allow"
    assert refine._tested({"test_apply_discount_twice"}, _found("apply_discount", "total")) == "apply_discount"
    assert refine._tested({"TestAllowance"}, _found("New", "Allow")) is None  # "Allowance" is not "Allow…"
    assert refine._tested({"TestLimiter_Allow"}, _found("Limiter", "Allow")) is None  # two fit: no choice
    assert refine._tested({"Allow"}, _found("New", "Allow")) is None  # not a test's name


_HEADER_CSS = (".site-header {\n  display: flex;\n  height: var(--header-h);\n}\n\n.site-logo img {\n  width: 120px;\n"
               "  height: 32px;\n  display: block;\n}\n\n.nav-dropdown {\n  display: flex;\n}\n\n"
               + "".join(f".spacer-{n} {{\n  margin: {n}px;\n}}\n\n" for n in range(8))
               + "@media (max-width: 768px) {\n  .site-logo img {\n    width: 96px;\n  }\n  .nav-dropdown {\n"
                 "    position: absolute;\n    z-index: 10;\n  }\n}\n")


def test_the_other_one_of_a_list_whose_items_share_the_file_its_opening_names(tmp_path: Path) -> None:
    """Both items are in `header.css`, named once before the list; the agent then edits the
    z-index line item 1 quotes, so 「那另一个也改一下」 is item 2, and its "line 8" beside
    `height: 32px` places it on that line rather than on the media query it also quotes
    (dev19 c03)."""
    root = write(tmp_path, {"src/components/header.css": _HEADER_CSS, "src/components/banner.css": ".promo {\n  z-index: 20;\n}\n"})
    listing = ("两个问题都找到了，都在 `src/components/header.css`：\n\n"
               "1. **菜单被 banner 盖住**：移动端 `.nav-dropdown` 是 `position: absolute`，`z-index: 10`，而 banner 是 20。\n"
               "2. **logo 被压扁**：`.site-logo img` 在第 8 行把 `height: 32px` 写死了，而在 `max-width: 768px` 下面只改了 "
               "`width`，宽高比就不对了。\n\n要我两个一起改，还是先改一个？")
    messages = ([{"role": "user", "content": "手机上 header 俩问题：菜单被 banner 盖住；logo 扁扁的。你先看看"},
                 {"role": "assistant", "content": listing},
                 {"role": "user", "content": "先改菜单那个"}]
                + _edit("e1", "src/components/header.css", "    z-index: 10;", "    z-index: 30;")
                + [{"role": "assistant", "content": "改了：`z-index` 从 10 改成 30。"},
                   {"role": "user", "content": "banner 的 z-index 是在哪定义的？"},
                   {"role": "assistant", "content": "在 `src/components/banner.css`。"}])
    ref = honing.ground("行 那另一个也改一下", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/components/header.css", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 8 <= ref.end_line, ref


def test_a_line_beside_quoted_code_is_where_it_stands_unless_it_is_the_new_value() -> None:
    """「第 14 行把 `height: 32px` 写死了」 ties the code to line 14; 「12 行目を `(page - 1) *
    pageSize` にする」 and "change line 12 to `x`" quote what the line should become (dev5
    17 went wrong before this was told apart); another sentence does not tie them."""
    said = "`.site-logo img` 在第 14 行把 `height: 32px` 写死了"
    assert _line_beside(said, said.index("`height"), [(said.index("第"), 14)]) == 14
    fix = "直すなら repository の 12 行目を `(page - 1) * pageSize` にするのが一番素直です"
    assert _line_beside(fix, fix.index("`("), [(fix.index("12"), 12)]) is None
    english = "change line 12 to `offset = (page - 1) * size`"
    assert _line_beside(english, english.index("`"), [(english.index("line"), 12)]) is None
    apart = "Line 14 is fine. The bug is `height: 32px`."
    assert _line_beside(apart, apart.index("`"), [(0, 14)]) is None


def test_a_part_of_the_sentence_that_keeps_a_place_out_names_no_place() -> None:
    """「泄漏那个先改掉，k8s 那边先不动」: "k8s" is said to leave it alone, so it gives no vote to
    deploy/k8s/… (dev9 c09 turned on this once lines beside code counted)."""
    found = [Candidate("deploy/k8s/deployment.yaml", 16, 29, None, [Vote(2.0, "r", None, 2)]),
             Candidate("Ingest/HourlyAggregator.cs", 35, 54, "FlushClosedAsync", [Vote(1.0, "r", None, 1)])]
    kept = refine.named_by_words([Candidate(c.path, c.start_line, c.end_line, c.symbol, list(c.votes)) for c in found],
                                 "泄漏那个先改掉，k8s 那边先不动")
    assert all(len(c.votes) == 1 for c in kept)
    named = refine.named_by_words(found, "泄漏那个先改掉，k8s 那边也看看")
    assert any("k8s" in v.reason for c in named for v in c.votes)


_ORDERS_VIEW = ("@extends('layouts.admin')\n\n@section('content')\n<table class=\"orders\">\n"
                + "".join(f"  <tr><td>{{{{ $row{n} }}}}</td></tr>\n" for n in range(8))
                + "</table>\n<div class=\"footer\">\n  <span class=\"total\">共 {{ $orders->count() }} 条</span>\n"
                  "  {{ $orders->links() }}\n</div>\n@endsection\n")


def test_a_found_cause_stays_open_after_a_side_question_answered_with_no_code_change(tmp_path: Path) -> None:
    """Turn 1 finds the cause (「找到了 … 第 14 行」, `count()` should be `total()`); turn 2 answers
    where per_page is set with "no code change, put it in .env". That answer settles the side
    question, not the report: 「好 env 我自己加。总数那个改吧」 is the footer line (dev19 c07)."""
    root = write(tmp_path, {"resources/views/orders/index.blade.php": _ORDERS_VIEW,
                            "config/admin.php": "<?php\n\nreturn [\n    'per_page' => env('ADMIN_PER_PAGE', 20),\n];\n"})
    found = ("找到了。模板 `resources/views/orders/index.blade.php` 第 14 行：\n\n```blade\n"
             "<span class=\"total\">共 {{ $orders->count() }} 条</span>\n```\n\n"
             "分页器的 `count()` 只是**当前页**的条数。要显示总数应该用 `$orders->total()`。\n\n要我把这一行改成 `total()` 吗？")
    messages = [{"role": "user", "content": "订单列表页底部那个“共 xx 条”不对，永远显示 20"},
                {"role": "assistant", "content": found},
                {"role": "user", "content": "per_page 是在哪配的？运营说想改成 50"},
                {"role": "assistant", "content": "在 `config/admin.php`。不用改代码，直接在 `.env` 里加 `ADMIN_PER_PAGE=50` 就生效了。"}]
    ref = honing.ground("好 env 我自己加。总数那个改吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "resources/views/orders/index.blade.php", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 14 <= ref.end_line
    # a reply that found nothing to change in the project, and says so, still settles it
    nothing = [messages[0], {"role": "assistant", "content": "找到了：是运营后台的配置问题，不用改代码，在 `.env` 里改就行。"}]
    assert not honing.ground("改吧", nothing, cwd=root).references[0].resolved


def test_the_tested_function_must_hold_a_line_of_its_own() -> None:
    """A function only a common line stands in (`if err != nil {`, shared among many places)
    is no place the edit touched: the test's name does not vote for it."""
    weak = [Candidate("pkg/loader.go", 3, 12, "Load", [Vote(0.2, "`if err != nil {` stands here", 5, 1)]),
            Candidate("pkg/duration.go", 7, 15, "ParseRetention", [Vote(2.0, "edited line stands here", 9, 1)])]
    assert refine._tested({"TestLoad_Defaults"}, weak) is None
    assert refine._tested({"TestParseRetention_Days"}, weak) == "ParseRetention"
