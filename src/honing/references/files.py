"""Reading a text file, a line range of one, or a folder listing — within limits, with
the size checked before any byte is read and binary content never inserted (R-2, R-3)."""

from __future__ import annotations

import io
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from honing.references.decode import NotText, bom_encoding, decode

_SNIFF = 8192


class TooLarge(Exception):
    pass


class Binary(Exception):
    pass


@dataclass(frozen=True)
class Attached:
    content: str
    bytes: int
    start_line: int | None = None
    end_line: int | None = None
    truncated: bool = False


def _looks_binary(chunk: bytes) -> bool:
    if b"\x00" in chunk:
        return True
    try:
        chunk.decode("utf-8")
    except UnicodeDecodeError as exc:
        # a multi-byte character cut at the end of the sniffed chunk is not binary
        return exc.start < len(chunk) - 4
    return False


def count_lines(path: Path, limit_bytes: int) -> int | None:
    """Lines of ``path``, streamed (memory stays flat); ``None`` above ``limit_bytes``."""
    if path.stat().st_size > limit_bytes:
        return None
    n = 0
    last = b"\n"
    with path.open("rb") as f:
        while chunk := f.read(1 << 20):
            n += chunk.count(b"\n")
            last = chunk[-1:]
    return n + (0 if last == b"\n" else 1)


def _describe(path: Path, size: int, line_limit: int) -> str:
    lines = count_lines(path, line_limit)
    count = f"{lines:,} lines" if lines is not None else "line count not computed for a file this size"
    return f"{size:,} bytes, {count}"


def read_text(path: Path, *, limit: int, start: int | None, end: int | None, line_limit: int) -> Attached:
    """The text of ``path`` (or lines ``start``–``end``). Raises :class:`TooLarge` with
    the file's size and line count, or :class:`Binary`. A file that starts with a UTF-16
    or UTF-32 byte-order mark is decoded as the CLI decodes a prompt file; its size and
    ranges are then measured on its text as UTF-8."""
    info = path.stat()
    if not stat.S_ISREG(info.st_mode):
        raise Binary("not a regular file")
    with path.open("rb") as f:
        head = f.read(_SNIFF)
    if bom_encoding(head) is not None:
        if info.st_size > line_limit:
            raise TooLarge(f"{path.name} is {info.st_size:,} bytes of UTF-16/UTF-32 text; the limit for such a "
                           f"file is {line_limit:,} bytes: convert it to UTF-8")
        try:
            utf8 = decode(path.read_bytes()).encode("utf-8")
        except NotText as exc:
            raise Binary(f"{path.name} {exc}") from None
        lines = utf8.count(b"\n") + (0 if utf8.endswith(b"\n") or not utf8 else 1)
        return _read(io.BytesIO(utf8), len(utf8), path, limit=limit, start=start, end=end,
                     describe=lambda: f"{len(utf8):,} bytes as UTF-8, {lines:,} lines")
    if _looks_binary(head):
        raise Binary("binary content is never inserted as text")
    with path.open("rb") as f:
        return _read(f, info.st_size, path, limit=limit, start=start, end=end,
                     describe=lambda: _describe(path, info.st_size, line_limit))


def _read(f: BinaryIO, size_on_disk: int, path: Path, *, limit: int, start: int | None, end: int | None,
          describe: Callable[[], str]) -> Attached:
    if start is None:
        if size_on_disk > limit:
            raise TooLarge(f"{path.name} is {describe()}; the limit is "
                           f"{limit:,} bytes per reference: choose a line range such as :1-200")
        raw = f.read()
        return Attached(raw.decode("utf-8", errors="replace"), len(raw))
    assert end is not None
    taken: list[bytes] = []
    size = 0
    n = 1  # the line being read; lines are read in bounded pieces, so memory stays flat
    while piece := f.readline(limit + 1):
        if start <= n <= end:
            size += len(piece)
            if size > limit:
                raise TooLarge(f"lines {start}-{end} of {path.name} exceed {limit:,} bytes (the file is "
                               f"{describe()}): choose a smaller range")
            taken.append(piece)
        if piece.endswith(b"\n"):
            n += 1
            if n > end:
                break
    lines_seen = n - 1 if not taken or taken[-1].endswith(b"\n") else n
    if not taken:
        raise ValueError(f"{path.name} has {lines_seen} lines; the range starts at line {start}")
    data = b"".join(taken)
    if _looks_binary(data[:_SNIFF]):
        raise Binary("binary content is never inserted as text")
    last = min(end, lines_seen)
    return Attached(data.decode("utf-8", errors="replace"), len(data), start, last)


def list_folder(path: Path, *, max_entries: int) -> Attached:
    """The direct entries of one folder, sorted, with type and size; not recursive."""
    rows = []
    entries = sorted(path.iterdir(), key=lambda p: p.name)
    for entry in entries[:max_entries]:
        try:
            info = entry.lstat()
        except OSError:
            continue
        if stat.S_ISLNK(info.st_mode):
            kind, size = "link", ""
        elif stat.S_ISDIR(info.st_mode):
            kind, size = "dir", ""
        else:
            kind, size = "file", f"{info.st_size:,} bytes"
        rows.append(f"{kind:<4}  {entry.name}{'/' if kind == 'dir' else ''}{('  ' + size) if size else ''}")
    more = len(entries) - max_entries
    if more > 0:
        rows.append(f"… {more} more entries not listed")
    text = "\n".join(rows) + ("\n" if rows else "(empty folder)\n")
    return Attached(text, len(text.encode("utf-8")), truncated=more > 0)
