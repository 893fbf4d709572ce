from __future__ import annotations

from honing.engine.rule import Context, Hit, Outcome
from honing.text import lexicon
from honing.text.lang import profile


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    hits: list[Hit] = []
    override = ctx.thresholds.get("long_sentence_words")
    shortest = int(override) if override else min(lexicon.threshold(lang, "long_sentence_words") for lang in lexicon.LANGUAGES)
    for s in doc.sentences:
        if not s.is_prose or s.kind == "heading" or len(s.prose_words) <= shortest:
            continue  # within every language's limit: no need to profile the sentence
        lang = profile(s.text).language
        limit = int(override) if override else lexicon.threshold(lang if lang != "mixed" else doc.language if doc.language != "mixed" else "en", "long_sentence_words")
        if len(s.prose_words) > limit:
            hits.append(Hit.of(doc, s.start, s.end, note=f"{len(s.prose_words)} words (limit {limit})"))
    if hits:
        return Outcome(hits=tuple(hits), message=f"{len(hits)} sentence{'s' if len(hits) > 1 else ''} over the word limit ({hits[0].note})")
    return Outcome(passed_because="every prose sentence is within the word limit")
