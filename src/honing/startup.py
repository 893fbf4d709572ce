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

Only the command installs it: :func:`run` is the ``hone`` entry point, which reads
``HONING_CACHE_DIR`` and installs the file before any table is compiled. The library never
touches the user's folders.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

try:
    import _sre
except ImportError:  # pragma: no cover - another interpreter
    _sre = None

LIMIT = 5_000
"""Most entries the file (and a long-running process) keeps; a file that would hold more starts
again from what one process used."""
MAX_BYTES = 16 * 1024 * 1024
"""A file larger than this is not read (it is written again)."""
FORMAT = 1
"""The file's own format; with the interpreter's full version and honing's it names the file."""

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
        from honing import __version__

        built = hashlib.sha256(f"{FORMAT}|{sys.version}|{getattr(_sre, 'MAGIC', 0)}|{__version__}".encode()).hexdigest()
        return cls(folder / f"re-{sys.implementation.cache_tag or 'python'}-{built[:16]}.marshal")

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
        if _sre is None or compiler is None or not all(
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
            self.file.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".re-", dir=self.file.parent)
            try:
                with os.fdopen(fd, "wb") as out:
                    out.write(hashlib.sha256(body).digest() + body)
                os.replace(tmp, self.file)
            finally:
                if os.path.exists(tmp):
                    os.unlink(tmp)
        except (OSError, ValueError):  # a folder that cannot be written, or an entry the format refuses
            return
        self.added = 0


def _code(pattern: str, flags: int) -> tuple[Any, ...]:
    """What ``_sre.compile`` needs for ``pattern``, made by this interpreter's compiler."""
    parsed = re._parser.parse(pattern, flags)  # type: ignore[attr-defined]
    code = re._compiler._code(parsed, flags)  # type: ignore[attr-defined]
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    # plain ints: the opcodes are int subclasses, which the file's format does not hold
    return (int(flags | parsed.state.flags), [int(c) for c in code], parsed.state.groups - 1, groupindex,
            tuple(indexgroup))


def _built(pattern: str, entry: tuple[Any, ...]) -> Any:
    final_flags, code, groups, groupindex, indexgroup = entry
    return _sre.compile(pattern, final_flags, code, groups, groupindex, indexgroup)


def _read(file: Path) -> dict[tuple[str, int], tuple[Any, ...]]:
    """The entries of ``file``; none when it is missing, too large, damaged or not of this form
    (its checksum is checked before anything in it is decoded)."""
    try:
        if file.stat().st_size > MAX_BYTES:
            return {}
        raw = file.read_bytes()
    except OSError:
        return {}
    digest, body = raw[:32], raw[32:]
    if hashlib.sha256(body).digest() != digest:
        return {}
    try:
        loaded = marshal.loads(body)
    except Exception:  # noqa: BLE001 - whatever a damaged file raises, it is only a cache
        return {}
    if not isinstance(loaded, dict):
        return {}
    return {k: v for k, v in loaded.items()
            if isinstance(k, tuple) and len(k) == 2 and isinstance(k[0], str) and isinstance(k[1], int)
            and isinstance(v, tuple) and len(v) == 5 and isinstance(v[0], int) and isinstance(v[1], list)
            and isinstance(v[2], int) and isinstance(v[3], dict) and isinstance(v[4], tuple)}


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
    """The ``hone`` command, with the compiled patterns kept between runs."""
    where = folder()
    patterns = CompiledPatterns.for_folder(where) if where is not None else None
    if patterns is not None and not patterns.install():
        patterns = None
    from honing.cli import main

    try:
        main(prog_name="hone")
    finally:
        if patterns is not None:
            patterns.save()
