from __future__ import annotations

from honing.engine.rule import Context, Outcome

_NEEDS_LENGTH = frozenset({"content_creation", "summarization"})


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    if ctx.intent.name not in _NEEDS_LENGTH:
        return Outcome(passed_because=f"not a writing or summarization task (intent {ctx.intent.name})")
    # "Write a SQL query…", "write a Makefile…": code has no length to bound
    artifact = doc.find("code_artifact")
    if artifact:
        return Outcome(passed_because=f'the deliverable is code: "{artifact[0].text}" at {artifact[0].start}')
    bound = doc.find("length_unit")
    if bound:
        return Outcome(passed_because=f'length bound: "{bound[0].text}"')
    return Outcome(fired=True, message=f"A {ctx.intent.name.replace('_', ' ')} task with no length bound")
