"""Sentences with >= 80% overlap. A set-similarity join with prefix filtering keeps this
near-linear: two sentences are compared only when they share one of their rarest
features, and each index list is capped so no input can make it quadratic.

English sentences are compared by their words: the share of the larger word set that the
other sentence holds. Japanese and Chinese have no spaces, and their segmenters cut the
same words differently once a phrase moves (回答は|日本語で vs 日本語で|回答を), so a
sentence that holds Han or kana is compared by character bigrams instead: the share of
its characters (Latin words count as one) that stand in a bigram the other sentence also
has, the lower of the two shares. Moving a phrase costs only the characters at its two
edges; changing a word costs that word."""

from __future__ import annotations

import math
from collections import Counter
from itertools import chain, pairwise

from honing import data
from honing.engine.rule import Context, Hit, Outcome
from honing.text.segment import CJK_CHAR, units

# the default is documented with the rule's options (data/rules.toml)
_DEFAULT_OVERLAP = float(data.load("rules.toml")["near_duplicate_instruction"]["options"]["near_duplicate_overlap"])
_MIN_WORDS = 4
_MIN_UNITS = 8  # CJK characters (and Latin words): about four words
_BUCKET_CAP = 32

_Feature = str | tuple[str, str]


def _coverage(units_a: tuple[str, ...], shared: set[tuple[str, str]]) -> float:
    """The share of ``units_a`` that stand in one of the ``shared`` bigrams."""
    covered = [False] * len(units_a)
    for k, pair in enumerate(pairwise(units_a)):
        if pair in shared:
            covered[k] = covered[k + 1] = True
    return sum(covered) / len(units_a)


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    threshold = float(ctx.thresholds.get("near_duplicate_overlap", _DEFAULT_OVERLAP))
    if sum(1 for s in doc.sentences if s.is_prose) < 2:
        return _none_alike(threshold)  # (one sentence has no other to be like: "请" * 500,000 is not read twice)
    seen_texts: set[str] = set()
    # (sentence index, features, prefix length, the units of a CJK sentence or None)
    items: list[tuple[int, frozenset[_Feature], int, tuple[str, ...] | None]] = []
    for s in doc.sentences:
        if not s.is_prose:
            continue
        key = " ".join(s.text.split())
        if CJK_CHAR.search(s.text):
            chars = tuple(units(doc.prose[s.start : s.end]))
            if len(chars) < _MIN_UNITS or key in seen_texts:
                continue
            seen_texts.add(key)
            grams: frozenset[_Feature] = frozenset(pairwise(chars))
            # a pair at `threshold` leaves at most this many of its bigrams unshared (each
            # shared bigram covers two units): one of the rest is among the rarest
            unshared = len(chars) - 1 - math.ceil(threshold * len(chars) / 2)
            items.append((s.index, grams, max(1, min(len(grams), unshared + 1)), chars))
            continue
        ws: frozenset[_Feature] = frozenset(map(str.lower, s.prose_words))
        if len(ws) < _MIN_WORDS:
            continue  # too short to compare (and so is any verbatim repeat of it)
        if key in seen_texts:
            continue  # verbatim repeats are duplicate_instruction's business
        seen_texts.add(key)
        items.append((s.index, ws, len(ws) - math.ceil(threshold * len(ws)) + 1, None))
    freq: Counter[_Feature] = Counter(chain.from_iterable(features for _, features, _, _ in items))
    index: dict[_Feature, list[int]] = {}
    pairs: list[tuple[int, int, float]] = []
    for i, (_, features, prefix_len, seq) in enumerate(items):
        ordered = sorted(features, key=lambda f: (freq[f], str(f)))
        candidates: set[int] = set()
        for f in ordered[:prefix_len]:
            bucket = index.setdefault(f, [])
            candidates.update(bucket)
            if len(bucket) < _BUCKET_CAP:
                bucket.append(i)
        for j in sorted(candidates):
            other, other_seq = items[j][1], items[j][3]
            if seq is None or other_seq is None:
                if seq is not None or other_seq is not None:
                    continue
                overlap = len(features & other) / max(len(features), len(other))
            else:
                shared = {f for f in features & other if isinstance(f, tuple)}
                overlap = min(_coverage(seq, shared), _coverage(other_seq, shared))
            if overlap >= threshold:
                pairs.append((items[j][0], items[i][0], overlap))
    if not pairs:
        return _none_alike(threshold)
    hits: list[Hit] = []
    for a, b, overlap in pairs:
        sa, sb = doc.sentences[a], doc.sentences[b]
        hits.append(Hit.of(doc, sa.start, sa.end, note=f"{overlap:.0%} overlap with sentence {b + 1}"))
        hits.append(Hit.of(doc, sb.start, sb.end, note=f"{overlap:.0%} overlap with sentence {a + 1}"))
    unique = {(h.start, h.end): h for h in hits}
    return Outcome(hits=tuple(sorted(unique.values(), key=lambda h: h.start)),
                   message=f"{len(pairs)} pair{'s' if len(pairs) > 1 else ''} of nearly identical sentences")


def _none_alike(threshold: float) -> Outcome:
    return Outcome(passed_because=f"no two sentences share {threshold:.0%} of their words "
                                  "(of their characters, in Japanese and Chinese)")
