"""A learned second opinion beside the injection signatures: logistic regression over
hashed character 2–4-grams and word 1–2-grams of the normalized text (the same
normalization as the signatures: NFKC, hidden characters removed, homoglyphs, case
folding, spacing and leetspeak tricks), so it reads every script without a tokenizer.

Pure Python at run time (no numpy): the weights are int8 with one scale, and a score is
an integer sum of the weights of the n-grams present, so the same text gives the same
probability to the last bit everywhere. Weights and their card live in
``honing/data/injection_classifier.{bin.gz,toml}``; the card's SHA-256 is checked at
load, which happens on first use. ``scripts/train_classifier.py`` writes both."""

from __future__ import annotations

import gzip
import hashlib
import math
import re
import zlib
from array import array
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from honing import data
from honing.security import normalize

WEIGHTS = "injection_classifier.bin.gz"
CARD = "injection_classifier.toml"
# long texts: the head and the tail are read (an injection sits at either end of a document)
HEAD, TAIL = 6000, 2000
CHAR_SIZES = (2, 3, 4)
_WORD = re.compile(r"\w+")
_SPACE = str.maketrans({c: " " for c in "\t\n\r\x0b\x0c\x85\u2028\u2029\u3000"})


class ModelError(RuntimeError):
    """The shipped weights are missing or do not match their recorded checksum."""


# The combination rule (issue 18), measured on dev.jsonl (never trained or tuned on):
# - LIFT_ALONE: the classifier alone at its threshold lifts the finding to warning (an
#   override in a language the signatures do not cover, e.g. Spanish).
# - AGREE_WITH_SIGNATURES: beside a weak signature outside quotation, the lower bar lifts it.
# Model 2026.12.1 earned neither (a false alarm on a benign coding question alone, a chat
# false positive beside a signature). Model 2026.12.2 (validation by origin, origin
# weights, threshold from out-of-fold benign rows and never below the test suite's
# everyday and role-play prompts) adds one detection and no false positive on dev:
# balanced accuracy 0.8982 -> 0.8989, chat 0.6 % and hard negatives 0 % either way. That
# meets the bar (better than the signatures alone at <= 1 % false positives on chat and
# hard negatives), by one row; both paths are on. Critical stays with the signatures.
LIFT_ALONE = True
AGREE_WITH_SIGNATURES = True


def lifts(probability: float, threshold: float, support: float, unquoted_signature: bool) -> bool:
    """Whether the classifier lifts the injection finding to warning."""
    return ((LIFT_ALONE and probability >= threshold)
            or (AGREE_WITH_SIGNATURES and unquoted_signature and probability >= support))


@dataclass(frozen=True)
class Model:
    version: str
    bits: int
    scale: float
    bias: float
    threshold: float  # confident alone: the classifier raises a warning by itself
    support: float  # confident beside a signature that matched below warning
    weights: array[int]


@dataclass(frozen=True)
class Evidence:
    gram: str  # the n-gram as the model saw it (normalized)
    kind: str  # "char" or "word"
    weight: float  # its contribution to the log-odds
    start: int  # span in the original text
    end: int
    text: str


@dataclass(frozen=True)
class Opinion:
    probability: float
    threshold: float
    support: float
    version: str
    evidence: tuple[Evidence, ...] = ()

    @property
    def confident(self) -> bool:
        return self.probability >= self.threshold

    def raises(self, unquoted_signature: bool) -> bool:
        """The combination rule (:func:`lifts`); critical is left to the signatures."""
        return lifts(self.probability, self.threshold, self.support, unquoted_signature)

    def to_dict(self) -> dict[str, Any]:
        return {
            "model_version": self.version,
            "probability": round(self.probability, 4),
            "threshold": self.threshold,
            "threshold_with_signature": self.support,
            "confident": self.confident,
            "evidence": [{"gram": e.gram, "kind": e.kind, "weight": round(e.weight, 3),
                          "start": e.start, "end": e.end, "text": e.text} for e in self.evidence],
        }


def card() -> dict[str, Any]:
    return data.load(CARD)


@cache
def version() -> str:
    """The shipped model's version (from its card; the weights are not loaded)."""
    return str(card()["version"])


@cache
def model() -> Model:
    """Load and verify the weights (once per process)."""
    meta = card()
    raw = resources.files(data.__package__).joinpath(WEIGHTS).read_bytes()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != meta["sha256"]:
        raise ModelError(f"{WEIGHTS}: SHA-256 {digest} does not match {meta['sha256']} recorded in {CARD};"
                         " reinstall honing or rerun scripts/train_classifier.py")
    weights = array("b")
    weights.frombytes(gzip.decompress(raw))
    if len(weights) != 1 << meta["bits"]:
        raise ModelError(f"{WEIGHTS}: {len(weights)} weights, expected 2^{meta['bits']}")
    return Model(meta["version"], meta["bits"], float(meta["scale"]), float(meta["bias"]),
                 float(meta["threshold"]), float(meta["threshold_with_signature"]), weights)


