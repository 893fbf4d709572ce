"""Compiled patterns kept between runs of `hone` (issue 21's cold start): a pattern served
from the file matches exactly what the standard compiler's pattern matches, a bad file
is ignored, an unwritable folder costs nothing, and the command's output is unchanged."""

from __future__ import annotations

import array
import hashlib
import json
import marshal
import os
import re
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from honing import data, startup
from honing.grounding import vocab
from honing.startup import CompiledPatterns, KeptTables

ROOT = Path(__file__).resolve().parents[1]
CASE = ROOT / "bench" / "ground_cases" / "01-invoice-vat-keyerror"

TEXTS = (
    "ok now fix this bug, the one from before — that KeyError in vat_rate()",
    "それ直して。さっきのバグ、テストが落ちてるやつ",
    "那个bug帮我修一下，就是上面说的那个报错",
    "Don't touch the migrations; leave `config.py` as it is. Straße ÉCOLE İstanbul",
    "line 1\nline 2: TypeError: undefined is not a function\n  at foo (src/a.ts:12:3)",
)


def _patterns() -> list[tuple[str, int]]:
    """The real table patterns the grounding engine compiles, one per language and category."""
    table = vocab.table()
    found = []
    for lang in vocab.LANGUAGES:
        for words in table[lang].values():
            if isinstance(words, list) and words and all(isinstance(w, str) for w in words):
                pattern = vocab._alternation(words, lang)
                found.append((pattern.pattern, pattern.flags))
    return found


def _behaviour(pattern: re.Pattern[str]) -> list[object]:
    return [(m.span(), m.group(0), m.groups()) for text in TEXTS for m in pattern.finditer(text)] + [
        pattern.groups, dict(pattern.groupindex), pattern.flags]


@pytest.fixture()
def kept(tmp_path: Path):
    patterns = CompiledPatterns(tmp_path / "re.marshal")
    assert patterns.install()
    re.purge()
    yield patterns
    patterns.uninstall()
    re.purge()


def test_served_patterns_match_exactly_what_the_standard_compiler_gives(kept: CompiledPatterns,
                                                                        tmp_path: Path) -> None:
    sources = _patterns()
    assert len(sources) > 100
    served = [_behaviour(re.compile(p, f)) for p, f in sources]
    assert kept.added >= len(set(sources)) and not (tmp_path / "re.marshal").exists()
    kept.save()
    assert (tmp_path / "re.marshal").is_file()
    kept.uninstall()
    re.purge()
    standard = [_behaviour(re.compile(p, f)) for p, f in sources]
    assert served == standard
    # a later process reads them back and compiles nothing itself
    again = CompiledPatterns(tmp_path / "re.marshal")
    assert again.install()
    try:
        re.purge()
        assert [_behaviour(re.compile(p, f)) for p, f in sources] == standard
        assert again.added == 0 and len(again.used) >= len(set(sources))
    finally:
        again.uninstall()
        re.purge()


@pytest.mark.parametrize("content", [b"", b"\x00\x01garbage", marshal.dumps([1, 2, 3])[:-1],
                                     marshal.dumps({("x", 0): "not an entry", 3: (1,)})])
def test_a_file_that_cannot_be_read_is_ignored(tmp_path: Path, content: bytes) -> None:
    file = tmp_path / "re.marshal"
    file.write_bytes(content)
    patterns = CompiledPatterns(file)
    assert patterns.entries == {}
    assert patterns.install()
    try:
        re.purge()
        assert re.compile(r"(?P<n>\d+)\s*bugs?").search("3 bugs").group("n") == "3"
        patterns.save()
    finally:
        patterns.uninstall()
        re.purge()
    assert CompiledPatterns(file).entries  # written again, readable now


def test_a_folder_that_cannot_be_written_costs_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    patterns = CompiledPatterns(blocker / "re.marshal")
    assert patterns.install()
    try:
        re.purge()
        assert re.compile("fix (this|that) bug").search("fix that bug").group(1) == "that"
    finally:
        patterns.uninstall()
        re.purge()
    patterns.save()  # no exception, no file
    assert blocker.read_text() == "a file where the folder should be"


