from __future__ import annotations

from honing.engine.findings import Severity
from honing.engine.rule import Context, Hit, Outcome
from honing.security.secrets import find


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    found = find(doc.text)
    if not found:
        return Outcome(passed_because="no credential or personal data recognized")
    hits = tuple(
        # evidence is masked: the report never repeats the secret
        Hit(s.start, s.end, s.masked, Severity.CRITICAL if s.kind == "credential" else Severity.WARNING,
            note=f"{s.kind}: {s.id}")
        for s in found
    )
    creds = sorted({s.id for s in found if s.kind == "credential"})
    personal = sorted({s.id for s in found if s.kind == "personal"})
    parts = []
    if creds:
        parts.append("credentials (" + ", ".join(creds) + ")")
    if personal:
        parts.append("personal data (" + ", ".join(personal) + ")")
    return Outcome(hits=hits, message="Sensitive data in the prompt: " + "; ".join(parts))
