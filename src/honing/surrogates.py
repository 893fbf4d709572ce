"""Lone UTF-16 surrogates at the edges: JSON may spell one (``"\\ud800"``), a file name
or an argument read with ``surrogateescape`` holds one (the byte 0xFF becomes
``"\\udcff"``), and no UTF-8 output, hash or database can carry it. Whatever comes in
from outside is cleaned once, where it is read: each lone surrogate becomes U+FFFD."""

from __future__ import annotations

import codecs
import json
import re
from typing import Any, BinaryIO

_LONE = re.compile("[\ud800-\udfff]")
# a JSON text that may decode to a lone surrogate: a high escape without a low one after it,
# or a low one without a high one before it (an escaped pair such as \\ud83d\\ude00 is one
# character and costs no walk)
_ESCAPE = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
                     r"|(?<![dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}")


# the byte-order marks of text that is not UTF-8, as Windows PowerShell 5 writes its redirections (UTF-32 first:
# FF FE 00 00 also begins with UTF-16's FF FE)
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))


def bom_encoding(head: bytes) -> str | None:
    """``utf-16`` or ``utf-32`` when ``head`` starts with that byte-order mark (the other edge case of bytes
    read from outside: text that is not UTF-8 and says so)."""
    return next((enc for bom, enc in _BOMS if head.startswith(bom)), None)


def clean(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD (the same object when it has none)."""
    return _LONE.sub("\ufffd", text) if _LONE.search(text) else text


def escaped(text: str) -> str:
    """``text`` with every lone surrogate written as its ``\\uXXXX`` escape: for JSON output,
    which stays valid UTF-8 and still says which byte a file name held."""
    return _LONE.sub(lambda m: f"\\u{ord(m.group()):04x}", text) if _LONE.search(text) else text


def clean_value(value: Any) -> Any:
    """A decoded JSON value with every string in it, keys included, cleaned."""
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, dict):
        return {clean_value(k): clean_value(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clean_value(v) for v in value]
    return value


def spells_lone(text: str) -> bool:
    """Whether a JSON text may decode to a lone surrogate (a few false alarms, no misses)."""
    return _ESCAPE.search(text) is not None


def loads(text: str | bytes) -> Any:
    """``json.loads`` whose strings hold no lone surrogate (cleaned only when the text
    spells one, so ordinary JSON costs one regex search)."""
    value = json.loads(text)
    raw = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
    return clean_value(value) if spells_lone(raw) else value


def read_at_most(handle: BinaryIO, limit: int, chunk: int = 1 << 20) -> bytes:
    """Up to ``limit + 1`` bytes of ``handle``, read a chunk at a time: asking for all of
    them at once reserves the whole bound before a byte arrives (256 MiB for a 26-byte
    file under ``ulimit -v``)."""
    parts: list[bytes] = []
    left = limit + 1
    while left > 0:
        part = handle.read(min(chunk, left))
        if not part:
            break
        parts.append(part)
        left -= len(part)
    return b"".join(parts)
