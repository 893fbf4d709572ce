from __future__ import annotations

from honing.engine.rule import Context, Outcome


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    if ctx.intent.name == "chat":
        return Outcome(passed_because="conversational message: no output format expected")
    hits = doc.find("format") or doc.find("length_unit")
    if hits:
        return Outcome(passed_because=f'output format given: "{hits[0].text}" at {hits[0].start}')
    return Outcome(fired=True, message="No output format: say whether you want a list, table, JSON, paragraphs, code…")
