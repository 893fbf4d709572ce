"""Aider's ``.aider.chat.history.md`` in the project folder (aider/io.py writes it).

Each run appends ``# aider chat started at YYYY-MM-DD HH:MM:SS``; the last run that has a
turn is read. The human's input is written one ``#### `` line per input line; aider's own
output (edits applied, commits, questions, token counts) is a ``> `` block quote; anything
else is the model's reply. A ``> `` line inside a fenced code block is reply text. Each
block of aider output after a turn's input becomes one ToolCall named ``aider`` whose
result is the block's text and whose paths are the files it says it edited. Slash commands
are not turns, except ``/ask``, ``/code``, ``/architect`` and ``/context`` followed by a
request. Markdown headings that the model writes as ``#### `` cannot be told from input.
"""

from __future__ import annotations

import re

from honing.sessions._common import TurnBuilder, split_lines
from honing.sessions.model import Session

FORMAT = "aider"
HEADER = "# aider chat started at "
PROMPT_COMMANDS = ("/ask", "/code", "/architect", "/context")
EDITED = re.compile(r"^Applied edit to (.+?)\s*$", re.MULTILINE)


def parse_aider(text: str, *, session_id: str | None = None, cwd: str | None = None,
                path: str | None = None) -> Session:
    """The last run with a turn in an Aider chat history."""
    lines = split_lines(text)
    starts = [i for i, line in enumerate(lines) if line.startswith(HEADER)] or [0]
    runs = [lines[a:b] for a, b in zip(starts, [*starts[1:], len(lines)], strict=True)]
    parsed = [_run(run) for run in runs]
    chosen = next((i for i in reversed(range(len(parsed))) if parsed[i][0].build()), len(parsed) - 1)
    builder, started = parsed[chosen]
    notes = builder.notes()
    if len(runs) > 1:
        notes += (f"the file holds {len(runs)} aider runs; read run {chosen + 1}, the last with a turn",)
    return Session(format=FORMAT, id=started or session_id or "", turns=builder.build(), cwd=cwd, path=path,
                   last_activity=started, notes=notes)


def _run(lines: list[str]) -> tuple[TurnBuilder, str | None]:
    builder = TurnBuilder()
    started = lines[0][len(HEADER):].strip().replace(" ", "T", 1) if lines and lines[0].startswith(HEADER) else None
    user: list[str] = []
    reply: list[str] = []
    output: list[str] = []
    fenced = False
    in_turn = False

    def flush() -> None:
        nonlocal in_turn
        if user:
            said = "\n".join(user).strip()
            user.clear()
            in_turn = _open(builder, said)
        builder.text("\n".join(reply))
        reply.clear()
        if output and in_turn:
            result = "\n".join(output).strip()
            builder.tool(None, "aider", "", tuple(dict.fromkeys(EDITED.findall(result))), result)
        output.clear()

    for line in lines[1:] if started else lines:
        if line.startswith("####"):
            if not user:
                flush()
            user.append(line[4:].removeprefix(" ").rstrip())
            fenced = False
        elif not line.strip():
            if user:
                flush()  # a blank line ends an input; its own lines are joined without one
            elif reply:
                reply.append("")
        elif line.startswith(">") and not fenced:
            if user or reply:
                flush()
            output.append(line[1:].removeprefix(" ").rstrip())
        else:
            if user or output:
                flush()
            if line.lstrip().startswith(("```", "~~~")):
                fenced = not fenced
            reply.append(line.rstrip())
    flush()
    return builder, started


def _open(builder: TurnBuilder, said: str) -> bool:
    """Open a turn for the input, or close the current one for a slash command."""
    if said in ("", "<blank>"):
        return False
    command = said.split(maxsplit=1)[0]
    if said.startswith("/") and not (command in PROMPT_COMMANDS and len(said.split(maxsplit=1)) > 1):
        builder.close()
        return False
    builder.user(said)
    return True
