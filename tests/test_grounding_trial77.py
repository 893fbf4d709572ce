"""A new user's trial of `hone ground` in the seventy-seventh round, on sessions of its own (tests/fixtures/trial77): each
case is one it found wrong in this round's rules, fixed test first, and run through the CLI as the user ran it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "trial77"


def _hone(case: str, sentence: str) -> tuple[str, str]:
    """The instruction on stdout and the summary line on stderr, as `hone ground` prints them."""
    done = subprocess.run([sys.executable, "-m", "honing.cli", "ground", "--transcript", str(FIXTURES / case / "session.json"),
                           "--cwd", str(FIXTURES / case / "project"), "--text", sentence, "--no-timings"],
                          capture_output=True, text=True, encoding="utf-8", check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout, done.stderr.strip().splitlines()[-1]


def test_just_fix_it_after_a_fix_placed_in_another_repository_beside_a_stopgap_is_unresolved() -> None:
    """"The fix is in the ingress configuration, which lives in the platform/infra repo (`charts/thumbs/values.yaml` …).
    Nothing in this repository rejects the request." then a stopgap: the lines the reply cites while explaining
    (`thumbs/config.py:3`, `thumbs/upload.py:16`) are no place to fix."""
    _, summary = _hone("en1_other_repo", "ok just fix it")
    assert "unresolved" in summary, summary


@pytest.mark.parametrize(("case", "sentence"), [("en2_cited", "add a datadog alert when backoff goes over 60 seconds"),
                                                ("zh2_cited", "给支付失败在 Grafana 里加个告警"),
                                                ("zh2_cited", "购物车数量为负数的时候在 Grafana 里加个告警")])
def test_a_monitor_named_as_where_an_alert_goes_cites_nothing(case: str, sentence: str) -> None:
    _, summary = _hone(case, sentence)
    assert "cites a source" not in summary, summary


@pytest.mark.parametrize(("case", "sentence"), [("en4_review", "ok now the one left"), ("ja4_review", "残りの1個もお願い")])
def test_the_one_left_after_items_taken_together_by_number(case: str, sentence: str) -> None:
    """"ok fix 1 and 3" and 「1と2と3は直して」 take each number they join, so "the one left" is the finding no message took:
    the cookie's missing httpOnly (src/session.js:8), the upload's missing size limit (upload.go:11)."""
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken("ok fix 1 and 3") == {1, 3}
    assert _numbers_taken("1と2と3は直して") == {1, 2, 3}
    assert _numbers_taken("1和3先改") == {1, 3}
    out, _ = _hone(case, sentence)
    target = {"en4_review": "src/session.js", "ja4_review": "upload.go"}[case]
    line = {"en4_review": 8, "ja4_review": 11}[case]
    assert f"{target}:" in out, out
    import re

    spans = [(int(a), int(b or a)) for a, b in re.findall(rf"{re.escape(target)}:(\d+)(?:-(\d+))?", out)]
    assert any(a <= line <= b for a, b in spans), out

