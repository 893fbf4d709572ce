from __future__ import annotations

from honing.engine.rule import Context, Outcome
from honing.engine.rules._lexical import vocabulary_rule


def check(ctx: Context) -> Outcome:
    return vocabulary_rule(ctx, "hedge", "Hedged instruction")
