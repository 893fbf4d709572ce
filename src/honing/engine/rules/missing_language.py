from __future__ import annotations

from honing.engine.rule import Context, Outcome
from honing.engine.rules._project import anchor as _anchor

_CODE_WRITING = frozenset({"new_code", "debug", "refactor", "test"})


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    if ctx.intent.name not in _CODE_WRITING:
        return Outcome(passed_because=f"not a code-writing request (intent {ctx.intent.name})")
    named = doc.find_anywhere("programming")
    if named:
        return Outcome(passed_because=f'language or framework named: "{named[0].text}"')
    fenced = [p for p in doc.protected if p.kind == "code_block"]
    for p in fenced:
        info = doc.text[p.start : doc.text.find("\n", p.start) if "\n" in doc.text[p.start : p.end] else p.end]
        if info.strip("`~ \t"):
            return Outcome(passed_because=f'code fence names "{info.strip("`~ ")}"')
    # a change to code that exists is written in that code's language
    anchor = _anchor(doc)
    if anchor is not None:
        return Outcome(passed_because=f'about code of the project: "{anchor.text}" at {anchor.start} '
                       "(the change is written in its language)")
    # a design or comparison delivered as a table ("the endpoints as a table of method, path
    # and examples") is a document; the code, if any, comes later, in whatever language
    table = doc.find("document_deliverable")
    if table and not doc.find("code_artifact") and not doc.find("implement"):
        return Outcome(passed_because=f'the deliverable is a document: "{table[0].text}" at {table[0].start}')
    return Outcome(fired=True, message=f"A code request ({ctx.intent.name}) that names no programming language or framework")
