"""Defaults that several layers print or use, in one place and free of imports, so that
`hone --help` can show them without loading the layers that apply them."""

from __future__ import annotations

DEFAULT_MODEL = "gpt-4o"  # counts and prices when nothing names a model
TOKEN_ALLOWANCE = 1.15  # optimize goal "balanced": the best score within this share of the original's tokens
# the largest prompt a command reads (analyze, check, optimize, restructure, expand, ground;
# HONING_MAX_PROMPT_BYTES overrides it): beyond every catalogued model's context window, and a
# minute of analysis. tokens, cost and results save read any size.
MAX_PROMPT_BYTES = 8 * 1024 * 1024
