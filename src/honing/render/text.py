"""The terminal report."""

from __future__ import annotations

from typing import Any

import click

from honing.engine.report import Report

_SEV_COLOR = {"critical": "red", "warning": "yellow", "info": "cyan"}
_GRADE_COLOR = {"excellent": "green", "good": "green", "needs_improvement": "yellow", "poor": "red"}


def _excerpt(text: str, limit: int = 70) -> str:
    one = " ".join(text.split())
    return one if len(one) <= limit else one[: limit - 1] + "…"


def security_lines(explained: dict[str, Any]) -> list[str]:
    """``--explain-security``: per security finding what matched, the classifier's opinion
    and evidence, and the decision path (``honing.engine.explain.security``)."""
    lines = [f"Security explained (signatures {explained['signature_version']}, "
             f"classifier {explained['classifier_version']})"]
    if not explained["findings"]:
        lines.append("  no security finding")
    for f in explained["findings"]:
        lines.append(f"  {f['severity']} {f['code']}")
        for s in f.get("signatures", []):
            extra = f"; {s['detail']}" if s.get("detail") else ""
            lines.append(f"    signature {s['id']} ({s['category']}, weight {s['weight']:g}, {s['context']}{extra}) "
                         f"at {s['start']}-{s['end']}: {_excerpt(s['text'])}")
        for m in f.get("matches", []):
            note = f" ({m['note']})" if m.get("note") else ""
            lines.append(f"    match at {m['start']}-{m['end']}: {_excerpt(m['text'])}{note}")
        c = f.get("classifier")
        if c:
            lines.append(f"    classifier {c['model_version']}: probability {c['probability']:.4f} "
                         f"(threshold {c['threshold']}, {c['threshold_with_signature']} beside a signature)")
            for e in c["evidence"]:
                lines.append(f"      evidence {e['gram']!r} ({e['kind']} n-gram, +{e['weight']:.3f} log-odds) "
                             f"at {e['start']}-{e['end']}: {_excerpt(e['text'])}")
        lines.append("    decision:")
        lines += [f"      {k}. {step}" for k, step in enumerate(f["decision"], 1)]
    if "injection_check" in explained:
        lines.append(f"  injection check passed: {explained['injection_check']}")
    return lines


def render(report: Report, color: bool = False, verbose: bool = True, explain_security: bool = False) -> str:
    def s(text: str, **kw: object) -> str:
        return click.style(text, **kw) if color else text  # type: ignore[arg-type]

    out: list[str] = []
    title = report.source or "<text>"
    sc = report.score
    out.append(s(title, bold=True))
    out.append(
        f"  score {s(str(sc.overall), bold=True, fg=_GRADE_COLOR[sc.grade])}/100  "
        f"grade {s(sc.grade.replace('_', ' '), fg=_GRADE_COLOR[sc.grade])}  "
        f"language {report.language}  words {report.words}  "
        f"tokens {report.tokens['count']} ({report.tokens['label']}, {report.tokens['encoding']}, {report.tokens['model']})"
    )
    out.append(f"  intent {report.intent.name}" + (f"  topics {', '.join(report.intent.topics)}" if report.intent.topics else ""))
    out.append("")
    out.append(s("Dimensions", bold=True))
    for name, dim in sc.dimensions.items():
        value = f"n/a (under {sc.structure_min_words} words)" if not dim.applicable else f"{dim.score:>3}"
        bar = "" if dim.score is None else "█" * (dim.score // 10) + "·" * (10 - dim.score // 10)
        out.append(f"  {name:<13} {value} {bar}")
    out.append("")
    if report.findings:
        out.append(s(f"Findings ({len(report.findings)})", bold=True))
        for f in report.findings:
            sev = s(f"{f.severity.value:<8}", fg=_SEV_COLOR[f.severity.value], bold=True)
            out.append(f"  {sev} {s(f.code, bold=True)} [{f.dimension}] {f.message}")
            for o in f.occurrences[:5]:
                note = f"  ({o.note})" if o.note else ""
                out.append(f"           at {o.span.start}-{o.span.end}: {s(_excerpt(o.span.text), underline=True)}{note}")
            if len(f.occurrences) > 5:
                out.append(f"           … and {len(f.occurrences) - 5} more")
            if f.fix:
                out.append(f"           fix: {f.fix}")
    else:
        out.append(s("No findings.", fg="green"))
    if report.security.get("injection_risk"):
        out.append(f"  injection risk {report.security['injection_risk']}/100 "
                   f"(signatures {report.security['signature_version']}, classifier "
                   f"{report.security['classifier_version']}; risk, not proof)")
    if explain_security:
        from honing.engine.explain import security

        out.append("")
        out += [s(line, bold=True) if k == 0 else line for k, line in enumerate(security_lines(security(report)))]
    if verbose:
        out.append("")
        out.append(s("Checks", bold=True))
        for name, dim in sc.dimensions.items():
            for c in dim.checks:
                mark = s("pass", fg="green") if c.passed else s("FAIL", fg="red")
                out.append(f"  {mark} {name}/{c.id}: {_excerpt(c.evidence, 90)}")
    if report.suppressed:
        out.append(f"  suppressed inline: {', '.join(report.suppressed)}")
    return "\n".join(out)
