"""Grounding behaviours found on the sixty-second development set (bench/ground_cases_dev62: upgrades
and migrations — framework, language and library versions, moves between services)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import counted, vocab

from .test_grounding_dev45 import _bench_case

DEV62 = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev62"


@pytest.mark.parametrize("text", [
    "That lives in your Cloudflare account, not in this repository.",
    "リポジトリ内には R2 の CORS 定義（`AllowedOrigins` 等）は見当たらないので、Cloudflare ダッシュボードの R2 → バケットで追加する必要があります。",
    "仓库里没有 R2 的 CORS 配置，需要去 Cloudflare 控制台里加一条规则",
])
def test_a_setting_that_lives_outside_the_repository(text: str) -> None:
    assert vocab.first(text, "nothing_to_fix") is not None


@pytest.mark.parametrize("text", [
    "The parser lives in `src/parse.rs`, not in the vendored crate.",
    "リポジトリ内には古い定義はないので、`config.py` を直します。",
    "仓库里没有单独的配置文件，需要在 `settings.py` 里加一行",
])
def test_a_place_in_the_repository_is_no_setting_outside_it(text: str) -> None:
    assert vocab.first(text, "nothing_to_fix") is None


@pytest.mark.parametrize("case", ["a07", "b05"])
def test_a_bucket_cors_policy_outside_the_repository_is_left_unresolved(case: str) -> None:
    """The presigned upload to R2 fails CORS preflight; the agent shows the repository's CORS code is for the API
    and the bucket's policy lives in the Cloudflare account (「…ダッシュボードの…で…追加する必要があります」); "the
    upload is still blocked by cors in chrome, fix it" names no file:line (dev62 a07, b05: guesses before)."""
    result, _ = _bench_case(DEV62, case)
    assert not result.references[0].resolved


@pytest.mark.parametrize(("text", "bullets"), [
    ("同じ系統で、まだ Vue 3 で動かない書き方が 2 つ残っています:\n- `a.vue:5` の `$listeners`\n- `b.vue:10` の `.sync`\n", 2),
    ("Two things are still broken:\n- `a.js:3` throws\n- `b.js:9` leaks\n", 2),
    ("还有两个地方会报错：\n- `a.py:3`\n- `b.py:9`\n", 2),
    ("The project uses these three tokens:\n- `--z-modal`\n- `--z-toast`\n- `--z-header`\n", 0),  # (no defect said)
    ("Two things are still broken:\n- `a.js:3` throws\n- `b.js:9` leaks\n- `c.js:1` too\n", 0),  # (the count differs)
])
def test_bullets_a_lead_counts_as_wrong_are_findings(text: str, bullets: int) -> None:
    assert len(counted.counted_bullets(text)) == bullets


def test_the_other_one_left_of_two_counted_bullets() -> None:
    """「まだ Vue 3 で動かない書き方が 2 つ残っています:」 and two bullets (`$listeners`, `:visible.sync`), 「$listeners
    のほうは自分でやるわ」, a side question, then 「じゃあ残ってたもう一個のほう直しといて」: the `.sync` line (dev62 b04)."""
    result, expect = _bench_case(DEV62, "b04")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]
