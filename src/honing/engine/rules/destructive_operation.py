from __future__ import annotations

from honing.engine.findings import Severity
from honing.engine.rule import Context, Hit, Outcome
from honing.security.destructive import find

_QUOTED = frozenset({"quote", "code_block", "inline_code", "triple_quote"})


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    ops = find(doc.text)
    if not ops:
        return Outcome(passed_because="no destructive command or request")
    hits = []
    for op in ops:
        span = doc.protected_at(op.start, op.end)
        quoted = span is not None and span.kind in _QUOTED
        # quoted for review: reported, at lower weight
        hits.append(Hit(op.start, op.end, op.text, Severity.INFO if quoted else None,
                        note=f"{op.id}{' (quoted)' if quoted else ''}"))
    ids = ", ".join(dict.fromkeys(op.id for op in ops))
    return Outcome(hits=tuple(hits), message=f"Destructive operation: {ids}")
