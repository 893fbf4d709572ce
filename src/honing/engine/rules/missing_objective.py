from __future__ import annotations

from honing.engine.rule import Context, Outcome


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    task = doc.find("task")
    if task:
        # the evidence names the task itself where there is one: "Please write…" passes
        # because of "write", not of the request marker before it
        markers = {(h.start, h.end) for h in doc.find("request_marker")}
        shown = next((h for h in task if (h.start, h.end) not in markers), task[0])
        return Outcome(passed_because=f'task keyword "{shown.text}" at {shown.start}')
    question = doc.find("question")
    if question:
        return Outcome(passed_because=f'question "{question[0].text}" at {question[0].start}')
    if ctx.intent.name not in ("general", "chat"):
        return Outcome(passed_because=f"intent {ctx.intent.name} detected")
    return Outcome(fired=True, message="No task keyword, imperative or question: the prompt does not say what to do")
