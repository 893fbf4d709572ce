"""A hostile new user's trial of the CLI (tracebacks, silent loss, confusing errors): each
case that printed a traceback or lost data now gives one ``hone: error:`` line and exit 2,
or the right result. Real files, folders, devices and processes; no mocks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HONE = [sys.executable, "-c", "from honing.cli import main; main()"]


def hone(*args: str, stdin: int | None = None, stdout: int | None = subprocess.PIPE,
         cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*HONE, *args], stdin=stdin, stdout=stdout, stderr=subprocess.PIPE, text=True,
                          cwd=cwd, timeout=120)


def one_error_line(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.startswith("hone: error:")]
    assert len(lines) == 1, proc.stderr
    return lines[0]


@pytest.mark.parametrize("kind", ["folder", "not a database"])
def test_a_result_store_that_is_no_database_is_one_error(tmp_path: Path, kind: str) -> None:
    store = tmp_path / "store"
    if kind == "folder":
        store.mkdir()
    else:
        store.write_text("not sqlite at all\n" * 10)
    line = one_error_line(hone("results", "list", "--session", "s", "--store", str(store)))
    assert str(store) in line


def test_a_codex_rollout_with_a_list_for_its_cwd_does_not_break_discovery(tmp_path: Path) -> None:
    """One corrupt file among the user's Codex sessions used to raise TypeError for every
    project's lookup."""
    day = tmp_path / "home" / ".codex" / "sessions" / "2026" / "01" / "02"
    day.mkdir(parents=True)
    meta = {"type": "session_meta", "payload": {"id": "x", "cwd": ["/a", "/b"]}}
    (day / "rollout-2026-01-02T00-00-00-x.jsonl").write_text(json.dumps(meta) + "\n")
    env = {**os.environ, "HOME": str(tmp_path / "home")}
    proc = subprocess.run([*HONE, "sessions", "--cwd", str(tmp_path)], capture_output=True, text=True, env=env,
                          timeout=120)
    assert "Traceback" not in proc.stderr and proc.returncode in (0, 2), proc.stderr


