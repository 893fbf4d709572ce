"""A second robustness trial of the CLI (about 950 probes): lone surrogates in transcripts,
hook input, file names and arguments; symbolic links that leave the project or loop;
endless inputs. Each printed a traceback or hung; now each gives a result or one
``hone: error:`` line. Real files, devices and processes; no mocks."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

HONE = [sys.executable, "-c", "from honing.cli import main; main()"]
SURROGATE = "\\ud800"  # as a transcript's JSON spells it


SRC = str(Path(__file__).resolve().parents[1] / "src")  # this checkout's code, whatever is installed


def hone(*args: str, input: bytes | None = None, cwd: Path | None = None,
         env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([*HONE, *args], input=input, capture_output=True, cwd=cwd,
                          env={**os.environ, "PYTHONPATH": SRC, **(env or {})}, timeout=120)


def clean(proc: subprocess.CompletedProcess[bytes]) -> str:
    """stdout as UTF-8 (it must be), and no traceback on stderr."""
    assert b"Traceback" not in proc.stderr, proc.stderr.decode("utf-8", "replace")
    return proc.stdout.decode("utf-8")


def _transcript(tmp_path: Path) -> Path:
    lines = [
        {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": f"s{SURROGATE}",
         "timestamp": "2025-01-01T00:00:00Z", "cwd": str(tmp_path),
         "message": {"role": "user", "content": f"the total in app.py is wrong {SURROGATE}"}},
        {"type": "assistant", "uuid": "a1", "parentUuid": "u1", "sessionId": "s", "timestamp": "2025-01-01T00:00:01Z",
         "message": {"id": "m1", "role": "assistant", "content": [{"type": "text", "text": f"Looking {SURROGATE}"}]}},
    ]
    path = tmp_path / "session.jsonl"
    # json.dumps writes the lone surrogate as the escape \ud800, as a transcript would hold it
    path.write_text("\n".join(json.dumps(line) for line in lines).replace("\\\\ud800", "\\ud800") + "\n")
    assert "\\ud800" in path.read_text()
    return path


def test_a_transcript_with_a_lone_surrogate_grounds(tmp_path: Path) -> None:
    (tmp_path / "app.py").write_text("def total(xs):\n    return sum(xs) - 1\n")
    proc = hone("ground", "--text", "fix it", "--transcript", str(_transcript(tmp_path)), "--cwd", str(tmp_path))
    assert proc.returncode == 0 and clean(proc).strip()


def test_a_hook_prompt_with_a_lone_surrogate_answers_in_the_agents_format(tmp_path: Path) -> None:
    payload = ('{"prompt": "fix it ' + SURROGATE + '", "transcript_path": "' + str(_transcript(tmp_path))
               + '", "cwd": "' + str(tmp_path) + '"}')
    proc = hone("ground", "--hook", "claude-code", input=payload.encode())
    assert proc.returncode == 0
    assert json.loads(clean(proc))["hookSpecificOutput"]["hookEventName"] == "UserPromptSubmit"


def test_an_agent_file_linked_from_outside_the_project_is_checked(tmp_path: Path) -> None:
    (tmp_path / "shared.md").write_text("# Rules\n\nAlways run the tests before you commit. Keep functions short.\n")
    project = tmp_path / "project"
    project.mkdir()
    (project / "CLAUDE.md").symlink_to("../shared.md")
    proc = hone("check", str(project), "--format", "json")
    assert proc.returncode in (0, 1) and len(json.loads(clean(proc))["files"]) == 1


def test_exclude_globs_match_the_same_through_a_symlinked_path(tmp_path: Path) -> None:
    project = tmp_path / "proj"
    (project / "sub").mkdir(parents=True)
    (project / "honing.toml").write_text('exclude = ["/sub/**"]\n')
    (project / "sub" / "CLAUDE.md").write_text("# Rules\n\nMaybe write something, if you can.\n")
    (tmp_path / "link").symlink_to("proj")
    for target in (project / "sub", tmp_path / "link" / "sub", tmp_path / "link" / "sub" / "CLAUDE.md"):
        proc = hone("check", str(target), "--format", "json")
        assert json.loads(clean(proc))["files"] == [], target


def test_sarif_and_json_name_a_file_whose_name_is_not_utf8(tmp_path: Path) -> None:
    folder = tmp_path / "prompts"
    folder.mkdir()
    name = os.fsencode(folder) + b"/bad\xffname.prompt"
    with open(name, "w", encoding="utf-8") as f:
        f.write("Maybe write something about dates, if you can, and so on.\n")  # findings, so locations
    sarif = json.loads(clean(hone("analyze", "--format", "sarif", str(folder))))
    uris = [loc["physicalLocation"]["artifactLocation"]["uri"] for run in sarif["runs"]
            for result in run["results"] for loc in result["locations"]]
    assert uris and all("%FF" in u for u in uris)
    assert "\\udcff" in clean(hone("analyze", "--format", "json", str(folder)))


def test_a_symbolic_link_loop_is_one_error(tmp_path: Path) -> None:
    (tmp_path / "loop").symlink_to("loop")
    proc = hone("batch", str(tmp_path / "loop"), "-o", str(tmp_path / "out.jsonl"))
    assert proc.returncode == 2 and b"loops back on itself" in proc.stderr and b"Traceback" not in proc.stderr


def test_a_session_name_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text("tool output\n")
    session = os.fsdecode(b"s\xff1")
    proc = hone("results", "save", "--session", session, "--store", str(tmp_path / "st.sqlite"), str(tmp_path / "r.txt"))
    assert proc.returncode == 2 and b"not UTF-8" in proc.stderr and b"Traceback" not in proc.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("args", [("tokens", "/dev/zero"), ("ground", "--text", "x", "--transcript", "/dev/zero")])
def test_an_endless_input_is_refused_at_its_bound(args: tuple[str, ...]) -> None:
    proc = hone(*args)
    assert proc.returncode == 2 and b"256" in proc.stderr and b"Traceback" not in proc.stderr


def test_sessions_print_no_terminal_escape_from_a_transcript(tmp_path: Path) -> None:
    home, project = tmp_path / "home", tmp_path / "proj"
    project.mkdir()
    store = home / ".claude" / "projects" / re.sub(r"[^A-Za-z0-9]", "-", str(project))  # Claude Code's folder name
    store.mkdir(parents=True)
    record = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "s\x1b]0;pwned\x07",
              "timestamp": "2025-01-01T00:00:00Z", "cwd": str(project), "message": {"role": "user", "content": "hi"}}
    (store / "one.jsonl").write_text(json.dumps(record) + "\n")
    out = clean(hone("sessions", "--cwd", str(project), env={"HOME": str(home)}))
    assert "pwned" in out and "\x1b" not in out and "\x07" not in out


def test_the_language_server_refuses_an_enormous_message() -> None:
    proc = hone("lsp", input=b"Content-Length: 99999999999\r\n\r\n{}")
    assert proc.returncode == 0 and b"over the 64 MiB limit" in proc.stderr and b"MemoryError" not in proc.stderr


def test_a_row_with_a_number_too_long_to_read_is_one_error_row(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_text('{"id": "a", "text": "Write a haiku about rain."}\n'
                    + '{"id": ' + "9" * 5000 + ', "text": "x"}\n'
                    + '{"id": "c", "text": "Summarize the report in three bullet points."}\n')
    proc = hone("batch", str(rows), "-o", str(tmp_path / "out.jsonl"), "--id-field", "id")
    assert proc.returncode == 0, proc.stderr
    clean(proc)
    errors = [json.loads(line) for line in (tmp_path / "out.errors.jsonl").read_text().splitlines()]
    assert [e["reason"] for e in errors] == ["bad_json"] and "too long" in errors[0]["detail"]
    written = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert {r.get("id") for r in written} >= {"a", "c"}


def test_write_refuses_a_read_only_file_and_check_fix_goes_on(tmp_path: Path) -> None:
    prompt = "Please, um, basically write a short poem about the sea, please, basically.\n"
    ro = tmp_path / "ro.prompt.md"
    ro.write_text(prompt)
    ro.chmod(0o444)
    proc = hone("optimize", "--write", str(ro))
    assert proc.returncode == 2 and b"read-only" in proc.stderr and ro.read_text() == prompt
    rw = tmp_path / "rw.prompt.md"
    rw.write_text(prompt)
    proc = hone("check", "--fix", str(ro), str(rw))
    assert b"Traceback" not in proc.stderr and ro.read_text() == prompt and rw.read_text() != prompt


@pytest.mark.parametrize("command", ["analyze", "optimize"])
def test_an_empty_model_name_is_refused_as_tokens_refuses_it(command: str) -> None:
    proc = hone(command, "--model", "", "--text", "Write a haiku about rain.")
    assert proc.returncode == 2 and b"--model" in proc.stderr and b"is empty" in proc.stderr


def test_a_named_pipe_among_the_sessions_does_not_block_the_listing(tmp_path: Path) -> None:
    home, project = tmp_path / "home", tmp_path / "proj"
    project.mkdir()
    store = home / ".claude" / "projects" / re.sub(r"[^A-Za-z0-9]", "-", str(project))
    store.mkdir(parents=True)
    os.mkfifo(store / "pipe.jsonl")
    proc = hone("sessions", "--cwd", str(project), env={"HOME": str(home)})  # the run's timeout is 120 s
    assert proc.returncode == 0 and b"no sessions recorded" in proc.stdout + proc.stderr


def test_an_endpoint_that_is_not_a_url_is_refused() -> None:
    proc = hone("ground", "--text", "fix it", "--endpoint", "not a url", "--llm-model", "m")
    assert proc.returncode == 2 and b"--endpoint must be an http" in proc.stderr


@pytest.mark.parametrize("command", ["analyze", "check"])
def test_a_dangling_or_looping_link_is_named_as_one(tmp_path: Path, command: str) -> None:
    (tmp_path / "loop").symlink_to("loop")
    proc = hone(command, str(tmp_path / "loop"))
    assert proc.returncode == 2 and b"symbolic link to nothing" in proc.stderr


@pytest.mark.parametrize("command", ["analyze", "tokens", "optimize", "restructure"])
def test_text_given_as_an_argument_that_is_not_utf8_is_read(command: str) -> None:
    proc = hone(command, "--text", os.fsdecode(b"Write a haiku about rain\xff."))
    assert proc.returncode == 0
    clean(proc)


def test_a_transcript_larger_than_the_bound_is_read_from_its_tail(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from honing.sessions import read_session, reader

    monkeypatch.setattr(reader, "MAX_TRANSCRIPT_BYTES", 4000)
    lines, parent = [], None
    for n in range(60):  # 60 user turns, about 11 KB
        uuid = f"u{n}"
        lines.append(json.dumps({"type": "user", "uuid": uuid, "parentUuid": parent, "sessionId": "s",
                                 "timestamp": f"2025-01-01T00:{n:02d}:00Z", "cwd": str(tmp_path),
                                 "message": {"role": "user", "content": f"request number {n}"}}))
        parent = uuid
    path = tmp_path / "long.jsonl"
    path.write_text("\n".join(lines) + "\n")
    session = read_session(path)
    assert session.turns and session.turns[-1].user == "request number 59"
    assert "request number 0" not in [t.user for t in session.turns]
    assert any("last" in note and "MiB" in note for note in session.notes)


def test_the_language_server_lints_a_document_with_a_lone_surrogate() -> None:
    from honing.lsp import core

    marks = core.lint("prompt.md", "Maybe write something \ud800 about rain, if you can.")
    assert marks and all(m.code for m in marks)


def test_batch_on_standard_input_says_it_reads_files(tmp_path: Path) -> None:
    proc = hone("batch", "-", "-o", str(tmp_path / "out.jsonl"), input=b'{"text": "hi"}\n')
    clean(proc)
    assert proc.returncode == 2 and b"batch reads files, not standard input" in proc.stderr
    assert not (tmp_path / "out.jsonl").exists()


@pytest.mark.parametrize("host", ["999.1.1.1", "no-such-host.invalid"])
def test_serve_on_a_host_it_cannot_use_names_the_host_not_the_port(host: str) -> None:
    proc = hone("serve", "--host", host, "--port", "8123")
    clean(proc)
    assert proc.returncode == 2 and b"give --host an address of this machine" in proc.stderr
    assert b"choose another --port" not in proc.stderr
