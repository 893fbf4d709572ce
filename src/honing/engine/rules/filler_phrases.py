from __future__ import annotations

from honing.engine.rule import Context, Hit, Outcome
from honing.text.filler import find_fillers


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    found = find_fillers(doc, report_only=True)
    hits = tuple(Hit.of(doc, f.start, f.end) for f in found)
    if hits:
        listed = ", ".join(dict.fromkeys(f'"{h.text}"' for h in hits))
        return Outcome(hits=hits, message=f"Filler that does not change the task: {listed}")
    return Outcome(passed_because="no filler or over-polite wording in the prose")