def test_a_jsonl_row_nested_too_deep_is_an_error_row(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    src = tmp_path / "in.jsonl"
    src.write_text('{"text": "Write a haiku about rain in English."}\n' + "[" * 100_000 + "]" * 100_000 + "\n")
    out = tmp_path / "out.jsonl"
    proc = hone("batch", str(src), "-o", str(out), "--quiet")
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    errors = [json.loads(line) for line in (tmp_path / "out.errors.jsonl").read_text().splitlines()]
    assert [(e["reason"], e["detail"]) for e in errors] == [("bad_json", "line 2: nested too deeply to read")]


@pytest.mark.parametrize("clash", ["errors is output", "errors is input"])
def test_batch_refuses_to_write_over_its_own_files(tmp_path: Path, clash: str) -> None:
    pytest.importorskip("pyarrow")
    src = tmp_path / "in.jsonl"
    src.write_text('{"text": "Write a haiku about rain in English."}\n')
    out = tmp_path / "out.jsonl"
    errors = out if clash == "errors is output" else src
    one_error_line(hone("batch", str(src), "-o", str(out), "--errors", str(errors)))
    assert src.read_text().startswith('{"text"')  # the input is untouched
    assert not list(tmp_path.glob("*.parts"))


def test_a_full_disk_is_one_error() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full on this platform")
    with open("/dev/full", "w") as full:
        proc = subprocess.run([*HONE, "rules"], stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert "no space left" in one_error_line(proc)


def test_a_closed_standard_input_is_one_error() -> None:
    proc = subprocess.run(["sh", "-c", " ".join(f"'{a}'" for a in HONE) + " analyze - <&-"],
                          capture_output=True, text=True, timeout=120)
    assert "standard input is closed" in one_error_line(proc)


def test_cost_json_keeps_each_file_name(tmp_path: Path) -> None:
    for name, text in (("a.txt", "Write a sorter."), ("b.txt", "Write a much longer parser, please.")):
        (tmp_path / name).write_text(text)
    proc = hone("cost", str(tmp_path / "a.txt"), str(tmp_path / "b.txt"), "--format", "json")
    rows = json.loads(proc.stdout)
    assert [Path(r["source"]).name for r in rows] == ["a.txt", "b.txt"]
    assert all(r["price_source"] for r in rows)


def test_a_suppression_shown_as_code_is_no_directive(tmp_path: Path) -> None:
    """Documenting the syntax in backticks or a fence does not switch a rule off for the file."""
    doc = tmp_path / "doc.md"
    doc.write_text("Document the syntax: `<!-- honing: ignore vague_language -->` turns a rule off.\n\n"
                   "```\n<!-- honing: ignore CODE -->\n```\n\nWrite something nice about various things etc.\n")
    proc = hone("analyze", str(doc), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    assert "vague_language" in {f["code"] for f in json.loads(proc.stdout)[0]["findings"]}
    real = tmp_path / "real.md"
    real.write_text("<!-- honing: ignore vague_language -->\nWrite something nice about various things etc.\n")
    assert "vague_language" not in {f["code"] for f in json.loads(hone("analyze", str(real), "--format",
                                                                        "json").stdout)[0]["findings"]}


def test_a_transcript_in_no_known_format_says_what_is_expected(tmp_path: Path) -> None:
    bad = tmp_path / "t.jsonl"
    bad.write_text('{"role": "user", "content": "hi"}\n{"role": "assistant", "content": "hello"}\n')
    line = one_error_line(hone("ground", "--text", "fix it", "--transcript", str(bad)))
    assert "one JSON array" in line and "pass format=" not in line


def test_a_linked_instruction_file_stays_a_link_and_is_fixed_once(tmp_path: Path) -> None:
    """CLAUDE.md -> AGENTS.md is a common setup: --fix rewrote the link into a copy, fixed the
    text twice, and left a backup of the already rewritten text."""
    original = "Please, basically, write some really good code, thanks so much!\n"
    (tmp_path / "AGENTS.md").write_text(original)
    (tmp_path / "CLAUDE.md").symlink_to("AGENTS.md")
    proc = hone("check", ".", "--fix", "--backup", cwd=tmp_path)
    assert "Traceback" not in proc.stderr
    assert (tmp_path / "CLAUDE.md").is_symlink()
    assert (tmp_path / "AGENTS.md").read_text() != original
    backups = sorted(p.name for p in tmp_path.glob("*.bak*"))
    assert len(backups) == 1 and (tmp_path / backups[0]).read_text() == original
    assert "fixed once" in proc.stderr


def test_a_closed_standard_output_is_no_traceback() -> None:
    proc = subprocess.run(["sh", "-c", " ".join(f"'{a}'" for a in HONE) + " rules >&-"],
                          capture_output=True, text=True, timeout=120)
    assert "Traceback" not in proc.stderr, proc.stderr


def test_batch_refuses_an_errors_file_that_is_an_input_inside_a_folder(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    data = tmp_path / "data"
    data.mkdir()
    for name in ("a.jsonl", "b.jsonl"):
        (data / name).write_text('{"text": "Write a haiku about rain in English."}\n')
    one_error_line(hone("batch", str(data), "-o", str(tmp_path / "out.jsonl"), "--errors", str(data / "b.jsonl")))
    assert (data / "b.jsonl").read_text().startswith('{"text"')


def test_a_longer_closing_fence_ends_the_code_block(tmp_path: Path) -> None:
    doc = tmp_path / "doc.md"
    doc.write_text("```\n<!-- honing: ignore CODE -->\n`````\n\n<!-- honing: ignore vague_language -->\n"
                   "Write something nice about various things etc.\n")
    proc = hone("analyze", str(doc), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    assert "vague_language" not in {f["code"] for f in json.loads(proc.stdout)[0]["findings"]}


def hone_env(*args: str, env: dict[str, str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*HONE, *args], capture_output=True, text=True, env={**os.environ, **env}, cwd=cwd,
                          timeout=120)


def test_a_named_pipe_in_a_folder_is_skipped_not_waited_on(tmp_path: Path) -> None:
    """`hone analyze DIR` and `hone check DIR` hung for ever on a FIFO that nobody writes."""
    folder = tmp_path / "prompts"
    folder.mkdir()
    (folder / "a.txt").write_text("Fix the bug in the parser.\n")
    os.mkfifo(folder / "pipe.txt")
    os.mkfifo(folder / "CLAUDE.md")
    proc = hone("analyze", "--format", "json", str(folder))
    assert proc.returncode == 0, proc.stderr
    assert [r["source"] for r in json.loads(proc.stdout)] == [str(folder / "a.txt")]
    proc = hone("analyze", str(folder / "*.txt"))
    assert proc.returncode == 0 and "pipe.txt" not in proc.stdout, proc.stderr
    proc = hone("check", str(folder))
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr


@pytest.mark.parametrize("command", ["tokens", "analyze"])
def test_a_pipe_named_on_the_command_line_is_read(tmp_path: Path, command: str) -> None:
    """`hone analyze <(git show HEAD:PROMPT.md)`: a pipe named on the command line is read,
    by the unlimited path (tokens) and the limited one (analyze)."""
    fifo = tmp_path / "in.txt"
    os.mkfifo(fifo)
    child = subprocess.Popen([*HONE, command, "--format", "json", str(fifo)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    with fifo.open("w") as writer:
        writer.write("Fix the bug in the parser.")
    out, err = child.communicate(timeout=120)
    assert child.returncode == 0, err
    assert json.loads(out)


def test_a_prompt_over_the_size_limit_is_refused_when_named_and_skipped_when_found(tmp_path: Path) -> None:
    folder = tmp_path / "prompts"
    folder.mkdir()
    (folder / "small.txt").write_text("Fix the bug in the parser.\n")
    (folder / "dump.txt").write_text("Fix the bug in the parser. " * 40)
    env = {"HONING_MAX_PROMPT_BYTES": "200"}
    line = one_error_line(hone_env("analyze", str(folder / "dump.txt"), env=env))
    assert "dump.txt is over the 200 bytes limit" in line and "HONING_MAX_PROMPT_BYTES" in line
    for command in ("optimize", "restructure"):
        assert "over the 200 bytes limit" in one_error_line(hone_env(command, str(folder / "dump.txt"), env=env))
    proc = subprocess.run([*HONE, "analyze", "-"], input="word " * 100, capture_output=True, text=True,
                          env={**os.environ, **env}, timeout=120)
    assert "standard input is over" in one_error_line(proc)
    proc = hone_env("analyze", "--format", "json", str(folder), env=env)
    assert proc.returncode == 0, proc.stderr
    assert [r["source"] for r in json.loads(proc.stdout)] == [str(folder / "small.txt")]
    assert "skipped" in proc.stderr and "dump.txt" in proc.stderr
    # counting has no limit: a dump may be counted
    proc = hone_env("tokens", str(folder / "dump.txt"), env=env)
    assert proc.returncode == 0, proc.stderr
    # without the variable the default (8 MiB) applies
    assert hone("analyze", str(folder / "dump.txt")).returncode == 0


def test_check_fails_on_an_oversized_file_found_or_named(tmp_path: Path) -> None:
    """A gate does not pass over a file it could not read (found in review: 'hone check
    --fail-on info' passed with '0 files checked' when CLAUDE.md was too large)."""
    (tmp_path / "CLAUDE.md").write_text("# Rules\n\nRun the tests before you commit. " * 20)
    env = {"HONING_MAX_PROMPT_BYTES": "100"}
    for target in (tmp_path, tmp_path / "CLAUDE.md"):
        line = one_error_line(hone_env("check", "--fail-on", "info", str(target), env=env))
        assert "CLAUDE.md is over the 100 bytes limit" in line and "exclude" in line


def test_a_saved_tool_result_has_no_prompt_limit(tmp_path: Path) -> None:
    log = tmp_path / "pytest.log"
    log.write_text("FAILED tests/test_x.py::test_y - AssertionError\n" * 20)
    proc = hone_env("results", "save", "--session", "s", "--store", str(tmp_path / "r.sqlite"), str(log),
                    env={"HONING_MAX_PROMPT_BYTES": "100"})
    assert proc.returncode == 0 and proc.stdout.strip(), proc.stderr


@pytest.mark.parametrize("value", ["abc", "0", "-5", "1.5", "²", "٣", "99999999999999999999999999"])
def test_a_bad_size_limit_is_one_error(tmp_path: Path, value: str) -> None:
    (tmp_path / "a.txt").write_text("Fix the bug.")
    line = one_error_line(hone_env("analyze", str(tmp_path / "a.txt"), env={"HONING_MAX_PROMPT_BYTES": value}))
    assert "HONING_MAX_PROMPT_BYTES" in line


@pytest.mark.parametrize("value", ["", " , "])
def test_an_empty_select_is_an_error_not_a_perfect_score(tmp_path: Path, value: str) -> None:
    """`--select ""` ran no rule at all and reported 100/100."""
    (tmp_path / "a.txt").write_text("Please kindly maybe fix some stuff, etc.")
    assert "--select names no rule" in one_error_line(hone("analyze", "--select", value, str(tmp_path / "a.txt")))
