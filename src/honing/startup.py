"""Compiled regular expressions kept between runs of the ``hone`` command.

A new ``hone`` process compiles several hundred table patterns before it can ground a
sentence or analyze a prompt. In CPython that is mostly pure-Python work (``re._parser``
parses the pattern, ``re._compiler`` generates its code); the result is a list of
integers that ``_sre.compile`` turns into a pattern object in microseconds. An agent hook
pays that work on every prompt a user submits.

:class:`CompiledPatterns` keeps those lists in one file in the user's cache folder, keyed by
the exact pattern and flags, the interpreter's cache tag and the regex engine's magic
number, so that a later process skips the parsing. It changes nothing a pattern matches:
the stored code is what this interpreter's own compiler produced for that pattern and
those flags. A file that cannot be read is ignored and written again; a folder that cannot
be written costs only the time. When this interpreter's ``re`` internals are not the ones
this was written for (checked on probe patterns before anything is changed), nothing is
installed and compiling stays as it was.

:class:`KeptTables` does the same for the package's data tables: the TOML files are parsed
once (the grounding table alone costs tens of milliseconds in ``tomllib``, which is pure
Python) and kept in marshal's form, keyed by the SHA-256 of each file's bytes, so that an
edited table is parsed again.

Only the command installs them: :func:`run` is the ``hone`` entry point, which reads
``HONING_CACHE_DIR`` and installs both files before any table is read. The library never
touches the user's folders.
"""

from __future__ import annotations

import array
import hashlib
import marshal
import os
import re
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from honing import data

try:
    import _sre
except ImportError:  # pragma: no cover - another interpreter
    _sre = None

LIMIT = 5_000
"""Most entries the file (and a long-running process) keeps; a file that would hold more starts
again from what one process used."""
MAX_BYTES = 16 * 1024 * 1024
"""A file larger than this is not read (it is written again)."""
FORMAT = 2
"""The file's own format; with the interpreter's full version and honing's it names the file.
(2: a pattern's code is kept as the bytes of an array of code words, which decode in C.)"""
_WORD = next((t for t in "IL" if array.array(t).itemsize == getattr(_sre, "CODESIZE", 0)), "")
"""The array type that holds one code word of this regex engine ("" for none: nothing is kept)."""

_PROBES = (
    (r"(?P<word>\w+)\s+(\d{2,})|(?<![\w'])x(?!y)", re.IGNORECASE, "Alpha 123, beta 45 x xy Straße 777"),
    (r"(?m)^(?:bug|défaut|バグ|错误)\b.*$", 0, "バグ here\nbug there\n错误 too\nnot a bug"),
    (r"[^\W\d_]+(?:-[a-z]+)?", re.ASCII, "fix-it now, 修正 soon"),
)


