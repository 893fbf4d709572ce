from __future__ import annotations

from honing.engine.rule import Context, Hit, Outcome


def normalized(text: str) -> str:
    return " ".join(text.split())


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    first: dict[str, int] = {}
    hits: list[Hit] = []
    for s in doc.sentences:
        if s.kind in ("block", "heading") or len(s.words) < 2:
            continue
        key = normalized(s.text)
        if key in first:
            hits.append(Hit.of(doc, s.start, s.end, note=f"repeats sentence {first[key] + 1}"))
        else:
            first[key] = s.index
    if hits:
        return Outcome(hits=tuple(hits), message=f"{len(hits)} sentence{'s' if len(hits) > 1 else ''} repeated verbatim")
    return Outcome(passed_because="no sentence is repeated verbatim")
