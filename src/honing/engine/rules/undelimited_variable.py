from __future__ import annotations

import re

from honing.engine.rule import Context, Hit, Outcome

_VARIABLE = re.compile(r"\{\{\s*([A-Za-z_][\w.\-]{0,60})\s*\}\}|\$\{([A-Za-z_][\w.\-]{0,60})\}|(?<![{$\w])\{([A-Za-z_][\w]{0,40})\}(?!\})")
# `{{ ds }}` in backticks is quoted code (a documented macro), not a slot left open in the prose
_DELIMITING = frozenset({"xml_block", "code_block", "triple_quote", "inline_code"})
_PLACEHOLDER_CUE = re.compile(r"[:：]\s*$|\b(?:is|=|named|called|about|of|for|in|from|on|to|with|summari[sz]e|translate|review|analy[sz]e)\s+$", re.I)
_CONTROL = re.compile(r"^\{\{\s*[#/^>!&]|^\{\{\s*(?:else|end|if|each|for)\b")


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    hits: list[Hit] = []
    for m in _VARIABLE.finditer(doc.text) if "{" in doc.text else ():
        if _CONTROL.match(m.group(0)):
            continue
        span = doc.protected_at(m.start(), m.end())
        if span is not None and span.kind in _DELIMITING and span.start <= m.start() and m.end() <= span.end:
            continue
        if m.group(3) is not None:
            # a single-brace {x} counts only where it reads as a placeholder
            before = doc.text[max(0, m.start() - 30) : m.start()]
            if not _PLACEHOLDER_CUE.search(before) and not m.group(3).isupper():
                continue
        hits.append(Hit.of(doc, m.start(), m.end()))
    if hits:
        listed = ", ".join(dict.fromkeys(h.text for h in hits))
        return Outcome(hits=tuple(hits), message=f"Template variables outside tags or fences: {listed}")
    return Outcome(passed_because="every template variable is delimited, or there is none")
