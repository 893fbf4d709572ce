"""The classifier's character n-gram features, computed for every window at once.

A feature is the CRC-32 of ``"c:" + gram`` in UTF-8 (lone surrogates passed through), masked
to the model's bits, for every 2-, 3- and 4-character window of the padded piece. The
classifier's reference code cuts each gram out as a string and hashes it with ``zlib``;
here the same CRC runs as a table-driven loop over numpy arrays, one step per byte of the
window, over all windows together. The CRC of a window's first two and three characters
is the loop's state after two and three characters, so the 2- and 3-grams cost nothing
beyond the 4-grams. The result is the same set of buckets, bit for bit
(tests/test_classifier.py compares the two on the dev set and on random text).

numpy is imported only here, and only when a process has read enough text for the
vectorized loop to pay for the import (:func:`worth_it`): a single short prompt on the
command line never loads it.
"""

from __future__ import annotations

from functools import cache
from typing import Any

# a process switches to numpy after this many characters read (about 40 dev prompts), or at
# once for one text this long; the import costs ~80 ms, the vectorized loop saves ~1 µs a character
_SWITCH_AFTER = 50_000
_read = [0]


def worth_it(chars: int) -> bool:
    """Whether the next text of ``chars`` characters is hashed with numpy (the total read
    so far includes it). False for good when numpy is not installed."""
    _read[0] += chars
    return _read[0] >= _SWITCH_AFTER and _numpy() is not None


@cache
def _numpy() -> Any:
    try:
        import numpy
    except ImportError:  # pragma: no cover - numpy is a dependency; the pure path is the same
        return None
    return numpy


@cache
def _table() -> Any:
    np = _numpy()
    table = np.zeros(256, dtype=np.uint32)
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        table[i] = c
    return table


def _utf8(cps: Any) -> tuple[Any, Any]:
    """The UTF-8 bytes of each code point (an (n, 4) array, unused slots 0) and their count;
    a surrogate takes three bytes, as ``surrogatepass`` encodes it."""
    np = _numpy()
    out = np.zeros((len(cps), 4), dtype=np.uint32)
    size = np.ones(len(cps), dtype=np.uint8)
    for n, low, high in ((1, 0, 0x80), (2, 0x80, 0x800), (3, 0x800, 0x10000), (4, 0x10000, 0x110000)):
        at = (cps >= low) & (cps < high)
        c = cps[at]
        if not len(c):
            continue
        size[at] = n
        lead = {1: 0, 2: 0xC0, 3: 0xE0, 4: 0xF0}[n]
        out[at, 0] = lead | (c >> (6 * (n - 1)))
        for k in range(1, n):
            out[at, k] = 0x80 | ((c >> (6 * (n - 1 - k))) & 0x3F)
    return out, size


def char_buckets(padded: str, prefix_crc: int, mask: int) -> tuple[Any, Any]:
    """The buckets of every 2-, 3- and 4-character window of ``padded`` (an array with
    repeats), and the bucket of the 4-gram starting at each position (for evidence)."""
    np = _numpy()
    table = _table()
    cps = np.frombuffer(padded.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    n = len(cps)
    crc = np.full(n, prefix_crc ^ 0xFFFFFFFF, dtype=np.uint32)
    states = []
    if n and int(cps.max()) < 0x80:  # one byte a character: one step per character
        for k in range(min(4, n)):
            m = n - k
            crc = table[(crc[:m] ^ cps[k:]) & 0xFF] ^ (crc[:m] >> 8)
            states.append(crc)
    elif n:
        data, size = _utf8(cps)
        longest = int(size.max())
        for k in range(min(4, n)):
            m = n - k
            crc, part, sizes = crc[:m], data[k:], size[k:]
            for s in range(longest):
                step = table[(crc ^ part[:, s]) & 0xFF] ^ (crc >> 8)
                crc = step if s == 0 else np.where(sizes > s, step, crc)
            states.append(crc)
    grams = [(state ^ np.uint32(0xFFFFFFFF)) & np.uint32(mask) for state in states[1:]]
    four = grams[2] if len(grams) == 3 else np.zeros(0, dtype=np.uint32)
    return (np.concatenate(grams) if grams else np.zeros(0, dtype=np.uint32)), four


def distinct(arrays: list[Any], more: set[int]) -> Any:
    """The distinct buckets of the n-gram arrays and of ``more`` (the words' buckets)."""
    np = _numpy()
    found = np.sort(np.concatenate([*arrays, np.fromiter(more, dtype=np.uint32, count=len(more))]))
    if len(found) < 2:
        return found
    # sorted, then each value that differs from the one before (np.unique took 20x as long)
    return found[np.concatenate(([True], found[1:] != found[:-1]))]


_weights: dict[int, tuple[Any, Any]] = {}


def _as_array(weights: Any) -> Any:
    held = _weights.get(id(weights))
    if held is None or held[0] is not weights:  # keyed by identity: one model's array
        held = _weights[id(weights)] = (weights, _numpy().frombuffer(weights, dtype=_numpy().int8))
    return held[1]


def weight_sum(weights: Any, found: Any) -> int:
    """The exact integer sum of the int8 ``weights`` at the distinct buckets ``found``."""
    return int(_as_array(weights)[found].sum(dtype=_numpy().int64))


def weights_at(weights: Any, buckets: Any) -> Any:
    """The int8 weight of each bucket in ``buckets``."""
    return _as_array(weights)[buckets]


def positive_values(values: Any) -> set[int]:
    """The distinct positive values of an integer array (a set: np.unique sorts, 20x slower)."""
    return set(values[values > 0].tolist())


def where_equal(values: Any, value: int) -> list[int]:
    """The positions of ``value`` in ``values``, in order."""
    return _numpy().flatnonzero(values == value).tolist()
