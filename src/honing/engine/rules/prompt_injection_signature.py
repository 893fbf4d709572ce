from __future__ import annotations

from honing.engine.findings import Severity
from honing.engine.rule import Context, Hit, Outcome
from honing.security import classifier
from honing.security.injection import SIGNATURE_VERSION, scan


def severity_for(risk: int) -> Severity:
    if risk >= 60:
        return Severity.CRITICAL
    if risk >= 25:
        return Severity.WARNING
    return Severity.INFO


def check(ctx: Context) -> Outcome:
    """Signatures first; the classifier is a second opinion (security/classifier.py) whose
    probability and evidence go with every finding and check. Whether it may lift a
    finding to warning is its combination rule (``classifier.lifts``; off in this
    version); it never makes a finding critical."""
    doc = ctx.doc
    risk, matches, hidden = scan(doc.text, doc.protected)
    opinion = classifier.quick(doc.text)
    raises = opinion.raises(any(m.context != "quoted" for m in matches))
    if matches or raises:  # the finding is reported: find the evidence
        opinion = classifier.opinion(doc.text)
    model = f"classifier {opinion.version}: probability {opinion.probability:.2f}"
    if not matches and not raises:
        return Outcome(passed_because=f"no injection signature matched (signatures {SIGNATURE_VERSION}); {model}, "
                                      f"below its threshold {opinion.threshold}")
    severity = severity_for(risk)
    if raises and severity is Severity.INFO:
        severity = Severity.WARNING
    hits = tuple(
        Hit.of(doc, m.start, m.end, severity, note=f"{m.signature} (weight {m.weight:g}, {m.context}{'; ' + m.detail if m.detail else ''})")
        for m in matches
    )
    if raises and not matches:
        hits = tuple(Hit.of(doc, e.start, e.end, severity, note=f"classifier evidence {e.gram!r} ({e.kind} n-gram, +{e.weight:.2f} log-odds)")
                     for e in opinion.evidence)
    details = {
        "risk": risk,
        "signature_version": SIGNATURE_VERSION,
        "severity": severity.value,
        "hidden_characters": hidden,
        "signatures": [{"id": m.signature, "category": m.category, "weight": m.weight, "context": m.context,
                        "start": m.start, "end": m.end, **({"detail": m.detail} if m.detail else {})}
                       for m in matches],
        "classifier": opinion.to_dict(),
    }
    ids = ", ".join(m.signature for m in matches)
    if not matches:
        message = f"Injection classifier {opinion.version} is confident ({opinion.probability:.2f}) — risk, not proof"
    else:
        message = (f"Injection risk {risk}/100 from {len(matches)} signature(s): {ids}; {model}"
                   f"{' (raised to warning)' if raises and risk < 25 else ''} — risk, not proof")
    return Outcome(hits=hits, details=details, message=message)