class CompiledPatterns:
    """The code of compiled patterns, read from and added to ``file``."""

    def __init__(self, file: Path) -> None:
        self.file = file
        self.entries: dict[tuple[str, int], tuple[Any, ...]] = _read(file)
        self.used: set[tuple[str, int]] = set()
        self.added = 0
        self._original: Callable[..., Any] | None = None

    @classmethod
    def for_folder(cls, folder: Path) -> CompiledPatterns:
        """The file for this interpreter (down to its bug-fix release and build) and this honing."""
        return cls(folder / _named("re"))

    def compile(self, pattern: Any, flags: int = 0) -> Any:
        """``re._compiler.compile`` served from the file where it can be."""
        if type(pattern) is not str or flags & re.DEBUG:
            return self._fallback(pattern, flags)
        key = (pattern, int(flags))
        entry = self.entries.get(key)
        if entry is not None:
            try:
                built = _built(pattern, entry)
            except Exception:  # noqa: BLE001 - a damaged entry: compile it again, and keep the good one
                self.entries.pop(key, None)
            else:
                self.used.add(key)
                return built
        entry = _code(pattern, key[1])
        if len(self.entries) < LIMIT:  # (a long-running server does not grow it without end)
            self.entries[key] = entry
            self.used.add(key)
            self.added += 1
        return _built(pattern, entry)

    def _fallback(self, pattern: Any, flags: int) -> Any:
        original = self._original or re._compiler.compile  # type: ignore[attr-defined]
        return original(pattern, flags)

    def install(self) -> bool:
        """Route this process's pattern compiles through the file; False, with nothing
        changed, when the probes compile differently this way than the standard way."""
        compiler = getattr(re, "_compiler", None)
        if self._original is not None:
            return True
        if _sre is None or not _WORD or compiler is None or not all(
                hasattr(compiler, name) for name in ("compile", "_code")) or not hasattr(re, "_parser"):
            return False
        try:
            for pattern, flags, text in _PROBES:
                mine, theirs = _built(pattern, _code(pattern, flags)), compiler.compile(pattern, flags)
                if (mine.pattern, mine.flags, mine.groups, mine.groupindex) != (
                        theirs.pattern, theirs.flags, theirs.groups, theirs.groupindex) or [
                        (m.span(), m.groups()) for m in mine.finditer(text)] != [
                        (m.span(), m.groups()) for m in theirs.finditer(text)]:
                    return False
        except Exception:  # noqa: BLE001 - internals this was not written for: leave compiling alone
            return False
        self._original = compiler.compile
        compiler.compile = self.compile
        return True

    def uninstall(self) -> None:
        if self._original is not None:
            re._compiler.compile = self._original  # type: ignore[attr-defined]
            self._original = None

    def save(self) -> None:
        """Write the file when this process compiled something new (atomically: a reader
        never sees half a file). A folder that cannot be written is left alone."""
        if not self.added:
            return
        used = {k: self.entries[k] for k in self.used if k in self.entries}
        try:
            body = marshal.dumps(self.entries if len(self.entries) <= LIMIT else used)
            if len(body) > MAX_BYTES:
                body = marshal.dumps(used)
        except ValueError:  # an entry the format refuses
            return
        if _write(self.file, body):
            self.added = 0


def _code(pattern: str, flags: int) -> tuple[Any, ...]:
    """What ``_sre.compile`` needs for ``pattern``, made by this interpreter's compiler."""
    parsed = re._parser.parse(pattern, flags)  # type: ignore[attr-defined]
    code = re._compiler._code(parsed, flags)  # type: ignore[attr-defined]
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    # the words as bytes: a list of ints costs marshal ten times longer to read back
    return (int(flags | parsed.state.flags), array.array(_WORD, code).tobytes(), parsed.state.groups - 1,
            groupindex, tuple(indexgroup))


def _built(pattern: str, entry: tuple[Any, ...]) -> Any:
    final_flags, code, groups, groupindex, indexgroup = entry
    return _sre.compile(pattern, final_flags, array.array(_WORD, code).tolist(), groups, groupindex, indexgroup)


def _named(kind: str) -> str:
    """A file's name for this interpreter (down to its bug-fix release and build) and this honing."""
    from honing import __version__

    built = hashlib.sha256(f"{FORMAT}|{sys.version}|{getattr(_sre, 'MAGIC', 0)}|{__version__}".encode()).hexdigest()
    return f"{kind}-{sys.implementation.cache_tag or 'python'}-{built[:16]}.marshal"


def _read(file: Path) -> dict[tuple[str, int], tuple[Any, ...]]:
    """The entries of ``file``; none when it is missing, too large, damaged or not of this form."""
    return {k: v for k, v in _loaded(file).items()
            if isinstance(k, tuple) and len(k) == 2 and isinstance(k[0], str) and isinstance(k[1], int)
            and isinstance(v, tuple) and len(v) == 5 and isinstance(v[0], int) and isinstance(v[1], bytes)
            and isinstance(v[2], int) and isinstance(v[3], dict) and isinstance(v[4], tuple)}


