from __future__ import annotations

from honing.engine.rule import Context, Outcome
from honing.engine.rules._lexical import before_a_number, vocabulary_rule


def check(ctx: Context) -> Outcome:
    # "it fails maybe 1 in 10 runs" hedges an observation's number, not an instruction
    return vocabulary_rule(ctx, "hedge", "Hedged instruction", skip=before_a_number)
