"""Context references (SPEC Part R): ``@file``, ``@folder``, ``@diff``, ``@staged``,
``@git:N``, ``@url``, ``@result`` — expanded safely, with limits, warnings and citations.

    >>> from honing import expand_references
    >>> out = expand_references("Summarize @file:README.md")      # doctest: +SKIP
    >>> [c.sha256 for c in out.citations]                         # doctest: +SKIP
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from honing._lazy import exports

__all__ = ["KINDS", "PREAMBLE", "WARNINGS", "Block", "Citation", "Expansion", "Limits", "Reference", "ResultStore",
           "SavedResult", "UrlPolicy", "Warning", "default_roots", "expand_references", "find_references"]

__getattr__, __dir__ = exports(__name__, {
    **dict.fromkeys(("PREAMBLE", "WARNINGS", "Block", "Citation", "Expansion", "Limits", "Warning", "default_roots",
                     "expand_references"), "honing.references.expand"),
    "ResultStore": "honing.references.store",
    "SavedResult": "honing.references.store",
    "KINDS": "honing.references.syntax",
    "Reference": "honing.references.syntax",
    "find_references": "honing.references.syntax",
    "UrlPolicy": "honing.references.web",
})

if TYPE_CHECKING:
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
