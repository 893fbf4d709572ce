"""Sentences with >= 80% word overlap. A set-similarity join with prefix filtering keeps
this near-linear: two sentences are compared only when they share one of their rarest
words, and each index list is capped so no input can make it quadratic."""

from __future__ import annotations

import math
from collections import Counter
from itertools import chain

from honing.engine.rule import Context, Hit, Outcome

_MIN_WORDS = 4
_BUCKET_CAP = 32


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    threshold = float(ctx.thresholds.get("near_duplicate_overlap", 0.8))
    seen_texts: set[str] = set()
    items: list[tuple[int, frozenset[str]]] = []
    for s in doc.sentences:
        if not s.is_prose:
            continue
        ws = frozenset(map(str.lower, s.prose_words))
        if len(ws) < _MIN_WORDS:
            continue  # too short to compare (and so is any verbatim repeat of it)
        key = " ".join(s.text.split())
        if key in seen_texts:
            continue  # verbatim repeats are duplicate_instruction's business
        seen_texts.add(key)
        items.append((s.index, ws))
    freq: Counter[str] = Counter(chain.from_iterable(ws for _, ws in items))
    index: dict[str, list[int]] = {}
    pairs: list[tuple[int, int, float]] = []
    for i, (_, ws) in enumerate(items):
        ordered = sorted(zip(map(freq.__getitem__, ws), ws, strict=True))
        prefix = [w for _, w in ordered[: len(ordered) - math.ceil(threshold * len(ordered)) + 1]]
        candidates: set[int] = set()
        for w in prefix:
            bucket = index.setdefault(w, [])
            candidates.update(bucket)
            if len(bucket) < _BUCKET_CAP:
                bucket.append(i)
        for j in sorted(candidates):
            other = items[j][1]
            overlap = len(ws & other) / max(len(ws), len(other))
            if overlap >= threshold:
                pairs.append((items[j][0], items[i][0], overlap))
    if not pairs:
        return Outcome(passed_because=f"no two sentences share {threshold:.0%} of their words")
    hits: list[Hit] = []
    for a, b, overlap in pairs:
        sa, sb = doc.sentences[a], doc.sentences[b]
        hits.append(Hit.of(doc, sa.start, sa.end, note=f"{overlap:.0%} overlap with sentence {b + 1}"))
        hits.append(Hit.of(doc, sb.start, sb.end, note=f"{overlap:.0%} overlap with sentence {a + 1}"))
    unique = {(h.start, h.end): h for h in hits}
    return Outcome(hits=tuple(sorted(unique.values(), key=lambda h: h.start)),
                   message=f"{len(pairs)} pair{'s' if len(pairs) > 1 else ''} of nearly identical sentences")
