"""Lone UTF-16 surrogates at the edges: JSON may spell one (``"\\ud800"``), a file name
or an argument read with ``surrogateescape`` holds one (the byte 0xFF becomes
``"\\udcff"``), and no UTF-8 output, hash or database can carry it. Whatever comes in
from outside is cleaned once, where it is read: each lone surrogate becomes U+FFFD."""

from __future__ import annotations

import json
import re
from typing import Any

_LONE = re.compile("[\ud800-\udfff]")
# a JSON text that may decode to a lone surrogate: a \\uD800-\\uDFFF escape
_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def clean(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD (the same object when it has none)."""
    return _LONE.sub("\ufffd", text) if _LONE.search(text) else text


def clean_value(value: Any) -> Any:
    """A decoded JSON value with every string in it, keys included, cleaned."""
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, dict):
        return {clean_value(k): clean_value(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clean_value(v) for v in value]
    return value


def loads(text: str | bytes) -> Any:
    """``json.loads`` whose strings hold no lone surrogate (cleaned only when the text
    spells one, so ordinary JSON costs one regex search)."""
    value = json.loads(text)
    raw = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
    return clean_value(value) if _ESCAPE.search(raw) else value
