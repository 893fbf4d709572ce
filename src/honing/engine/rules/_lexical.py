"""Shared helper for rules that report vocabulary hits in prose."""

from __future__ import annotations

from honing.engine.rule import Context, Hit, Outcome


def vocabulary_rule(ctx: Context, category: str, label: str) -> Outcome:
    doc = ctx.doc
    hits = tuple(Hit.of(doc, h.start, h.end) for h in doc.find(category))
    if hits:
        listed = ", ".join(dict.fromkeys(f'"{h.text}"' for h in hits))
        return Outcome(hits=hits, message=f"{label}: {listed}")
    return Outcome(passed_because=f"no {label.lower()} in the prose")
