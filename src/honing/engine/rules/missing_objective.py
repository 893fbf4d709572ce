from __future__ import annotations

from honing.engine.rule import Context, Outcome


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    task = doc.find("task")
    if task:
        return Outcome(passed_because=f'task keyword "{task[0].text}" at {task[0].start}')
    question = doc.find("question")
    if question:
        return Outcome(passed_because=f'question "{question[0].text}" at {question[0].start}')
    if ctx.intent.name not in ("general", "chat"):
        return Outcome(passed_because=f"intent {ctx.intent.name} detected")
    return Outcome(fired=True, message="No task keyword, imperative or question: the prompt does not say what to do")