def test_nothing_is_installed_when_the_probes_compile_differently(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    before = re._compiler.compile  # type: ignore[attr-defined]
    monkeypatch.setattr(startup, "_built", lambda pattern, entry: before("something else", 0))
    patterns = CompiledPatterns(tmp_path / "re.marshal")
    assert not patterns.install()
    assert re._compiler.compile is before  # type: ignore[attr-defined]


def _hook(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    payload = json.dumps({"session_id": "t", "transcript_path": str(CASE / "session.json"),
                          "cwd": str(CASE / "project"), "hook_event_name": "UserPromptSubmit",
                          "prompt": "ok now fix this bug"})
    return subprocess.run([sys.executable, "-m", "honing", "ground", "--hook", "claude-code"], input=payload,
                          capture_output=True, text=True, env={**os.environ, **env}, timeout=120)


def test_the_command_keeps_its_patterns_and_its_output_is_unchanged(tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    off = _hook({"HONING_CACHE_DIR": "none"})
    first = _hook({"HONING_CACHE_DIR": str(folder)})
    files = list(folder.glob("re-*.marshal"))
    assert len(files) == 1 and len(CompiledPatterns(files[0]).entries) > 300
    tables = list(folder.glob("tables-*.marshal"))
    assert len(tables) == 1 and "grounding.toml" in KeptTables(tables[0]).entries
    written = files[0].read_bytes(), tables[0].read_bytes()
    second = _hook({"HONING_CACHE_DIR": str(folder)})
    assert off.returncode == first.returncode == second.returncode == 0
    assert off.stdout == first.stdout == second.stdout and "additionalContext" in off.stdout
    # nothing new compiled or parsed: neither file is rewritten
    assert (files[0].read_bytes(), tables[0].read_bytes()) == written


def test_a_damaged_entry_is_compiled_again_and_replaced(tmp_path: Path) -> None:
    """A file that passes its checksum but holds code the regex engine refuses (or of the wrong
    types) costs a compile, never an error: the entry is compiled again and written back good."""
    file = tmp_path / "re.marshal"
    nonsense = array.array(startup._WORD, [1, 2, 3]).tobytes()
    body = marshal.dumps({("fix (this|that) bug", 0): (32, nonsense, 1, {}, (None, None)),
                          ("a(b)c", 0): (32, b"\x01\x02\x03", 1, {}, (None, None))})  # (not whole code words)
    file.write_bytes(hashlib.sha256(body).digest() + body)
    patterns = CompiledPatterns(file)
    assert len(patterns.entries) == 2
    assert patterns.install()
    try:
        re.purge()
        assert re.compile("fix (this|that) bug").search("ok fix that bug").group(1) == "that"
        assert re.compile("a(b)c").search("xabc").group(1) == "b"
        patterns.save()
    finally:
        patterns.uninstall()
        re.purge()
    again = CompiledPatterns(file)
    assert again.entries[("fix (this|that) bug", 0)][1] != nonsense


def test_the_file_is_named_by_the_interpreter_build_and_holds_a_checksum(tmp_path: Path) -> None:
    kept = CompiledPatterns.for_folder(tmp_path)
    assert kept.file.parent == tmp_path and kept.file.name.startswith(f"re-{sys.implementation.cache_tag}-")
    (tmp_path / "x").write_bytes(b"\x00" * 32 + marshal.dumps({("a", 0): (32, b"\x01\x00\x00\x00", 0, {}, ())}))
    assert CompiledPatterns(tmp_path / "x").entries == {}  # the checksum does not match: nothing is decoded


def _package_tables() -> list[tuple[str, bytes]]:
    base = Path(data.__file__).parent
    return [(str(f.relative_to(base)), f.read_bytes()) for f in sorted(base.rglob("*.toml"))
            if "rule_cases" not in f.parts]


def test_kept_tables_are_what_tomllib_gives_and_a_later_process_parses_none(tmp_path: Path) -> None:
    tables = _package_tables()
    assert {"grounding.toml", "signatures.toml", "vocab/en.toml", "vocab/ja.toml", "vocab/zh.toml"} <= {n for n, _ in tables}
    first = KeptTables(tmp_path / "tables.marshal")
    parsed = [first.parsed(name, raw) for name, raw in tables]
    assert _exact(parsed) == _exact([tomllib.loads(raw.decode("utf-8")) for _, raw in tables])
    assert first.added == len(tables)
    first.save()
    later = KeptTables(tmp_path / "tables.marshal")
    assert _exact([later.parsed(name, raw) for name, raw in tables]) == _exact(parsed) and later.added == 0
    # every read is a fresh object: a caller that changes its copy changes nothing kept
    later.parsed("grounding.toml", dict(tables)["grounding.toml"])["version"] = "changed"
    assert later.parsed("grounding.toml", dict(tables)["grounding.toml"])["version"] != "changed"


def _exact(value: object) -> object:
    """A value with every leaf's type and every float's bits spelled out: `==` would take
    True for 1, -0.0 for 0.0, and no nan for itself."""
    if isinstance(value, dict):
        return ("dict", [(k, _exact(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("list", [_exact(v) for v in value])
    if isinstance(value, float):
        return ("float", struct.pack("<d", value))
    return (type(value).__name__, value)


def test_odd_toml_values_come_back_with_their_types_and_bits(tmp_path: Path) -> None:
    raw = (b'a = nan\nb = -0.0\nc = 1e-320\nd = true\ne = 123456789012345678901234567890\n'
           b'f = [[1, 2.5], ["x"]]\n[[g]]\nh = inf\n[[g]]\nh = -inf\n')
    first = KeptTables(tmp_path / "tables.marshal")
    assert _exact(first.parsed("odd.toml", raw)) == _exact(tomllib.loads(raw.decode()))
    first.save()
    assert _exact(KeptTables(tmp_path / "tables.marshal").parsed("odd.toml", raw)) == _exact(tomllib.loads(raw.decode()))


def test_the_library_reads_no_kept_tables() -> None:
    """Only the command keeps tables: `import honing` and an analysis leave the parser unset."""
    code = "import honing; honing.analyze('Fix the bug.'); from honing import data; print(data._parse is None)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "True", done.stderr


def test_the_tables_are_read_from_a_package_that_is_not_a_folder(tmp_path: Path) -> None:
    """A zip import: the data files come through importlib.resources."""
    import zipfile

    package = Path(data.__file__).parents[1]
    archive = tmp_path / "honing.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for f in package.rglob("*"):
            if f.is_file() and "__pycache__" not in f.parts:
                z.write(f, str(f.relative_to(package.parent)))
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from honing import data; "
            "assert '.zip' in data.__file__; print(data.load('grounding.toml')['version'], len(data.read_bytes('vocab/en.toml')))")
    done = subprocess.run([sys.executable, "-c", code, str(archive)], capture_output=True, text=True, timeout=120,
                          env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(data.load("grounding.toml")["version"]),
                                   str(len(data.read_bytes("vocab/en.toml")))]


def test_a_special_file_where_the_cache_is_costs_nothing(tmp_path: Path) -> None:
    """A FIFO (or a link to /dev/zero) named as a cache file is not read: it would never end."""
    folder = tmp_path / "cache"
    folder.mkdir()
    os.mkfifo(folder / startup._named("tables"))
    os.symlink("/dev/zero", folder / startup._named("re"))
    assert KeptTables(folder / startup._named("tables")).entries == {}
    done = _hook({"HONING_CACHE_DIR": str(folder)})
    assert done.returncode == 0 and "additionalContext" in done.stdout


def test_half_written_files_a_killed_run_left_are_swept(tmp_path: Path) -> None:
    old, fresh = tmp_path / ".tables-abandoned", tmp_path / ".tables-being-written"
    old.write_bytes(b"x" * 1000)
    fresh.write_bytes(b"y")
    os.utime(old, (1, 1))
    kept = KeptTables(tmp_path / startup._named("tables"))
    kept.parsed("x.toml", b"a = 1\n")
    kept.save()
    assert not old.exists() and fresh.exists() and kept.file.is_file()


def test_an_edited_table_is_parsed_again(tmp_path: Path) -> None:
    kept = KeptTables(tmp_path / "tables.marshal")
    assert kept.parsed("x.toml", b'version = "1"\n') == {"version": "1"}
    kept.save()
    again = KeptTables(tmp_path / "tables.marshal")
    assert again.parsed("x.toml", b'version = "2"\n') == {"version": "2"} and again.added == 1
    # a value marshal cannot hold is parsed each time, never kept wrong
    dated = b"when = 2026-12-07\n"
    assert again.parsed("d.toml", dated) == tomllib.loads(dated.decode()) and "d.toml" not in again.entries


def test_a_damaged_tables_file_or_entry_costs_a_parse(tmp_path: Path) -> None:
    file = tmp_path / "tables.marshal"
    file.write_bytes(b"\x00garbage")
    assert KeptTables(file).entries == {}
    raw = b'version = "1"\n'
    body = marshal.dumps({"x.toml": (hashlib.sha256(raw).digest(), b"\xffnot marshal"), "y.toml": "not an entry"})
    file.write_bytes(hashlib.sha256(body).digest() + body)
    kept = KeptTables(file)
    assert list(kept.entries) == ["x.toml"]
    assert kept.parsed("x.toml", raw) == {"version": "1"} and kept.added == 1
