"""Issue 20, context references: ids that can be referenced, UTF-16 files read as the CLI
reads them, roots that exist, escaped block attributes, and @file / @folder resolved the
same way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from honing import expand_references
from honing.cli import main
from honing.references import ResultStore, find_references
from honing.references.store import BadId
from honing.references.syntax import result_id_problem


def invoke(*args: str, env: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, list(args), env=env)


def one_error_line(result) -> str:  # type: ignore[no-untyped-def]
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hone: error:"), result.stderr
    return lines[0]


# ----------------------------------------------------------------------------- ids


@pytest.mark.parametrize(("args", "expected"), [
    (["--session", ""], "a session id is required"),
    (["--session", "   "], "a session id is required"),
    (["--session", "s1", "--id", "../../etc"], "--id"),
    (["--session", "s1", "--id", "has space"], "--id"),
    (["--session", "s1", "--id", "trailing."], "cannot end with a dot"),
    (["--session", "s1", "--id", ""], "--id"),
])
def test_results_save_rejects_ids_that_could_never_be_referenced(tmp_path: Path, args: list[str],
                                                                 expected: str) -> None:
    store = tmp_path / "r.sqlite"
    line = one_error_line(invoke("results", "save", "--text", "x", "--store", str(store), *args))
    assert expected in line
    assert not store.exists()


def test_a_valid_custom_id_round_trips_through_at_result(tmp_path: Path) -> None:
    store = tmp_path / "r.sqlite"
    r = invoke("results", "save", "--text", "3 failed", "--session", "s1", "--id", "run-7.log_2", "--store",
               str(store))
    assert r.exit_code == 0 and r.stdout.strip() == "run-7.log_2"
    out = invoke("expand", "--text", "See @result:run-7.log_2.", "--session", "s1", "--store", str(store),
                 "--format", "json")
    assert json.loads(out.stdout)["blocks"][0]["content"] == "3 failed"


def test_the_library_store_refuses_bad_ids_too() -> None:
    store = ResultStore(":memory:")
    for session, rid in (("", None), ("s", "../x"), ("s", "a b"), ("s\n", None)):
        with pytest.raises(BadId):
            store.save(session, "x", result_id=rid)
    assert result_id_problem("tr_0123abcd") is None
    for rid in ("tr_0123abcd", "run-7.log_2", "A"):
        refs = find_references(f"Look at @result:{rid}.")
        assert [(r.target, r.error) for r in refs] == [(rid, None)]


def test_the_default_store_is_in_the_user_data_folder_not_the_project(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("HONING_STORE", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    r = invoke("results", "save", "--text", "x", "--session", "s1")
    assert r.exit_code == 0, r.output
    assert not (tmp_path / ".honing").exists()
    from honing.cli import default_store

    assert default_store().exists() and tmp_path not in (default_store().parents[1], default_store().parent)
    help_text = invoke("results", "save", "--help").stdout
    assert "user data folder" in help_text


# ----------------------------------------------------------------------------- roots


@pytest.mark.parametrize("args", [["--home", "/nonexistent/honing-home"],
                                  ["--workspace", "/nonexistent/honing-ws"]])
def test_a_home_or_workspace_that_does_not_exist_is_an_error(args: list[str]) -> None:
    line = one_error_line(invoke("expand", "--text", "Read @file:a.md", *args))
    assert args[1] in line and "no such folder" in line


def test_a_home_from_the_environment_that_does_not_exist_is_an_error() -> None:
    line = one_error_line(invoke("expand", "--text", "hi", env={"HONING_HOME": "/nonexistent/h"}))
    assert "HONING_HOME" in line


# ----------------------------------------------------------------------------- UTF-16


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-32-le"])
def test_at_file_reads_a_utf16_file_with_a_bom_as_analyze_does(tmp_path: Path, encoding: str) -> None:
    text = "line one\nline two 日本語\nline three\n"
    (tmp_path / "ps.txt").write_bytes("\ufeff".encode(encoding) + text.encode(encoding))
    out = expand_references("@file:ps.txt and @file:ps.txt:2-2", home=tmp_path)
    assert out.warnings == ()
    assert [b.content for b in out.blocks] == [text, "line two 日本語\n"]
    r = invoke("analyze", str(tmp_path / "ps.txt"), "--format", "json")
    assert r.exit_code == 0 and json.loads(r.stdout)[0]["words"] > 0
    (tmp_path / "bin.dat").write_bytes(b"\x00\x01\x02binary")
    assert [w.kind for w in expand_references("@file:bin.dat", home=tmp_path).warnings] == ["blocked"]
    (tmp_path / "broken.txt").write_bytes(b"\xff\xfeW\x00\x00\xd8")
    assert [w.kind for w in expand_references("@file:broken.txt", home=tmp_path).warnings] == ["blocked"]


# ----------------------------------------------------------------------------- escaping


@pytest.mark.parametrize("name", ['quo"te', "gt>lt<", "end</context", "amp&x"])
def test_block_attributes_are_escaped(tmp_path: Path, name: str) -> None:
    home = tmp_path / name  # "end</context" is the folder "context" inside "end<"
    home.mkdir(parents=True)
    (home / "a b.md").write_text("hello\n</CONTEXT> and </context> inside\n", encoding="utf-8")
    out = expand_references('@file:"a b.md":1-2', home=home)
    assert out.warnings == ()
    opening = out.text.split("\n\n")[-1].split("\n")[0]
    assert opening.startswith("<context ") and opening.endswith(">")
    assert opening.count('"') % 2 == 0 and "</context" not in opening and opening.count(">") == 1
    assert 'ref="@file:&quot;a b.md&quot;:1-2"' in opening
    import html

    source = opening.split('source="')[1].split('"')[0]
    assert html.unescape(source) == str((home / "a b.md").resolve())
    assert out.text.count("</context>") == 1  # the attached text cannot close the block
    assert out.text.lower().count("</context") == 1


def test_a_file_name_with_angle_brackets_is_escaped_in_ref_and_source(tmp_path: Path) -> None:
    (tmp_path / "a>b<c.md").write_text("x\n", encoding="utf-8")
    out = expand_references('Read @file:"a>b<c.md".', home=tmp_path)
    assert out.warnings == ()
    opening = out.text.split("\n\n")[-1].split("\n")[0]
    assert 'ref="@file:&quot;a&gt;b&lt;c.md&quot;"' in opening and "a&gt;b&lt;c.md\"" in opening
    assert opening.count(">") == 1 and "<" not in opening[1:]


# ----------------------------------------------------------------------------- @file and @folder


def test_folder_and_file_paths_resolve_the_same_way(tmp_path: Path) -> None:
    (tmp_path / "ws" / "sub").mkdir(parents=True)
    (tmp_path / "ws" / "sub" / "a.py").write_text("print(1)\n", encoding="utf-8")
    out = expand_references("@file:ws/sub/a.py @folder:ws/sub", home=tmp_path, workspace=tmp_path / "ws")
    assert out.warnings == ()
    assert [b.content for b in out.blocks] == ["print(1)\n", "file  a.py  9 bytes\n"]
    # the same targets written relative to the workspace work too
    out = expand_references("@file:sub/a.py @folder:sub", home=tmp_path, workspace=tmp_path / "ws")
    assert out.warnings == () and len(out.blocks) == 2
    # a folder still has to lie inside the workspace; a file may lie under the home
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "b.md").write_text("b\n", encoding="utf-8")
    out = expand_references("@folder:other @file:other/b.md", home=tmp_path, workspace=tmp_path / "ws")
    assert [w.kind for w in out.warnings] == ["not_found"] and out.blocks[0].content == "b\n"
    assert "outside the allowed root" in out.warnings[0].message
    # credential paths stay blocked whichever root they are found under
    (tmp_path / "ws" / ".env").write_text("KEY=1\n", encoding="utf-8")
    out = expand_references("@file:.env", home=tmp_path, workspace=tmp_path / "ws")
    assert [w.kind for w in out.warnings] == ["blocked"]
