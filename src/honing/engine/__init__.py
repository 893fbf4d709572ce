"""The analysis engine: rules, pipeline (stages 1–12), scoring and the report."""

from __future__ import annotations

from typing import TYPE_CHECKING

from honing._lazy import exports

__all__ = ["DIMENSIONS", "SEVERITY_PENALTY", "STAGE_LABELS", "Analysis", "Config", "Finding", "Report", "Severity",
           "analyze", "analyze_many", "examine", "report_for"]

__getattr__, __dir__ = exports(__name__, {
    "DIMENSIONS": "honing.engine.findings",
    "SEVERITY_PENALTY": "honing.engine.findings",
    "Finding": "honing.engine.findings",
    "Severity": "honing.engine.findings",
    "STAGE_LABELS": "honing.engine.pipeline",
    "Analysis": "honing.engine.pipeline",
    "Config": "honing.engine.config",
    "Report": "honing.engine.report",
    "analyze": "honing.engine.analysis",
    "examine": "honing.engine.analysis",
    "report_for": "honing.engine.analysis",
    "analyze_many": "honing.engine.batch",
})

if TYPE_CHECKING:
    from honing.engine.analysis import analyze, examine, report_for
    from honing.engine.batch import analyze_many
    from honing.engine.config import Config
    from honing.engine.findings import DIMENSIONS, SEVERITY_PENALTY, Finding, Severity
    from honing.engine.pipeline import STAGE_LABELS, Analysis
    from honing.engine.report import Report
