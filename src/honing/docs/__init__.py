"""The generated reference (SPEC E-10): the engine reference and one page per rule, built
from the engine's own data so they cannot drift. ``python -m honing.docs`` writes
``docs/reference/``; a test fails when the committed pages differ from a fresh build."""

from honing.docs.engine import (
           engine_reference,
           explanation,
           rule_page,
           rule_page_data,
           rule_summary,
)
from honing.docs.pages import classifier_page, vocabulary_page
from honing.docs.site import build, write

__all__ = ["build", "classifier_page", "engine_reference", "explanation", "rule_page", "rule_page_data", "rule_summary",
           "vocabulary_page", "write"]
