from __future__ import annotations

from honing.engine.rule import Context, Outcome
from honing.engine.rules._lexical import before_a_number, in_a_path, vocabulary_rule
from honing.text import Document


def _not_vague(doc: Document, start: int, end: int) -> bool:
    # "../../etc/passwd" names a file; "大概 10 次" rounds a number
    return in_a_path(doc, start, end) or before_a_number(doc, start, end)


def check(ctx: Context) -> Outcome:
    return vocabulary_rule(ctx, "vague", "Vague wording", skip=_not_vague)
