"""Analysis: stages 1–12 over a text (:func:`examine`), its score and report
(:func:`report_for`), and both at once (:func:`analyze`)."""

from __future__ import annotations

from honing.engine.config import Config
from honing.engine.pipeline import Analysis, run
from honing.engine.report import Report
from honing.engine.scoring import score


def examine(text: str, *, config: Config | None = None, timings: bool = True) -> Analysis:
    """Run stages 1–12 over ``text`` (tokens counted with the configured model). The
    optimizer and restructure use this to reuse the parsed document."""
    from honing.tokens import count_tokens

    return run(text, config or Config(), timings=timings, count_tokens=lambda t, m: count_tokens(t, model=m))


def report_for(a: Analysis, *, config: Config | None = None, source: str | None = None) -> Report:
    """Score an analysis and build its report (SPEC E-3)."""
    from honing.engine.rules.wall_of_text import structure_min_words
    from honing.security import classifier
    from honing.security.injection import SIGNATURE_VERSION

    config = config or Config()
    result = score(a.findings, a.checks, a.doc.word_count, structure_min_words(config.thresholds, a.doc))
    injection = next((f for f in a.findings if f.code == "prompt_injection_signature"), None)
    security = {
        "signature_version": SIGNATURE_VERSION,
        "classifier_version": classifier.version(),
        "injection_risk": injection.details.get("risk", 0) if injection else 0,
        "note": "A signature match shows risk, not proof: unknown attacks can be missed, and text "
                "that quotes an attack in order to discuss it is detected too.",
    }
    return Report(
        text=a.doc.text,
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


def analyze(text: str, *, config: Config | None = None, source: str | None = None,
            timings: bool = True) -> Report:
    """Run stages 1–12 over ``text`` and score it (SPEC E-1, E-3)."""
    return report_for(examine(text, config=config, timings=timings), config=config, source=source)

