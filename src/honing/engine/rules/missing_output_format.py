from __future__ import annotations

from honing.engine.rule import Context, Outcome
from honing.engine.rules._project import command as _command
from honing.text import Document, lexicon

# Requests answered by changing code: the answer is the code changed, so no format needs
# saying ("Fix the bug in src/app.py …", "Refactor the PaymentService class …").
_CODE_CHANGE = frozenset({"debug", "new_code", "refactor", "test", "config"})


def _said(doc: Document, category: str) -> list[lexicon.Hit]:
    """Hits of ``category`` in the prose, or in material outside code, quotations and URLs:
    material runs to the end of a prompt, so an instruction after pasted data ("以下は売上
    データです … CSV 形式で出力してください", "Changes: … Format: Markdown with sections …")
    stands in it. Reading it there can miss a warning, never raise a false one."""
    hits = doc.find(category)
    if hits or not any(p.kind == "material" for p in doc.protected):
        return hits
    return [h for h in doc.find_anywhere(category)
            if (span := doc.protected_at(h.start, h.end)) is not None and span.kind == "material"
            and span.start <= h.start and h.end <= span.end]


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    if ctx.intent.name == "chat":
        return Outcome(passed_because="conversational message: no output format expected")
    if ctx.intent.name == "translation":
        return Outcome(passed_because="a translation: the output is the text itself, in the other language")
    hits = _said(doc, "format") or _said(doc, "length_unit")
    if hits:
        return Outcome(passed_because=f'output format given: "{hits[0].text}" at {hits[0].start}')
    # the change is asked for in words (not just read off code-looking text: "Compare the
    # approaches in src/cache.py and src/store.py" asks for no change)
    if ctx.intent.name in _CODE_CHANGE:
        asked = doc.find(f"intent.{ctx.intent.name}")
        if asked:
            return Outcome(passed_because=f'a code change ({ctx.intent.name}, "{asked[0].text}" at '
                           f'{asked[0].start}): the changed code is the output')
    artifact = _said(doc, "code_artifact") or _said(doc, "change_message")
    if artifact:
        return Outcome(passed_because=f'a code artifact is the deliverable: "{artifact[0].text}" at '
                       f'{artifact[0].start}')
    asked_for = _said(doc, "command_question")
    if asked_for:
        return Outcome(passed_because=f'a question answered by a command: "{asked_for[0].text}" at '
                       f'{asked_for[0].start}: the command is the output')
    operation = _command(doc, "repo_operation")
    if operation is not None:
        return Outcome(passed_because=f'an operation on the repository or system: "{operation.text}" at '
                       f'{operation.start}: the operation done is the output')
    edit = _command(doc, "code_edit")
    if edit is not None:
        return Outcome(passed_because=f'an edit asked for as a command: "{edit.text}" at {edit.start}: '
                       'the edited thing is the output')
    return Outcome(fired=True, message="No output format: say whether you want a list, table, JSON, paragraphs, code…")
