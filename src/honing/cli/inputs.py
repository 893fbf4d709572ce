"""Reading prompts from files, folders, standard input and --text."""

from __future__ import annotations

import glob
import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import click

from honing import surrogates
from honing.cli.shell import fail
from honing.defaults import MAX_PROMPT_BYTES

if TYPE_CHECKING:
    from honing.engine import Config

# ----------------------------------------------------------------------------- inputs


@dataclass(frozen=True)
class Input:
    source: str | None
    text: str
    path: Path | None
    found: bool = False  # found by walking a directory (not named on the command line)


# What a directory given as input is searched for: prompt files by suffix and the agent
# instruction files that have none; folders that hold no prompts of the user's are skipped.
PROMPT_SUFFIXES = (".txt", ".md", ".markdown", ".prompt", ".mdc")
PROMPT_NAMES = (".cursorrules", ".windsurfrules", ".clinerules")
SKIPPED_DIRS = frozenset({".git", ".hg", ".svn", ".venv", "venv", "node_modules", "__pycache__", ".tox", ".nox",
                          ".mypy_cache", ".pytest_cache", ".ruff_cache", "site-packages", "dist", "build",
                          ".honing"})
HIDDEN_DIRS_SEARCHED = frozenset({".github", ".cursor", ".claude", ".gemini", ".codex", ".clinerules", ".windsurf"})


def prompt_files(root: Path) -> list[Path]:
    """The prompt-looking files under ``root``, sorted: ``*.txt``, ``*.md``, ``*.markdown``,
    ``*.prompt``, ``*.mdc`` and ``.cursorrules``-style files, in every folder except
    version-control, virtual-environment, cache and build folders and hidden folders
    other than the agents' own (``.github``, ``.cursor``, ``.claude``, …)."""
    found: list[Path] = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS and (not d.startswith(".")
                                                                         or d in HIDDEN_DIRS_SEARCHED))
        for name in sorted(files):
            # a named pipe, socket or device would block or never end: regular files only
            if (name.lower().endswith(PROMPT_SUFFIXES) or name in PROMPT_NAMES) and (Path(folder) / name).is_file():
                found.append(Path(folder) / name)
    return sorted(found)


def _decode(raw: bytes, name: str) -> str:
    from honing.references.decode import NotText, decode

    try:
        return decode(raw)
    except NotText as exc:
        fail(f"{name} {exc}")


def prompt_limit() -> int:
    """The largest prompt a command reads: ``HONING_MAX_PROMPT_BYTES`` or the default."""
    raw = os.environ.get("HONING_MAX_PROMPT_BYTES", "").strip()
    if not raw:
        return MAX_PROMPT_BYTES
    if not re.fullmatch(r"[0-9]{1,13}", raw) or int(raw) == 0:
        fail(f"HONING_MAX_PROMPT_BYTES must be a positive whole number of bytes (at most 13 digits), not {raw!r}")
    return int(raw)


def missing(name: str, otherwise: str) -> str:
    """Why the path ``name`` (which does not exist) cannot be read: a dangling or looping
    symbolic link is named as one."""
    if Path(name).is_symlink():
        return f"{name}: a symbolic link to nothing (its target is missing, or the link loops)"
    return f"{name}: {otherwise}"


def _size(count: int) -> str:
    return f"{count / (1024 * 1024):.1f} MiB" if count >= 1024 * 1024 else f"{count:,} bytes"


# what a command that is not about one prompt reads at most (counting tokens, saving a tool
# result): larger than any dump worth counting, and a bound on /dev/zero or an endless pipe
BULK_LIMIT = 256 * 1024 * 1024


def _too_large(name: str, limit: int, *, bulk: bool = False) -> str:
    if bulk:
        return f"{name} is over the {_size(limit)} that hone reads at most; split the file"
    return (f"{name} is over the {_size(limit)} limit for one prompt; set HONING_MAX_PROMPT_BYTES "
            "to raise it, or split or exclude the file")


