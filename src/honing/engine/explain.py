"""Why each security finding has its severity (``hone analyze --explain-security``): what
matched, the classifier's opinion with the n-grams that drove it, and the decision path
from that evidence to the severity. Plain data built from a report; the renderers print
it."""

from __future__ import annotations

from typing import Any

from honing.engine.registry import rules
from honing.engine.report import Report

INJECTION = "prompt_injection_signature"


def security(report: Report) -> dict[str, Any]:
    """The explanation of a report's security findings. With no injection finding, the
    injection check's own evidence (signatures and classifier probability) says why."""
    table = rules()
    findings: list[dict[str, Any]] = []
    for f in report.findings:
        if f.dimension != "security":
            continue
        item: dict[str, Any] = {"code": f.code, "severity": f.severity.value, "message": f.message}
        if f.code == INJECTION:
            item["signatures"] = [{**s, "text": report.text[s["start"]:s["end"]]} for s in f.details["signatures"]]
            item["classifier"] = f.details["classifier"]
            item["decision"] = list(f.details["decision"])
        else:
            # the occurrences' texts as the report shows them (credentials stay masked)
            item["matches"] = [{**o.span.to_dict(), "severity": o.severity.value, **({"note": o.note} if o.note else {})}
                               for o in f.occurrences]
            rule = table[f.code]
            item["decision"] = [f"{f.code}: {rule.what}",
                                f"result: {f.severity.value} (the most severe of its {len(f.occurrences)} match(es))"]
        findings.append(item)
    out: dict[str, Any] = {
        "signature_version": report.security["signature_version"],
        "classifier_version": report.security["classifier_version"],
        "findings": findings,
    }
    if not any(f["code"] == INJECTION for f in findings):
        check = next((c for d in report.score.dimensions.values() for c in d.checks if c.id == INJECTION), None)
        if check is not None:
            out["injection_check"] = check.evidence
    return out

