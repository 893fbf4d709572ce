"""honing — deterministic, offline prompt analysis, optimization and restructuring.

    >>> import honing
    >>> report = honing.analyze("Write a haiku about autumn in English.")
    >>> report.score.grade in {"excellent", "good", "needs_improvement", "poor"}
    True
"""

from __future__ import annotations

__version__ = "0.1.0"

from honing.engine import (  # noqa: E402
    DIMENSIONS,
    SEVERITY_PENALTY,
    STAGE_LABELS,
    Config,
    Report,
    analyze,
    analyze_many,
)
from honing.errors import ConfigError, EmptyPromptError, HoningError, UnknownModelError  # noqa: E402
from honing.grounding import GroundResult, ground  # noqa: E402
from honing.optimize import OptimizationResult, optimize  # noqa: E402
from honing.references import Expansion, ResultStore, expand_references  # noqa: E402
from honing.restructure import RestructureResult, restructure  # noqa: E402
from honing.tokens import CostEstimate, TokenCount, count_tokens, estimate_cost  # noqa: E402

__all__ = [
    "DIMENSIONS",
    "SEVERITY_PENALTY",
    "STAGE_LABELS",
    "Config",
    "ConfigError",
    "CostEstimate",
    "EmptyPromptError",
    "Expansion",
    "GroundResult",
    "HoningError",
    "OptimizationResult",
    "Report",
    "RestructureResult",
    "ResultStore",
    "TokenCount",
    "UnknownModelError",
    "analyze",
    "analyze_many",
    "count_tokens",
    "estimate_cost",
    "expand_references",
    "ground",
    "optimize",
    "restructure",
]
