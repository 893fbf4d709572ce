"""A new user's trial of `hone ground` in the seventy-eighth round, on sessions of its own (tests/fixtures/trial78): each
case is one it found wrong in this round's rules, fixed test first, and run through the CLI as the user ran it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "trial78"


def _hone(case: str, sentence: str) -> tuple[str, str]:
    """The instruction on stdout and the summary line on stderr, as `hone ground` prints them."""
    done = subprocess.run([sys.executable, "-m", "honing.cli", "ground", "--transcript", str(FIXTURES / case / "session.json"),
                           "--cwd", str(FIXTURES / case / "project"), "--text", sentence, "--no-timings"],
                          capture_output=True, text=True, encoding="utf-8", check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout, done.stderr.strip().splitlines()[-1]


def _line(out: str, label: str) -> str:
    return next(x for x in out.splitlines() if x.startswith(f"- {label}:"))


@pytest.mark.parametrize("sentence", ["まだ手を付けてないやつもお願い", "the finding we haven't done yet"])
def test_the_target_of_a_finding_picked_from_a_review_is_the_finding(sentence: str) -> None:
    """「app/ 以下をざっとレビューして、問題あれば番号付きで挙げて」, three findings, 「ok 1と3やって」: the one left is finding 2,
    `get_user`'s KeyError (app/users.py:14), and the target and what done means quote it, not the review request."""
    out, _ = _hone("s1_review_ja", sentence)
    assert "app/users.py:14" in _line(out, "Start at"), out
    for label in ("Target", "Done when"):
        assert "KeyError" in _line(out, label) and "レビューして" not in _line(out, label), out


@pytest.mark.parametrize("sentence", ["typing 'mac & cheese' in search returns every mac product",
                                      "searching for mac & cheese shows all the mac stuff",
                                      "搜 mac & cheese 结果把所有mac的商品都出来了"])
def test_a_search_term_cut_at_its_ampersand_points_at_the_unencoded_query(sentence: str) -> None:
    """The agent's pagination edit wrote `` return `${BASE}/products?q=${term}&page=${page}`; ``: the term goes in
    unencoded, so "mac & cheese" searches "mac ". The line quoted holds backticks, so it is quoted with two."""
    out, _ = _hone("s2_amp_en", sentence)
    assert "src/api/search.js:4" in _line(out, "Start at"), out
    assert "reads `` return `${BASE}/products?q=${term}&page=${page}`; ``" in _line(out, "Location"), out


@pytest.mark.parametrize("sentence", ["那个退款的测试还是红的", "that test is still red"])
def test_a_failing_test_taken_up_again_hands_on_no_leave_it_of_its_own(sentence: str) -> None:
    """Turn 1's run fails `test_partial_refund_rounds_half_up`; turn 2 「先不管它，先把导出CSV加上表头和客户名」. Taking the
    test up again, the instruction points at the rounding (billing/refund.py:8) and does not tell the agent to leave
    it alone: 「先不管它」 put off the very thing asked for now."""
    out, _ = _hone("s3_redtest_zh", sentence)
    assert "billing/refund.py:8" in _line(out, "Start at"), out
    assert "Leave alone" not in out and "先不管它" not in out, out


@pytest.mark.parametrize("sentence", ["do the one priya flagged on the PR", "priya在PR上提的那个改一下",
                                      "プリヤさんがPRで指摘してたやつ直して"])
def test_a_person_no_turn_names_is_the_reason_the_sentence_is_unresolved(sentence: str) -> None:
    """No turn of the session says Priya or a review: each form is unresolved, and says so by the person it cites (not
    "the sentence says no word of the turns read", nor a task of the session)."""
    _, summary = _hone("s5a_pr_nomention_en", sentence)
    assert "unresolved" in summary and "cites a source" in summary, summary


@pytest.mark.parametrize("sentence", ["priya's comment on the pr, fix that", "do the one priya flagged on the PR"])
def test_a_persons_comment_among_two_reviewers_is_hers(sentence: str) -> None:
    """"- kenji-t: `crawler/api.py:6` hard-codes `timeout=5` …" and "- priya-s: `crawler/api.py:10` returns the last 5xx
    response silently …": Priya's is line 10, also when the sentence says "priya's"."""
    out, _ = _hone("s5b_pr_mention_en", sentence)
    assert "crawler/api.py:10" in _line(out, "Start at"), out


def test_the_same_expression_elsewhere_is_the_same_code_not_a_longer_one_it_opens(tmp_path: Path) -> None:
    """At `--level extreme`, `return USERS[user_id]` (app/users.py:14) is not "the same line" as line 8's
    `return USERS[user_id]["name"].title()`, which only opens with it; a file that holds the very line is named."""
    import shutil

    case = tmp_path / "case"
    shutil.copytree(FIXTURES / "s1_review_ja", case)
    done = subprocess.run([sys.executable, "-m", "honing.cli", "ground", "--transcript", str(case / "session.json"),
                           "--cwd", str(case / "project"), "--text", "まだ手を付けてないやつもお願い", "--level", "extreme",
                           "--no-timings"], capture_output=True, text=True, encoding="utf-8", check=False)
    assert done.returncode == 0 and "app/users.py:8" not in done.stdout, done.stdout
    (case / "project" / "app" / "admin.py").write_text(
        "from app.users import USERS\n\n\ndef admin_user(user_id):\n    return USERS[user_id]\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "honing.cli", "ground", "--transcript", str(case / "session.json"),
                           "--cwd", str(case / "project"), "--text", "まだ手を付けてないやつもお願い", "--level", "extreme",
                           "--no-timings"], capture_output=True, text=True, encoding="utf-8", check=False)
    assert "app/admin.py:5 has the same line `return USERS[user_id]`" in done.stdout, done.stdout


def test_a_span_of_top_level_lines_ends_at_the_files_last_line() -> None:
    """A file of four lines and a final newline spans 1-4, not 1-5 (the empty string after the newline is no line)."""
    from honing.grounding.blocks import enclosing
    from honing.grounding.project import Project

    project = Project(FIXTURES / "s5a_pr_nomention_en" / "project")
    assert len((FIXTURES / "s5a_pr_nomention_en" / "project" / "crawler" / "config.py").read_text().splitlines()) == 4
    assert enclosing(project, "crawler/config.py", 4)[:2] == (1, 4)
