"""The hone CLI: formats, gates, exit codes, errors without tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from honing.cli import main

EXAMPLE = str(Path(__file__).resolve().parents[1] / "examples" / "login_bug.txt")


def run(*args: str, stdin: str | bytes | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, list(args), input=stdin)


def test_analyze_text_report() -> None:
    r = run("analyze", EXAMPLE)
    assert r.exit_code == 0
    assert "score" in r.output and "duplicate_instruction" in r.output and "structure     n/a" in r.output


def test_analyze_json_stdin_and_text() -> None:
    r = run("analyze", "-", "--format", "json", stdin="Write a haiku about autumn in English.")
    assert r.exit_code == 0 and json.loads(r.output)[0]["language"] == "en"  # always an array (issue 20)
    r = run("analyze", "--text", "请用三个要点总结这篇文章。", "--format", "json")
    assert json.loads(r.output)[0]["language"] == "zh"


def test_several_files_give_an_array(tmp_path: Path) -> None:
    for i in range(2):
        (tmp_path / f"p{i}.txt").write_text(f"Write haiku number {i} about autumn in English.")
    r = run("analyze", str(tmp_path / "*.txt"), "--format", "json")
    data = json.loads(r.stdout)  # the closing summary goes to stderr
    assert isinstance(data, list) and len(data) == 2


def test_sarif_output() -> None:
    r = run("analyze", EXAMPLE, "--format", "sarif")
    sarif = json.loads(r.output)
    assert sarif["version"] == "2.1.0"
    run0 = sarif["runs"][0]
    assert len(run0["tool"]["driver"]["rules"]) == 20
    regions = [res["locations"][0]["physicalLocation"]["region"] for res in run0["results"]]
    assert all(reg["startLine"] >= 1 and reg["startColumn"] >= 1 for reg in regions)
    filler = [res for res in run0["results"] if res["ruleId"] == "filler_phrases"]
    assert len(filler) == 5  # one result per occurrence
    assert run0["results"][0]["properties"]["tokens"]["label"] == "exact"


def test_markdown_output() -> None:
    r = run("analyze", EXAMPLE, "--format", "markdown")
    assert r.exit_code == 0 and r.output.startswith("## honing report") and "| dimension | score |" in r.output


def test_gates_exit_1() -> None:
    assert run("analyze", EXAMPLE, "--fail-under", "99").exit_code == 1
    assert run("analyze", EXAMPLE, "--fail-under", "10").exit_code == 0
    assert run("analyze", EXAMPLE, "--fail-on", "warning").exit_code == 1
    assert run("analyze", EXAMPLE, "--fail-on", "critical").exit_code == 0


def test_unusable_input_exits_2_with_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\x80\x81bad")  # no byte-order mark, and not UTF-8
    empty = tmp_path / "empty.txt"
    empty.write_text("   \n")
    for args in (["analyze", str(tmp_path / "missing.txt")], ["analyze", str(bad)], ["analyze", str(empty)],
                 ["analyze"], ["analyze", "--text", ""], ["tokens", "--text", "x", "--model", "gpt-9000"]):
        r = run(*args)
        assert r.exit_code == 2, args
        assert "Traceback" not in r.output
        assert r.output.strip().count("\n") == 0 and r.output.startswith("hone: error:"), r.output


def test_an_unknown_rule_code_suggests_the_rules_it_is_part_of() -> None:
    r = run("rules", "injection")
    assert r.exit_code == 2 and "did you mean prompt_injection_signature?" in r.output
    r = run("rules", "vagu_language")
    assert r.exit_code == 2 and "vague_language" in r.output
    r = run("rules", "zzz")
    assert r.exit_code == 2 and "run 'hone rules'" in r.output


def test_bad_config_exits_2(tmp_path: Path) -> None:
    (tmp_path / "honing.toml").write_text('disable = ["nope"]\n')
    p = tmp_path / "p.txt"
    p.write_text("Write a haiku.")
    r = run("analyze", str(p))
    assert r.exit_code == 2 and "unknown rule code 'nope'" in r.output


def test_rules_list_and_page() -> None:
    r = run("rules")
    assert r.exit_code == 0 and len(r.output.strip().splitlines()) == 20
    page = run("rules", "filler_phrases").output
    for heading in ("## What it detects", "## Why it matters", "## Example", "## What the engine says", "## Fixed version"):
        assert heading in page
    assert run("rules", "filler_phrase").exit_code == 2


def test_tokens_cost_models_json() -> None:
    r = run("tokens", "--text", "hello world", "--model", "gpt-4o", "--model", "gpt-4", "--model", "claude-sonnet-4-5",
            "--format", "json")
    rows = json.loads(r.output)
    assert [(x["model"], x["count"], x["encoding"], x["label"]) for x in rows] == [
        ("gpt-4o", 2, "o200k_base", "exact"), ("gpt-4", 2, "cl100k_base", "exact"),
        ("claude-sonnet-4-5", 2, "o200k_base", "approximate")]
    costs = json.loads(run("cost", "--text", "hello world", "--model", "gpt-4o", "--output-tokens", "1000",
                           "--format", "json").output)
    assert len(costs) == 1  # always an array, as tokens and analyze (issue 20)
    cost = costs[0]
    assert set(cost) >= {"model", "input_tokens", "output_tokens", "input_cost", "output_cost", "total_cost",
                         "currency", "price_as_of"}
    assert cost["total_cost"] == round(cost["input_cost"] + cost["output_cost"], 8) and cost["output_tokens"] == 1000
    models = json.loads(run("models", "--format", "json").output)
    assert {m["provider"] for m in models} >= {"openai", "anthropic", "google", "deepseek", "mistral", "meta", "qwen", "xai"}
    assert "checked" in run("models", "--provider", "openai").output


def test_utf16_and_utf32_files_with_a_byte_order_mark_are_read(tmp_path: Path) -> None:
    prompt = "Write a haiku about the sea in Japanese: 海の俳句を書いて。"
    for encoding in ("utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"):
        path = tmp_path / f"{encoding}.txt"
        path.write_bytes("\ufeff".encode(encoding) + prompt.encode(encoding))
        r = run("analyze", str(path), "--format", "json")
        assert r.exit_code == 0, (encoding, r.output)
        assert json.loads(r.output)[0]["words"] == json.loads(run("analyze", "--text", prompt, "--format", "json").output)[0]["words"]
    broken = tmp_path / "broken.txt"
    broken.write_bytes(b"\xff\xfeW\x00\x00\xd8")  # a UTF-16 mark, then a lone high surrogate
    r = run("analyze", str(broken))
    assert r.exit_code == 2 and "UTF-16 byte-order mark" in r.output and "Traceback" not in r.output
    # without a mark, bytes that are not UTF-8 are still refused
    latin = tmp_path / "latin1.txt"
    latin.write_bytes("Résumé the text.".encode("latin-1"))
    r = run("analyze", str(latin))
    assert r.exit_code == 2 and "not UTF-8" in r.output


def test_a_closed_output_pipe_is_not_reported_as_success() -> None:
    # `hone analyze … --fail-under N | head`: the reader leaves before the gate is reached;
    # exiting 0 would let a failing prompt pass a pipefail CI step
    import subprocess
    import sys

    # JSON output (4 MB here) is larger than any pipe buffer, so the command is still
    # writing when the reader leaves: the text report (3 KB) could finish first on a
    # loaded machine and make the test flaky
    proc = subprocess.Popen([sys.executable, "-c", "from honing.cli import main; main()", "analyze", "-",
                             "--fail-under", "99", "--format", "json"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdin.write(("Write a haiku about the sea. " * 20_000).encode())
    proc.stdin.close()
    proc.stdout.read(10)
    proc.stdout.close()
    assert proc.wait(timeout=120) == 141
    assert b"Traceback" not in proc.stderr.read()


def test_interrupt_is_one_line_and_exit_130(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from honing.engine import batch

    def interrupted(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise KeyboardInterrupt

    monkeypatch.setattr(batch, "iter_jobs", interrupted)
    r = run("analyze", "--text", "Fix the bug.")
    assert r.exit_code == 130 and "hone: interrupted" in r.output and "Traceback" not in r.output
