from __future__ import annotations

from honing.engine.findings import Severity
from honing.engine.rule import Context, Hit, Outcome
from honing.security import classifier
from honing.security.injection import (
    BLOCK_FACTOR,
    CRITICAL_RISK,
    QUOTED_FACTOR,
    SIGNATURE_VERSION,
    WARNING_RISK,
    Match,
    scan,
)


def severity_for(risk: int) -> Severity:
    if risk >= CRITICAL_RISK:
        return Severity.CRITICAL
    if risk >= WARNING_RISK:
        return Severity.WARNING
    return Severity.INFO


def decision(risk: int, matches: list[Match], opinion: classifier.Opinion, raises: bool,
             severity: Severity) -> list[str]:
    """The steps from the evidence to the severity, in words (``--explain-security``)."""
    steps = []
    if matches:
        counted = sum(1 for m in matches if "counted once" not in m.detail)
        steps.append(f"signatures {SIGNATURE_VERSION}: {len(matches)} matched ({counted} counted), risk {risk}/100 "
                     f"(weights add up to at most 100; a quoted match weighs {QUOTED_FACTOR:.0%}, one in a code "
                     f"block {BLOCK_FACTOR:.0%})")
        steps.append(f"risk {risk} >= {CRITICAL_RISK}: critical" if risk >= CRITICAL_RISK
                     else f"risk {risk} >= {WARNING_RISK}: warning" if risk >= WARNING_RISK
                     else f"risk {risk} < {WARNING_RISK}: info")
    else:
        steps.append(f"signatures {SIGNATURE_VERSION}: none matched, risk 0")
    unquoted = any(m.context != "quoted" for m in matches)
    alone = "on" if classifier.LIFT_ALONE else "off"
    beside = "on" if classifier.AGREE_WITH_SIGNATURES else "off"
    steps.append(f"classifier {opinion.version}: probability {opinion.probability:.4f}; it lifts to warning alone "
                 f"at >= {opinion.threshold} (LIFT_ALONE {alone}), or beside a signature outside quotation at "
                 f">= {opinion.support} (AGREE_WITH_SIGNATURES {beside}"
                 f"{'' if unquoted else '; no such signature here'})")
    if raises:
        steps.append("classifier: lifts the finding to warning" if severity is Severity.WARNING and risk < WARNING_RISK
                     else "classifier: agrees; the signatures already set a higher severity")
    else:
        p = opinion.probability
        why = [("confident alone, but LIFT_ALONE is off" if p >= opinion.threshold
                else f"below {opinion.threshold} alone")]
        if unquoted:
            why.append(f"at least {opinion.support} beside a signature, but AGREE_WITH_SIGNATURES is off"
                       if p >= opinion.support else f"below {opinion.support} beside a signature")
        steps.append(f"classifier: does not lift ({'; '.join(why)})")
    steps.append(f"result: {severity.value} (critical comes from the signatures only)")
    return steps


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
        "decision": decision(risk, matches, opinion, raises, severity),
    }
    ids = ", ".join(m.signature for m in matches)
    if not matches:
        message = f"Injection classifier {opinion.version} is confident ({opinion.probability:.2f}) — risk, not proof"
    else:
        message = (f"Injection risk {risk}/100 from {len(matches)} signature(s): {ids}; {model}"
                   f"{' (raised to warning)' if raises and risk < WARNING_RISK else ''} — risk, not proof")
    return Outcome(hits=hits, details=details, message=message)
