"""The analysis engine: rules, pipeline (stages 1–12), scoring and the report."""

from __future__ import annotations

from honing.engine.config import Config
from honing.engine.findings import DIMENSIONS, SEVERITY_PENALTY, Finding, Severity
from honing.engine.pipeline import STAGE_LABELS, run
from honing.engine.report import Report
from honing.engine.scoring import score

__all__ = ["DIMENSIONS", "SEVERITY_PENALTY", "STAGE_LABELS", "Config", "Finding", "Report", "Severity",
           "analyze"]


def analyze(text: str, *, config: Config | None = None, source: str | None = None,
            timings: bool = True) -> Report:
    """Run stages 1–12 over ``text`` and score it (SPEC E-1, E-3)."""
    from honing.security.injection import SIGNATURE_VERSION
    from honing.tokens import count_tokens

    config = config or Config()
    a = run(text, config, timings=timings, count_tokens=lambda t, m: count_tokens(t, model=m))
    threshold = int(config.thresholds.get("structure_min_words", 120))
    result = score(a.findings, a.checks, a.doc.word_count, threshold)
    injection = next((f for f in a.findings if f.code == "prompt_injection_signature"), None)
    security = {
        "signature_version": SIGNATURE_VERSION,
        "injection_risk": injection.details.get("risk", 0) if injection else 0,
        "note": "A signature match shows risk, not proof: unknown attacks can be missed, and text "
                "that quotes an attack in order to discuss it is detected too.",
    }
    return Report(
        text=text,
        source=source,
        language=a.doc.language,
        words=a.doc.word_count,
        tokens=a.tokens.to_dict(),
        score=result,
        findings=tuple(a.findings),
        stages=tuple(a.stages),
        intent=a.intent,
        requirements=a.requirements,
        suppressed=tuple(a.suppressed),
        security=security,
    )
