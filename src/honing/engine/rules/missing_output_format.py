from __future__ import annotations

from honing.engine.rule import Context, Outcome

# Requests answered by changing code; when they name a file of the project, the answer is
# that file edited and no format needs saying ("Fix the bug in src/app.py …").
_CODE_CHANGE = frozenset({"debug", "new_code", "refactor", "test", "config"})


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    if ctx.intent.name == "chat":
        return Outcome(passed_because="conversational message: no output format expected")
    hits = doc.find("format") or doc.find("length_unit")
    if hits:
        return Outcome(passed_because=f'output format given: "{hits[0].text}" at {hits[0].start}')
    # the change is asked for in words (not just read off code-looking text: "Compare the
    # approaches in src/cache.py and src/store.py" asks for no change)
    if ctx.intent.name in _CODE_CHANGE and doc.find(f"intent.{ctx.intent.name}"):
        # a framework written like a file name ("Node.js") is not a file
        frameworks = {(h.start, h.end) for h in doc.find_anywhere("programming")}
        files = [h for h in doc.find_anywhere("project_file") if (h.start, h.end) not in frameworks]
        if files:
            return Outcome(passed_because=f'a code change ({ctx.intent.name}) to a named file: '
                           f'"{files[0].text}" at {files[0].start} is the output')
    return Outcome(fired=True, message="No output format: say whether you want a list, table, JSON, paragraphs, code…")