def read_inputs(files: tuple[str, ...], text: str | None, *, directories: bool = False,
                stdin_name: str | None = None, limited: bool = True) -> Iterator[Input]:
    """The prompts named on the command line: files, ``-`` (standard input), globs, and
    with ``directories`` the prompt files under a directory (:func:`prompt_files`).
    With ``limited``, a prompt over :func:`prompt_limit` is refused when named and
    skipped with a note when found in a directory; without, the bound is ``BULK_LIMIT``. A
    glob or a directory only yields regular files (a named pipe or a device is read only
    when named)."""
    limit = prompt_limit() if limited else BULK_LIMIT
    if text is not None:
        if files:
            fail("give either FILE arguments or --text, not both")
        yield Input(None, surrogates.clean(text), None)  # an argument's bytes that are not UTF-8 become U+FFFD
        return
    if not files:
        fail("give a prompt FILE, '-' for standard input, or --text \"…\"")
    for name in files:
        if name == "-":
            source = stdin_name or "<stdin>"
            if sys.stdin is None:
                fail("standard input is closed: give a FILE or --text \"…\" instead of '-'")
            raw = sys.stdin.buffer.read() if limit is None else surrogates.read_at_most(sys.stdin.buffer, limit)
            if limit is not None and len(raw) > limit:
                fail(_too_large("standard input", limit, bulk=not limited))
            yield Input(source, _decode(raw, "standard input"), Path(stdin_name) if stdin_name else None)
            continue
        paths = [name]
        if any(c in name for c in "*?[") and not Path(name).exists():
            matched = sorted(glob.glob(name, recursive=True))
            paths = [p for p in matched if Path(p).is_file() or Path(p).is_dir()]
            if not paths:
                fail(f"no file matches {name}" if not matched else f"{name} matches no regular file")
        for p in paths:
            path = Path(p)
            if not path.exists():
                fail(missing(p, "no such file"))
            if path.is_dir():
                if not directories:
                    fail(f"{p} is a directory; give a file or a glob such as '{p}/*.txt'")
                found = prompt_files(path)
                if not found:
                    fail(f"{p}: no prompt files in this directory (looked for {', '.join(PROMPT_SUFFIXES)})")
                for f in found:
                    inp = read_file(f, found=True, limit=limit, bulk=not limited)
                    if inp is not None:
                        yield inp
                continue
            inp = read_file(path, limit=limit, bulk=not limited)
            assert inp is not None  # a named file over the limit has failed
            yield inp


def read_file(path: Path, *, found: bool = False, limit: int | None = None, bulk: bool = False) -> Input | None:
    """``path`` decoded; over ``limit`` bytes, a named file fails and a file found by
    walking a folder is skipped with a note (None). ``bulk``: the limit is ``BULK_LIMIT``,
    not the prompt limit (the message says which)."""
    try:
        with path.open("rb") as handle:
            raw = handle.read() if limit is None else surrogates.read_at_most(handle, limit)
    except OSError as exc:
        fail(f"cannot read {path}: {exc.strerror}")
    if limit is not None and len(raw) > limit:
        if not found:
            fail(_too_large(str(path), limit, bulk=bulk))
        click.echo(f"hone: note: skipped {_too_large(str(path), limit, bulk=bulk)}", err=True)
        return None
    return Input(str(path), _decode(raw, str(path)), path, found)


def config_for(inp: Input, config_path: str | None) -> Config:
    """The configuration of one input: ``--config``, else the nearest one above its file,
    else above the current directory — looked up once per folder in one command."""
    from honing.engine.config import discover, load_file

    folder = inp.path.parent if inp.path else Path.cwd()
    ctx = click.get_current_context(silent=True)
    cache: dict[tuple[str | None, Path], Config] = ctx.meta.setdefault("hone.configs", {}) if ctx else {}
    key = (config_path, folder.resolve())
    if key not in cache:
        cache[key] = load_file(Path(config_path)) if config_path else discover(folder)
    return cache[key]


def one_text(file: str | None, text: str | None, *, limited: bool = True) -> Input:
    inputs = list(read_inputs((file,) if file else (), text, limited=limited))
    if len(inputs) != 1:
        fail("give exactly one prompt")
    return inputs[0]


def where_from(inp: Input) -> str:
    return inp.source or "the prompt"
