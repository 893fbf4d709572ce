from __future__ import annotations

from honing.engine.rule import Context, Outcome


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    minimum = int(ctx.thresholds.get("too_short_content_words", doc.threshold("too_short_content_words")))
    n = doc.content_word_count
    if n >= minimum:
        return Outcome(passed_because=f"{n} content words (minimum {minimum} for {doc.language})")
    return Outcome(
        fired=True,
        message=f"Only {n} content word{'s' if n != 1 else ''} (minimum {minimum} for {doc.language})",
    )
