from __future__ import annotations

import re

from honing.engine.rule import Context, Hit, Outcome

_MATERIAL = frozenset({"code_block", "triple_quote", "xml_block", "quote", "reference", "inline_code", "url",
                       "material"})
_INTRO = re.compile(r"[:：]\s*\n\s*\S")


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    refs = doc.find("reference")
    if not refs:
        return Outcome(passed_because="no deictic reference to outside material")
    material = [p for p in doc.protected if p.kind in _MATERIAL]
    if material:
        return Outcome(passed_because=f"referent included: a {material[0].kind} at {material[0].start}")
    if _INTRO.search(doc.text) or doc.list_item_count:
        return Outcome(passed_because="referent included after a colon or as a list")
    hits = tuple(Hit.of(doc, h.start, h.end) for h in refs)
    listed = ", ".join(dict.fromkeys(f'"{h.text}"' for h in hits))
    return Outcome(hits=hits, message=f"Refers to material that is not in the prompt: {listed}")
