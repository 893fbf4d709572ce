"""honing — deterministic, offline prompt analysis, optimization and restructuring.

    >>> import honing
    >>> report = honing.analyze("Write a haiku about autumn in English.")
    >>> report.score.grade in {"excellent", "good", "needs_improvement", "poor"}
    True

The names below are imported on first use (PEP 562), so that ``import honing`` and a
command that needs one part (``hone --help``, an agent hook) do not load the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from honing._lazy import exports

__version__ = "0.1.0"

# public name -> the module that defines it
_EXPORTS: dict[str, str] = {
    "DIMENSIONS": "honing.engine",
    "SEVERITY_PENALTY": "honing.engine",
    "STAGE_LABELS": "honing.engine",
    "Config": "honing.engine",
    "Report": "honing.engine",
    "analyze": "honing.engine",
    "analyze_many": "honing.engine",
    "ConfigError": "honing.errors",
    "EmptyPromptError": "honing.errors",
    "HoningError": "honing.errors",
    "UnknownModelError": "honing.errors",
    "GroundResult": "honing.grounding",
    "ground": "honing.grounding",
    "OptimizationResult": "honing.optimizer",
    "optimize": "honing.optimizer",
    "Expansion": "honing.references",
    "ResultStore": "honing.references",
    "expand_references": "honing.references",
    "RestructureResult": "honing.restructuring",
    "restructure": "honing.restructuring",
    "CostEstimate": "honing.tokens",
    "TokenCount": "honing.tokens",
    "count_tokens": "honing.tokens",
    "estimate_cost": "honing.tokens",
}

__all__ = sorted(_EXPORTS)


__getattr__, __dir__ = exports(__name__, _EXPORTS)


if TYPE_CHECKING:  # what the names are, for type checkers and editors
    from honing.engine import (
        DIMENSIONS,
        SEVERITY_PENALTY,
        STAGE_LABELS,
        Config,
        Report,
        analyze,
        analyze_many,
    )
    from honing.errors import ConfigError, EmptyPromptError, HoningError, UnknownModelError
    from honing.grounding import GroundResult, ground
    from honing.optimizer import OptimizationResult, optimize
    from honing.references import Expansion, ResultStore, expand_references
    from honing.restructuring import RestructureResult, restructure
    from honing.tokens import CostEstimate, TokenCount, count_tokens, estimate_cost
