"""Context references (SPEC Part R): ``@file``, ``@folder``, ``@diff``, ``@staged``,
``@git:N``, ``@url``, ``@result`` — expanded safely, with limits, warnings and citations.

    >>> from honing import expand_references
    >>> out = expand_references("Summarize @file:README.md")      # doctest: +SKIP
    >>> [c.sha256 for c in out.citations]                         # doctest: +SKIP
"""

from __future__ import annotations

from honing.references.expand import (
    PREAMBLE,
    WARNINGS,
    Block,
    Citation,
    Expansion,
    Limits,
    Warning,
    default_roots,
    expand_references,
)
from honing.references.store import ResultStore, SavedResult
from honing.references.syntax import KINDS, Reference, find_references
from honing.references.web import UrlPolicy

__all__ = ["KINDS", "PREAMBLE", "WARNINGS", "Block", "Citation", "Expansion", "Limits", "Reference", "ResultStore",
           "SavedResult", "UrlPolicy", "Warning", "default_roots", "expand_references", "find_references"]
