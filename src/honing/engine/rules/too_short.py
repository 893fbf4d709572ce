from __future__ import annotations

from functools import cache

from honing.engine.rule import Context, Outcome
from honing.text import Document, lexicon
from honing.text.segment import words


@cache
def _all_stopwords() -> frozenset[str]:
    return lexicon.stopwords("en") | lexicon.stopwords("ja") | lexicon.stopwords("zh")


def _padding_words(doc: Document) -> int:
    """Content words that are only filler or greeting ("in order to", "Hello"): they do not
    make a prompt long enough, and the balanced optimizer may remove them."""
    hits = doc.find("filler") + doc.find("greeting")
    if not hits:
        return 0
    stop = _all_stopwords()
    seen: set[tuple[int, int]] = set()
    n = 0
    for h in hits:
        if (h.start, h.end) in seen:
            continue
        seen.add((h.start, h.end))
        n += sum(1 for w in words(h.text) if w.lower() not in stop)
    return n


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    minimum = int(ctx.thresholds.get("too_short_content_words", doc.threshold("too_short_content_words")))
    n = max(0, doc.content_word_count - _padding_words(doc))
    if n >= minimum:
        return Outcome(passed_because=f"{n} content words (minimum {minimum} for {doc.language})")
    return Outcome(
        fired=True,
        message=f"Only {n} content word{'s' if n != 1 else ''} (minimum {minimum} for {doc.language})",
    )
