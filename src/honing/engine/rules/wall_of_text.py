from __future__ import annotations

from collections.abc import Mapping

from honing.engine.rule import Context, Hit, Outcome
from honing.text import Document


def structure_min_words(thresholds: Mapping[str, float], doc: Document) -> int:
    """Words from which the structure dimension applies: ``structure_min_words`` when it is
    configured, else the wall_of_text threshold (configured, or SPEC's 120 English words in
    the prompt's own count: 75 BudouX phrases in Japanese, 145 segmented words in
    Chinese), so that a wall_of_text warning is always counted in the score."""
    configured = thresholds.get("structure_min_words", thresholds.get("wall_of_text_words"))
    return int(configured) if configured is not None else doc.threshold("wall_of_text_words")


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    own = int(ctx.thresholds.get("wall_of_text_words", doc.threshold("wall_of_text_words")))
    # never below where the structure dimension starts counting: a warning must cost
    minimum = max(own, structure_min_words(ctx.thresholds, doc))
    if doc.word_count < minimum:
        return Outcome(passed_because=f"{doc.word_count} words, under {minimum}")
    # a list is two items or more: one numbered paragraph is still one block
    if doc.has_sections or doc.list_item_count >= 2 or doc.line_break_count:
        return Outcome(passed_because=(
            f"{doc.heading_count} section(s), {doc.list_item_count} list item(s), "
            f"{doc.line_break_count} line break(s)"))
    stripped = doc.text.strip()
    start = doc.text.find(stripped[:1])
    return Outcome(hits=(Hit.of(doc, start, start + min(len(stripped), 80)),),
                   message=f"{doc.word_count} words in one block with no sections, lists or line breaks")
