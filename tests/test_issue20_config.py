"""Issue 20, configuration: every value's type and range is checked by one schema; bad
configuration is one line and exit 2, never a traceback; the README's block works."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import honing
from honing.cli import main
from honing.engine.config import Config, discover, inline_suppressions, load_file
from honing.errors import ConfigError

README = Path(__file__).resolve().parents[1] / "README.md"


def _analyze(folder: Path, *extra: str):  # type: ignore[no-untyped-def]
    prompt = folder / "p.txt"
    prompt.write_text("Write a haiku about the sea.", encoding="utf-8")
    return CliRunner().invoke(main, ["analyze", str(prompt), "-q", *extra])


def _one_error_line(result) -> str:  # type: ignore[no-untyped-def]
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output and result.exception is None or isinstance(result.exception, SystemExit)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hone: error:"), result.stderr
    return lines[0]


@pytest.mark.parametrize(("name", "content", "expected"), [
    ("honing.toml", "thresholds = 5\n", "'thresholds' must be a table"),
    ("honing.toml", "severity = 5\n", "'severity' must be a table"),
    ("honing.toml", "disable = 5\n", "'disable' must be a list"),
    ("pyproject.toml", "tool = 5\n", "'tool' must be a table"),
    ("pyproject.toml", "[tool]\nhoning = 5\n", "'tool.honing' must be a table"),
    ("pyproject.toml", "[tool.honing]\nthresholds = 5\n", "'thresholds' must be a table"),
    ("honing.toml", 'allow_inline_security_suppression = "false"\n', "allow_inline_security_suppression"),
    ("honing.toml", "allow_inline_security_suppression = 0\n", "allow_inline_security_suppression"),
    ("honing.toml", "[thresholds]\nnear_duplicate_overlap = 3.5\n", "less than or equal to 1"),
    ("honing.toml", "[thresholds]\nnear_duplicate_overlap = 0\n", "greater than 0"),
    ("honing.toml", "[thresholds]\nlong_sentence_words = 0\n", "long_sentence_words"),
    ("honing.toml", "[thresholds]\nlong_sentence_words = true\n", "long_sentence_words"),
    ("honing.toml", "[references]\nhome = 5\n", "'references.home' = 5"),
    ("honing.toml", '[references]\nhome = "no/such/folder"\n', "is not an existing folder"),
    ("honing.toml", '[references]\nworkspace = "nowhere"\n', "is not an existing folder"),
    ("honing.toml", "[references]\nstore = []\n", "references.store"),
    ("honing.toml", "[references.limits]\ntotal_bytes = -1\n", "total_bytes"),
    ("honing.toml", '[references.limits]\ngit_timeout_seconds = "10"\n', "git_timeout_seconds"),
    ("honing.toml", "model = 4\n", "'model'"),
    ("honing.toml", 'model = "gpt-9000"\n', "unknown model 'gpt-9000'"),
    ("honing.toml", 'disable = ["nope"]\n', "unknown rule code 'nope'"),
    ("honing.toml", '[severity]\ntoo_short = "fatal"\n', "'critical', 'warning' or 'info'"),
    ("honing.toml", "disabel = []\n", "unknown configuration key 'disabel'"),
    ("honing.toml", "[thresholds]\nnope = 3\n", "unknown threshold 'nope'"),
    ("honing.toml", "this is not toml\n", "cannot read configuration"),
])
def test_bad_configuration_is_one_line_and_exit_2(tmp_path: Path, name: str, content: str, expected: str) -> None:
    (tmp_path / name).write_text(content, encoding="utf-8")
    line = _one_error_line(_analyze(tmp_path))
    assert expected in line and str(tmp_path / name) in line


def test_a_string_false_never_enables_security_suppression() -> None:
    with pytest.raises(ConfigError, match="allow_inline_security_suppression"):
        Config.from_mapping({"allow_inline_security_suppression": "false"})
    assert Config.from_mapping({"allow_inline_security_suppression": False}).allow_inline_security_suppression is False
    assert Config.from_mapping({"allow_inline_security_suppression": True}).allow_inline_security_suppression is True


def test_valid_values_pass_and_keep_their_meaning(tmp_path: Path) -> None:
    (tmp_path / "ws").mkdir()
    config = Config.from_mapping({
        "disable": ["too_short"], "severity": {"vague_language": "info"}, "model": "gpt-4.1",
        "thresholds": {"near_duplicate_overlap": 1, "long_sentence_words": 30},
        "references": {"home": ".", "workspace": "ws", "limits": {"total_bytes": 1000, "git_timeout_seconds": 2}},
    }, str(tmp_path / "honing.toml"))
    assert config.thresholds == {"near_duplicate_overlap": 1.0, "long_sentence_words": 30.0}
    assert config.references == {"home": ".", "workspace": "ws",
                                 "limits": {"total_bytes": 1000, "git_timeout_seconds": 2.0}}
    assert config.severity["vague_language"].value == "info" and config.model == "gpt-4.1"


def _readme_toml() -> str:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Configuration"):]
    block = re.search(r"```toml\n(.*?)```", section, re.S)
    assert block is not None
    return block.group(1)


@pytest.mark.parametrize("name", ["honing.toml", "pyproject.toml"])
def test_the_readme_block_works_in_honing_toml_and_pyproject(tmp_path: Path, name: str) -> None:
    block = _readme_toml()
    assert "[tool.honing]" in block
    (tmp_path / name).write_text(block, encoding="utf-8")
    config = load_file(tmp_path / name)
    assert "missing_length_guidance" in config.disable and config.model == "gpt-4.1"
    assert config.thresholds["long_sentence_words"] == 30
    assert discover(tmp_path).disable == config.disable
    result = _analyze(tmp_path, "--format", "json")
    assert result.exit_code == 0, result.output


def test_honing_toml_takes_one_form_not_both(tmp_path: Path) -> None:
    (tmp_path / "honing.toml").write_text('disable = ["too_short"]\n[tool.honing]\nmodel = "gpt-4.1"\n',
                                          encoding="utf-8")
    assert "keep one form" in _one_error_line(_analyze(tmp_path))
    (tmp_path / "honing.toml").write_text('disable = ["too_short"]\n', encoding="utf-8")
    assert load_file(tmp_path / "honing.toml").disable == frozenset({"too_short"})


def test_config_flag_pointing_nowhere_is_an_error(tmp_path: Path) -> None:
    line = _one_error_line(_analyze(tmp_path, "--config", str(tmp_path / "missing.toml")))
    assert "missing.toml" in line


@pytest.mark.parametrize(("comment", "expected"), [
    ("<!-- honing: ignore nope -->", "unknown rule code 'nope'"),
    ("<!-- honing: ignore filler_phrases, vague_languag -->", "did you mean vague_language"),
    ("<!-- honing: ignore filler-phrases -->", "unknown rule code 'filler-phrases'"),
    ("<!-- honing: ignroe filler_phrases -->", "write '<!-- honing: ignore CODE, CODE -->'"),
    ("<!-- honing: ignore -->", "names no rule code"),
])
def test_unknown_codes_in_suppression_comments_are_rejected(tmp_path: Path, comment: str, expected: str) -> None:
    text = f"Write a haiku about the sea.\n{comment}\n"
    with pytest.raises(ConfigError, match="line 2"):
        inline_suppressions(text)
    with pytest.raises(ConfigError):
        honing.analyze(text)
    prompt = tmp_path / "p.txt"
    prompt.write_text(text, encoding="utf-8")
    line = _one_error_line(CliRunner().invoke(main, ["analyze", str(prompt)]))
    assert expected in line and "p.txt" in line


def test_known_codes_in_suppression_comments_still_work() -> None:
    text = "<!-- honing: ignore filler_phrases,vague_language -->\nPlease write something nice about dogs."
    assert inline_suppressions(text) == {"filler_phrases", "vague_language"}
    assert {"filler_phrases", "vague_language"}.isdisjoint(honing.analyze(text).codes)
