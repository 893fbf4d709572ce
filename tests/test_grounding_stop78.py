"""The seventy-eighth round's rules, each written for a case the engine got wrong, test first, and run through the CLI
as a user runs it, on sessions of this round's own (tests/fixtures/trial78, beside trial77's)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def _hone(case: str, sentence: str) -> tuple[str, str]:
    """The instruction on stdout and the summary line on stderr, as `hone ground` prints them."""
    done = subprocess.run([sys.executable, "-m", "honing.cli", "ground", "--transcript", str(FIXTURES / case / "session.json"),
                           "--cwd", str(FIXTURES / case / "project"), "--text", sentence, "--no-timings"],
                          capture_output=True, text=True, encoding="utf-8", check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout, done.stderr.strip().splitlines()[-1]


def _covers(out: str, target: str, line: int) -> bool:
    spans = [(int(a), int(b or a)) for a, b in re.findall(rf"{re.escape(target)}:(\d+)(?:-(\d+))?", out)]
    return any(a <= line <= b for a, b in spans)


@pytest.mark.parametrize(("case", "sentence", "target", "line"), [
    ("trial77/en4_review", "the finding we haven't done yet", "src/session.js", 8),
    ("trial77/en4_review", "ok now the one we haven't fixed", "src/session.js", 8),
    ("trial77/en4_review", "and the one you didn't get to?", "src/session.js", 8),
    ("trial77/ja4_review", "まだ手を付けてないやつもお願い", "upload.go", 11),
    ("trial77/ja4_review", "まだやってないのも直して", "upload.go", 11),
    ("trial78/zh4_review", "还没改的那条也改一下", "src/session.js", 8),
    ("trial78/zh4_review", "没改的那个呢", "src/session.js", 8),
])
def test_the_finding_not_yet_done_is_the_one_no_message_took(case: str, sentence: str, target: str, line: int) -> None:
    """After "ok fix 1 and 3" (「1と2と3は直して」, 「1和3先改」) and the agent's report of those, the finding "we haven't
    done yet" is the one no message took: the cookie without httpOnly (src/session.js:8), the upload's missing size
    limit (upload.go:11) — not the first finding of the list, nor a line the edits for another item touched."""
    out, summary = _hone(case, sentence)
    assert "resolved to" in summary and "unresolved" not in summary, summary
    start = next(x for x in out.splitlines() if x.startswith("- Start at:")).split("[source")[0]
    assert _covers(start, target, line), out


@pytest.mark.parametrize(("case", "sentence", "finding"), [
    ("trial77/en4_review", "ok now the one left", "Session cookie readable from JS"),
    ("trial77/ja4_review", "残りの1個もお願い", "リクエストボディのサイズ上限がありません"),
    ("trial78/zh4_review", "剩下那个也改了吧", "session cookie 能被 JS 读到"),
])
def test_a_finding_picked_from_a_review_is_the_target_not_the_review_request(case: str, sentence: str, finding: str) -> None:
    """The target and what "done" means are the finding picked, not the user's "review src/ …, just list them" (「問題点を
    挙げるだけでいい」, 「帮我看看 src/ 有没有安全问题」), which describes no behaviour to stop."""
    out, _ = _hone(case, sentence)
    target = next(x for x in out.splitlines() if x.startswith("- Target:"))
    done = next(x for x in out.splitlines() if x.startswith("- Done when:"))
    assert finding in target and finding in done, out
    assert "review" not in target and "挙げるだけ" not in done and "看看" not in done, out


@pytest.mark.parametrize("sentence", ["ok now fix what priya flagged", "now do priya's comment"])
def test_a_person_the_session_names_is_the_report_they_made(sentence: str) -> None:
    """Turn 2 passes on Priya's review comment (the date range in reports.py drops its last day) and asks to leave it;
    a README edit follows. What Priya flagged is that comment, at the `<` of reports.py:8 — not unresolved as a source
    the session never mentions."""
    out, summary = _hone("trial78/en5_person", sentence)
    assert "resolved to reports.py" in summary and "cites a source" not in summary, summary
    assert "reports.py:8" in next(x for x in out.splitlines() if x.startswith("- Start at:")), out


@pytest.mark.parametrize(("sentence", "remaining"), [
    ("还没改的那条也改一下", True), ("没改的那个呢", True), ("the finding we haven't done yet", True),
    ("まだ手を付けてないやつもお願い", True),
    # what the agent said it left is an aside it named, not the item of a list no message took
    ("还有一个，你说没改的那个邮件标题没转义的也顺手修了", False), ("你说还没改的那个也修了", False),
    ("the one you said you didn't fix", False), ("まだ直してないって言ってたやつ", False),
])
def test_the_not_yet_done_phrases_of_the_remaining_vocabulary(sentence: str, remaining: bool) -> None:
    from honing.grounding import vocab

    assert (vocab.first(sentence, "remaining") is not None) is remaining
