from __future__ import annotations

from honing.engine.rule import Context, Hit, Outcome


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    minimum = int(ctx.thresholds.get("wall_of_text_words", doc.threshold("wall_of_text_words")))
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
