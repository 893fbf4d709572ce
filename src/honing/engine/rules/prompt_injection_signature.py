from __future__ import annotations

from honing.engine.findings import Severity
from honing.engine.rule import Context, Hit, Outcome
from honing.security.injection import SIGNATURE_VERSION, scan


def severity_for(risk: int) -> Severity:
    if risk >= 60:
        return Severity.CRITICAL
    if risk >= 25:
        return Severity.WARNING
    return Severity.INFO


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    risk, matches, hidden = scan(doc.text, doc.protected)
    if not matches:
        return Outcome(passed_because=f"no injection signature matched (signatures {SIGNATURE_VERSION})")
    severity = severity_for(risk)
    hits = tuple(
        Hit.of(doc, m.start, m.end, severity, note=f"{m.signature} (weight {m.weight:g}, {m.context}{'; ' + m.detail if m.detail else ''})")
        for m in matches
    )
    details = {
        "risk": risk,
        "signature_version": SIGNATURE_VERSION,
        "severity": severity.value,
        "hidden_characters": hidden,
        "signatures": [{"id": m.signature, "category": m.category, "weight": m.weight, "context": m.context,
                        "start": m.start, "end": m.end, **({"detail": m.detail} if m.detail else {})}
                       for m in matches],
    }
    ids = ", ".join(m.signature for m in matches)
    return Outcome(hits=hits, details=details,
                   message=f"Injection risk {risk}/100 from {len(matches)} signature(s): {ids} — risk, not proof")
