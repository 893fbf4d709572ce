"""Aider's ``.aider.chat.history.md`` in the project folder (aider/io.py writes it).

Each run appends ``# aider chat started at YYYY-MM-DD HH:MM:SS``; the last run that has a
turn is read. The human's input is written one ``#### `` line per input line; aider's own
output (edits applied, commits, questions, token counts) is a ``> `` block quote; anything
else is the model's reply. A ``> `` line inside a fenced code block is reply text. Each
block of aider output after a turn's input becomes one ToolCall named ``aider`` whose
result is the block's text and whose paths are the files it says it edited; before it,
each SEARCH/REPLACE block of the reply for a file that output says it applied becomes an
edit call (file_path, old_string, new_string) and leaves the reply's text. Slash commands
are not turns, except ``/ask``, ``/code``, ``/architect`` and ``/context`` followed by a
request. Markdown headings that the model writes as ``#### `` cannot be told from input.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from honing.sessions._common import TurnBuilder, dumps, search_replace, split_lines
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
        if output and in_turn:
            result = "\n".join(output).strip()
            applied = tuple(dict.fromkeys(EDITED.findall(result)))
            # each SEARCH/REPLACE block of the reply whose file aider applied is an edit: it is
            # recorded as an agent's edit tool records one (old text, new text), not as reply text
            kept, edits = _edits(reply, applied)
            builder.text("\n".join(kept))
            for path, before, after in edits:
                builder.tool(None, "aider", dumps({"file_path": path, "old_string": before, "new_string": after}),
                             (path,), f"Applied edit to {path}")
            builder.tool(None, "aider", "", applied, result)
        else:
            builder.text("\n".join(reply))
        reply.clear()
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
            if user:
                flush()  # the reply stays open: aider's output says which of its edits it applied
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


def _edits(reply: list[str], applied: tuple[str, ...]) -> tuple[list[str], list[tuple[str, str, str]]]:
    """The reply's lines without the SEARCH/REPLACE blocks whose file aider says it applied,
    and those blocks as (path, old text, new text). A block's file is named on the last line
    before its SEARCH marker that is not a fence (above the fence, or its first line); the
    block runs from that line to the fence that closes it."""
    kept: list[tuple[int, str]] = []  # (index in the reply, line)
    edits: list[tuple[str, str, str]] = []
    if not applied:
        return list(reply), edits
    ends = [j for j, line in enumerate(reply) if line.strip() in (">>>>>>> REPLACE", "+++++++ REPLACE")]
    named = -1
    k = 0
    while k < len(reply):
        mark = reply[k].strip()
        if mark in ("<<<<<<< SEARCH", "------- SEARCH"):
            after_k = bisect_right(ends, k)
            end = ends[after_k] if after_k < len(ends) else None
            name = reply[named].strip() if named >= 0 else ""
            path = next((a for a in applied if a == name or name.endswith("/" + a) or a.endswith("/" + name)), None)
            if end is not None and path is not None:
                edits += [(path, before, after) for before, after in search_replace("\n".join(reply[k:end + 1]))]
                close = end + 1 if end + 1 < len(reply) and reply[end + 1].strip().startswith(("```", "~~~")) else end
                # the file's name and the fence that opens the block (above the name or below it)
                start = named - 1 if named >= 1 and reply[named - 1].strip().startswith(("```", "~~~")) else named
                while kept and kept[-1][0] >= start:
                    kept.pop()
                k = close + 1
                continue
        elif mark and not mark.startswith(("```", "~~~")):
            named = k
        kept.append((k, reply[k]))
        k += 1
    return [line for _, line in kept], edits