def _normalized(text: str) -> normalize.Normalized:
    return normalize.deep(text) if normalize.needs_deep(text) else normalize.simple(text)


def _pieces(text: str) -> list[tuple[int, normalize.Normalized]]:
    """The parts read, each normalized, with its offset in ``text``: all of a short text,
    the head and the tail of a long one (a megabyte is never normalized twice)."""
    if len(text) <= HEAD + TAIL:
        return [(0, _normalized(text))]
    return [(0, _normalized(text[:HEAD])), (len(text) - TAIL, _normalized(text[-TAIL:]))]


def grams(norm: str) -> dict[str, tuple[int, int]]:
    """Every feature key of one normalized piece with its first span in ``norm``: ``c:`` +
    character n-gram, ``w:`` + word, ``b:`` + word pair."""
    out: dict[str, tuple[int, int]] = {}
    piece = norm.translate(_SPACE)
    padded = f" {piece} "
    for n in CHAR_SIZES:
        for i in range(len(padded) - n + 1):
            key = "c:" + padded[i : i + n]
            if key not in out:
                out[key] = (max(i - 1, 0), min(i - 1 + n, len(piece)))
    words = [(m.group(0), m.start(), m.end()) for m in _WORD.finditer(piece)]
    for w, a, b in words:
        out.setdefault("w:" + w, (a, b))
    for (w1, a, _), (w2, _, b) in zip(words, words[1:], strict=False):
        out.setdefault(f"b:{w1} {w2}", (a, b))
    return out


def keys(norm: str) -> set[str]:
    """The feature keys of one normalized piece (the fast path of :func:`grams`)."""
    piece = norm.translate(_SPACE)
    padded = f" {piece} "
    out: set[str] = set()
    for n in CHAR_SIZES:
        out.update(["c:" + padded[i : i + n] for i in range(len(padded) - n + 1)])
    words = _WORD.findall(piece)
    out.update(["w:" + w for w in words])
    out.update([f"b:{a} {b}" for a, b in zip(words, words[1:], strict=False)])
    return out


def _utf8(key: str) -> bytes:
    # lone surrogates (text decoded with surrogateescape) hash too instead of raising
    return key.encode("utf-8", "surrogatepass")


def bucket(key: str, bits: int) -> int:
    return zlib.crc32(_utf8(key)) & ((1 << bits) - 1)


def buckets(text: str, bits: int) -> list[int]:
    """The sorted distinct buckets of ``text`` (the model's binary features, each worth
    1/sqrt(count))."""
    mask = (1 << bits) - 1
    found: set[str] = set()
    for _, norm in _pieces(text):
        found |= keys(norm.text)
    return sorted({zlib.crc32(_utf8(k)) & mask for k in found})


def _probability(m: Model, found: list[int]) -> float:
    if not found:
        return 1 / (1 + math.exp(-m.bias))
    w = m.weights
    total = sum(w[b] for b in found)  # an exact integer: the score does not depend on order
    logit = m.bias + m.scale * total / math.sqrt(len(found))
    return 1 / (1 + math.exp(-logit))


def probability(text: str) -> float:
    m = model()
    return _probability(m, buckets(text, m.bits))


def quick(text: str) -> Opinion:
    """The opinion without evidence: the same probability at about a third of the cost
    of :func:`opinion` (no spans are tracked), for the many texts nobody will read about."""
    m = model()
    return Opinion(_probability(m, buckets(text, m.bits)), m.threshold, m.support, m.version)


def opinion(text: str, top: int = 5) -> Opinion:
    """The probability that ``text`` is an injection or jailbreak, and the ``top`` n-grams
    that pushed it up most, with their original spans."""
    m = model()
    found: dict[str, tuple[int, int]] = {}  # key -> span in the original text
    for base, norm in _pieces(text):
        for key, (a, b) in grams(norm.text).items():
            if key not in found:
                start, end = norm.original(a, b)
                found[key] = (base + start, base + end)
    by_bucket: dict[int, list[str]] = {}
    for key in found:
        by_bucket.setdefault(bucket(key, m.bits), []).append(key)
    p = _probability(m, sorted(by_bucket))
    per = m.scale / math.sqrt(len(by_bucket)) if by_bucket else 0.0
    # evidence a reader can check: words, word pairs and 4-character n-grams (the unit of
    # scripts without spaces); shorter n-grams count in the score but explain little
    ranked = sorted(((m.weights[b] * per, key) for b, ks in by_bucket.items() if m.weights[b] > 0
                     for key in ks if key[0] != "c" or len(key) == 6), key=lambda t: (-t[0], t[1]))
    evidence: list[Evidence] = []
    covered: list[tuple[int, int]] = []
    for weight, key in ranked:
        start, end = found[key]
        # overlapping n-grams say the same thing: keep the strongest one
        if any(start < y and x < end for x, y in covered):
            continue
        covered.append((start, end))
        kind = "char" if key.startswith("c:") else "word"
        evidence.append(Evidence(key[2:], kind, weight, start, end, text[start:end]))
        if len(evidence) == top:
            break
    return Opinion(p, m.threshold, m.support, m.version, tuple(evidence))
