"""A new user's trial of `hone ground` in the sixty-seventh round, on sessions of its own (tests/fixtures/trial67): each
case is one it found wrong, fixed test first, and run through the CLI as the user ran it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "trial67"


def _hone(case: str, sentence: str) -> tuple[str, str]:
    """The instruction on stdout and the summary line on stderr, as `hone ground` prints them."""
    done = subprocess.run([sys.executable, "-m", "honing.cli", "ground", "--transcript", str(FIXTURES / case / "session.json"),
                           "--cwd", str(FIXTURES / case / "project"), "--text", sentence, "--no-timings"],
                          capture_output=True, text=True, encoding="utf-8", check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout, done.stderr.strip().splitlines()[-1]


@pytest.mark.parametrize("sentence", ["fix it", "ok then just fix it here", "それ直して"])
def test_fix_it_after_the_fix_was_put_in_another_repository_is_unresolved(sentence: str) -> None:
    """"The fix belongs in the payments-sdk repository (platform team), not in this repo; nothing here needs to change."
    The line the reply calls correct (`src/checkout.py:5`) is no place to fix."""
    _, summary = _hone("s10_en_other_repo", sentence)
    assert "unresolved (the agent found nothing in the project to change" in summary


def test_go_ahead_and_change_the_protected_file_points_at_its_line_and_lifts_the_bound() -> None:
    out, summary = _hone("s1_en_donttouch", "ok now go ahead and change src/config.js to set the timeout to 30s")
    assert "resolved to src/config.js" in summary and "line 4 reads `timeoutMs: 5000,`" in out
    assert "- Lifted: turn 1 says" in out and "Leave alone" not in out


def test_a_file_kept_as_it_is_beside_a_request_elsewhere() -> None:
    """"leave config.js alone and add retries to getJson in client.js": `getJson`; "keep config.js as is, but …": never
    config.js, which the user keeps."""
    out, summary = _hone("s1_en_donttouch", "leave config.js alone and add retries to getJson in client.js")
    assert "resolved to src/client.js:4-8" in summary and "`getJson`" in out
    _, summary = _hone("s1_en_donttouch", "keep config.js as is, but make getJson retry 3 times using retry.js")
    assert "config.js" not in summary


def test_a_chinese_request_beside_a_file_kept_still() -> None:
    _, summary = _hone("s3_zh_biedong", "db.go 还是别动，把 config.go 里的 timeout 改成 30s")
    assert "resolved to config.go" in summary


def test_a_request_to_build_something_is_no_symptom() -> None:
    """"can you add a friendly error page for 413 responses?" asks for new work: the body limit the agent's edit set is
    not its place."""
    _, summary = _hone("s4_en_413", "can you add a friendly error page for 413 responses?")
    assert "unresolved" in summary


def test_an_unresolved_report_after_a_fix_says_the_sentence_reports_something_new() -> None:
    _, summary = _hone("s9_ja_cache_worker", "every log line says status=0 now")
    assert "what the sentence reports no turn describes" in summary and "no later turn reports it" not in summary


def test_a_deferring_clause_still_keeps_out_what_it_names_beside_no_request() -> None:
    """"ok. the down() one is in jonas's migration, I'll ping him about it. you fix the other one": the clause that hands
    `down()` to jonas keeps it out whole; only a part that asks is carved out of such a clause (dev47 a06)."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev47", "a06")


@pytest.mark.parametrize(("case", "sentence"), [("s6_ja_dryrun", "--dry-run で実行したのにファイルが全部消えた"),
                                                ("s5_zh_ci_skipped", "现在 deploy job 直接被跳过了")])
def test_done_when_of_a_regression_is_the_symptom_gone(case: str, sentence: str) -> None:
    """After the agent built what turn 1 asked for (a dry run, a deploy job), the sentence reports what that edit broke:
    done is when the symptom is gone, not when "what turn 1 asked for no longer happens"."""
    out, _ = _hone(case, sentence)
    assert f"- Done when: what you describe no longer happens: “{sentence}”" in out


def test_a_messages_file_cut_short_says_where_its_json_breaks(tmp_path: Path) -> None:
    """The trial's broken.json: a messages array cut off mid-string is exit 2 with one line that says where the JSON
    breaks, not only that the format is unknown."""
    broken = tmp_path / "broken.json"
    broken.write_text('[{"role":"user","content":"fix', encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "honing.cli", "ground", "--transcript", str(broken), "--cwd", str(tmp_path),
                           "--text", "fix it"], capture_output=True, text=True, encoding="utf-8", check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "not valid JSON (line 1, column 27: Unterminated string" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
