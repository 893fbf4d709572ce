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
    # told as already run, the question being how to undo it ("I ran git reset --hard … can
    # I get them back?", 我执行了 git reset --hard … 还有办法找回来吗): nothing is asked to run
    if doc.find_anywhere("recovery"):
        told = [h.end for h in doc.find_anywhere("already_run")]
        # the command right after the words that tell it was run ("I ran git reset --hard",
        # 我执行了 git reset --hard), nothing but spaces and quotes between
        ops = [op for op in ops if not any(op.start >= end and not doc.text[end:op.start].strip(" \t\"'`「」“”")
                                            for end in told)]
        if not ops:
            return Outcome(passed_because="the destructive command is told as already run, and the question is "
                           "how to recover")
    hits = []
    for op in ops:
        span = doc.protected_at(op.start, op.end)
        quoted = span is not None and span.kind in _QUOTED
        # quoted for review: reported, at lower weight
        hits.append(Hit(op.start, op.end, op.text, Severity.INFO if quoted else None,
                        note=f"{op.id}{' (quoted)' if quoted else ''}"))
    ids = ", ".join(dict.fromkeys(op.id for op in ops))
    return Outcome(hits=tuple(hits), message=f"Destructive operation: {ids}")