class KeptTables:
    """The package's parsed TOML tables, read from and added to ``file``: each kept as its
    SHA-256 and its marshal form, decoded afresh for every read (no object is shared)."""

    def __init__(self, file: Path) -> None:
        self.file = file
        self.entries: dict[str, tuple[bytes, bytes]] = {
            k: v for k, v in _loaded(file).items() if isinstance(k, str) and isinstance(v, tuple) and len(v) == 2
            and isinstance(v[0], bytes) and isinstance(v[1], bytes)}
        self.added = 0

    @classmethod
    def for_folder(cls, folder: Path) -> KeptTables:
        return cls(folder / _named("tables"))

    def parsed(self, name: str, raw: bytes) -> dict[str, Any]:
        """The table ``name`` whose file holds ``raw``: what ``tomllib`` gives for it."""
        digest = hashlib.sha256(raw).digest()
        kept = self.entries.get(name)
        if kept is not None and kept[0] == digest:
            try:
                table = marshal.loads(kept[1])
            except Exception:  # noqa: BLE001 - a damaged entry: parse the file again
                table = None
            if isinstance(table, dict):
                return table
        import tomllib  # (here: a run served from the file never needs the parser)

        table = tomllib.loads(raw.decode("utf-8"))
        try:
            self.entries[name] = (digest, marshal.dumps(table))
        except ValueError:  # a value marshal does not hold (a TOML date): parsed each time
            return table
        self.added += 1
        return table

    def save(self) -> None:
        if self.added and _write(self.file, marshal.dumps(self.entries)):
            self.added = 0


def _loaded(file: Path) -> dict[Any, Any]:
    """What ``file`` holds; nothing when it is missing, not a regular file (a FIFO or a link to
    /dev/zero would never end), too large, damaged or not a dict (its checksum is checked before
    anything in it is decoded)."""
    try:  # (opened without blocking: opening a FIFO to read waits for a writer)
        with os.fdopen(os.open(file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)), "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                return {}
            raw = handle.read(MAX_BYTES + 1)
    except OSError:
        return {}
    if len(raw) > MAX_BYTES:
        return {}
    digest, body = raw[:32], raw[32:]
    if hashlib.sha256(body).digest() != digest:
        return {}
    try:
        loaded = marshal.loads(body)
    except Exception:  # noqa: BLE001 - whatever a damaged file raises, it is only a cache
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _write(file: Path, body: bytes) -> bool:
    """Write ``body`` with its checksum, atomically (a reader never sees half a file); False,
    with nothing changed, when the folder cannot be written or the file would be too large to
    read back. Half-written files of this kind that a killed process left an hour ago or more
    are removed."""
    import tempfile  # (here: most runs write nothing)

    if len(body) + 32 > MAX_BYTES:
        return False
    kind = "." + file.name.split("-", 1)[0] + "-"
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        _sweep(file.parent, kind)
        fd, tmp = tempfile.mkstemp(prefix=kind, dir=file.parent)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(hashlib.sha256(body).digest() + body)
            os.replace(tmp, file)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    except OSError:
        return False
    return True


def _sweep(folder: Path, prefix: str, age: float = 3600.0) -> None:
    """Remove the half-written files ``prefix*`` in ``folder`` older than ``age`` seconds."""
    import time

    cutoff = time.time() - age
    for left in folder.glob(prefix + "*"):
        try:
            if left.is_file() and left.stat().st_mtime < cutoff:
                left.unlink()
        except OSError:
            continue


def folder() -> Path | None:
    """Where the file lives: HONING_CACHE_DIR (``none`` turns it off), else the user's cache
    folder (``~/.cache/honing`` on Linux)."""
    chosen = os.environ.get("HONING_CACHE_DIR", "").strip()
    if chosen.lower() == "none":
        return None
    if chosen:
        return Path(chosen).expanduser()
    import platformdirs

    return platformdirs.user_cache_path("honing", appauthor=False)


def run() -> None:
    """The ``hone`` command, with the compiled patterns and parsed tables kept between runs."""
    where = folder()
    patterns = CompiledPatterns.for_folder(where) if where is not None else None
    if patterns is not None and not patterns.install():
        patterns = None
    tables = KeptTables.for_folder(where) if where is not None else None
    if tables is not None:
        data.keep_parsed(tables.parsed)
    from honing.cli import main

    try:
        main(prog_name="hone")
    finally:
        if patterns is not None:
            patterns.save()
        if tables is not None:
            tables.save()
