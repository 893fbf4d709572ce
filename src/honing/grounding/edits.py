"""What an agent changed or proposed to change: the old and new text of its edit tool calls
(every agent's spelling of them, patches and SEARCH/REPLACE blocks among them), the code it
quoted, and the replacements its prose proposes."""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from functools import cache

from honing.grounding import mentions, vocab
from honing.sessions._common import load_json, search_replace
from honing.sessions.aider import PROMPT_COMMANDS
from honing.sessions.model import ToolCall, Turn

_CODE = r"`([^`\n]{1,120})`"
# a change written as old -> new: "`<` to `<=`", "replace `X` with `Y`", "`master` を `main` に",
# "把 `a` 改成 `b`" (old first), and "`Y` instead of `X`", "`Y` 而不是 `X`" (new first)
_OLD_NEW = re.compile(rf"{_CODE}\s*(?:to|with|->|→|=>|into|を|から|ではなく|じゃなくて|改成|换成|改为|替换成|替换为|调到|调成|提到|设为|设成)\s*{_CODE}",
                      re.IGNORECASE)
_NEW_OLD = re.compile(rf"{_CODE}\s*(?:instead of|rather than|而不是|而非)\s*{_CODE}", re.IGNORECASE)
# only the new value: "改成 `Y` 就行", "change it to `Y`", "should be `Y`", "`Y` にすれば"
_NEW_ONLY = re.compile(rf"(?:改成|换成|改为|change (?:it |this |that )?to|should be|replace (?:it |this )?with)\s*{_CODE}"
                       rf"|{_CODE}\s*(?:にすれば|に変えれば|に変更すれば|に直せば)", re.IGNORECASE)


def replacements(text: str) -> list[tuple[str, str]]:
    """The (old, new) pairs of the changes a text proposes, as code spans."""
    pairs = [(m.group(1), m.group(2)) for m in _OLD_NEW.finditer(text)]
    pairs += [(m.group(2), m.group(1)) for m in _NEW_OLD.finditer(text)]
    pairs += [("", m.group(1) or m.group(2)) for m in _NEW_ONLY.finditer(text)]
    return [(old, new) for old, new in pairs if old != new]


def replaced(text: str) -> list[tuple[int, str]]:
    """Where a change the text proposes quotes the code that stands now, and that code:
    `512Mi` of 「limit 从 `512Mi` 调到 `1536Mi`」, `<` of "`<` to `<=`"."""
    found = [(m.start(1), m.group(1)) for m in _OLD_NEW.finditer(text)]
    found += [(m.start(2), m.group(2)) for m in _NEW_OLD.finditer(text)]
    return sorted(found)


def _writes_the_fix(value: str, pairs: list[tuple[str, str]]) -> bool:
    """Whether a quoted snippet is the value a proposed change writes (`branches: [main]`
    after "`master` を `main` に"), not the code that stands wrong."""
    return any(len(new) >= 2 and _holds(value, new) and (not old or not _holds(value, old)) for old, new in pairs)


def _holds(value: str, part: str) -> bool:
    """``part`` stands in ``value`` as a whole token: `1` is not in `range(10)`."""
    # a word does not run on into letters, an operator not into other operator characters
    left = r"(?<!\w)" if re.match(r"\w", part) else r"(?<![^\w\s])"
    right = r"(?!\w)" if re.search(r"\w$", part) else r"(?![^\w\s])"
    return re.search(left + re.escape(part) + right, value) is not None


_QUOTED_FENCE = re.compile(r"^[ \t]*```[ \t]*(\w*)[^\n]*\n(.*?)^[ \t]*```", re.DOTALL | re.MULTILINE)


def quoted_code(text: str) -> list[tuple[int, str]]:
    """The lines of code ``text`` quotes in fenced blocks, with the fence's offset: not a
    diff or a shell session (by the fence's language), not the new code a proposal
    introduces ("I'd add a guard at the top:"), not lines too short to tell places apart."""
    table = vocab.table()["quoting"]
    out = []
    for fence in _QUOTED_FENCE.finditer(text):
        if fence.group(1).lower() in table["not_code"]:
            continue
        lead = text[max(0, fence.start() - 160):fence.start()].rstrip().rsplit("\n", 1)[-1]
        if vocab.first(lead, "proposal") or vocab.first(lead, "fix_intro"):
            continue  # the fence is the new code, not where it goes
        for row in fence.group(2).split("\n"):
            code = _GUTTER.sub("", row).strip()  # (a line quoted with its number: "39:\tctx, cancel := …")
            if len(code) >= table["min_chars"] and not code.startswith(tuple(table["not_code_starts"])):
                out.append((fence.start(), code))
    return out


_GUTTER = re.compile(r"^\d{1,5}(?::\t|:\s{2,}|\s*[|│]\s)")
_DIFF_FENCE = re.compile(r"```[ \t]*(\w*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)


def proposed_removals(text: str) -> list[str]:
    """The '-' lines of the unified diffs in a message's fenced blocks (``diff`` blocks, or
    blocks whose lines are all diff lines with both '-' and '+'): code to be replaced."""
    out: list[str] = []
    for m in _DIFF_FENCE.finditer(text):
        lines = [line for line in m.group(2).split("\n") if line.strip()]
        marked = all(line[:1] in "-+ @" for line in lines)
        both = any(line.startswith("-") for line in lines) and any(line.startswith("+") for line in lines)
        if m.group(1).lower() != "diff" and not (marked and both):
            continue
        out += [t for line in _minus_lines("\n".join(lines)) if len(t := line.strip()) >= _MIN_EDITED]
    return list(dict.fromkeys(out))


_SAME_HEAD = 12  # a proposal's new line and the old line it rewrites open with this much in common


def rewritten_lines(text: str) -> list[str]:
    """The lines a reply quotes as they stand and then shows rewritten in a later fenced
    block of new code ("```ruby\nscope :retryable, -> { past_due.where(…) }```" … "改法：
    ```ruby\nscope :retryable, -> { past_due.where.not(…) }```"): code to be replaced."""
    quoted = quoted_code(text)
    out: list[str] = []
    for fence in _QUOTED_FENCE.finditer(text):
        lead = text[max(0, fence.start() - 160):fence.start()].rstrip().rsplit("\n", 1)[-1]
        if not (vocab.first(lead, "proposal") or vocab.first(lead, "fix_intro")):
            continue
        for row in fence.group(2).split("\n"):
            new = row.strip()
            out += [old for at, old in quoted if at < fence.start() and old != new
                    and len(new) >= _SAME_HEAD and old[:_SAME_HEAD] == new[:_SAME_HEAD]]
    return list(dict.fromkeys(out))


# the old and the new text of an edit, as the agents' edit tools name them (Claude Code's Edit
# and MultiEdit, Codex and Cline patches, str_replace tools, `edit_file` tools with
# old_text/new_text, the MCP filesystem server's edits of oldText/newText)
_EDIT_KEYS = ("old_string", "old_str", "old", "search", "old_text", "oldText")
_MIN_EDITED = 10  # a removed line shorter than this (`}`, `return x`) is too common to look for


def removed_lines(call: ToolCall) -> list[str]:
    """The lines an edit tool call replaced: the old text of Edit/replace-style calls
    (old_string, old_str, old, search; MultiEdit's edits) or the '-' lines of a patch."""
    parsed = load_json(call.arguments)
    olds: list[str] = []
    patch = call.arguments if not isinstance(parsed, dict) else ""
    if isinstance(parsed, dict):
        olds += [v for part in (parsed, *_edit_list(parsed)) for k in _EDIT_KEYS if isinstance(v := part.get(k), str)]
        patch = next((v for k in ("input", "patch", "diff") if isinstance(v := parsed.get(k), str)), "")
    blocks = search_replace(patch)
    olds += [before for before, _ in blocks]
    lines = [line for old in olds for line in old.split("\n")]
    lines += [] if blocks else _minus_lines(patch)
    return list(dict.fromkeys(t for line in lines if len(t := line.strip()) >= _MIN_EDITED))


_NOT_APPLIED = re.compile(r"\b(?:not found|no match|failed|could not|couldn't|unable to)\b|^error\b", re.IGNORECASE)


def applied(call: ToolCall) -> bool:
    """An edit call whose result does not say it failed ("String to replace not found"); the
    tool says so in its first line, not in the snippet of the edited file it shows after it
    (`errors.New("billing: invoice not found")`)."""
    return not call.is_error and not _NOT_APPLIED.search(call.result.lstrip()[:300].split("\n", 1)[0])


def edit_pairs(call: ToolCall) -> list[tuple[str | None, str, str]]:
    """The (file, old text, new text) of each replacement an edit call makes: Edit/replace-style
    calls, MultiEdit's and the MCP server's edits, SEARCH/REPLACE diffs, and the hunks of a
    patch (Codex's apply_patch, unified diffs). The file is None where the call names it
    outside the replacement (its ``paths``)."""
    parsed = load_json(call.arguments)
    patch = call.arguments if not isinstance(parsed, dict) else ""
    out: list[tuple[str | None, str, str]] = []
    if isinstance(parsed, dict):
        for part in (parsed, *_edit_list(parsed)):
            old = next((v for k in _EDIT_KEYS if isinstance(v := part.get(k), str)), None)
            new = next((v for k in _NEW_KEYS if k != "content" and isinstance(v := part.get(k), str)), None)
            if old is not None and new is not None:
                out.append((None, old, new))
        patch = next((v for k in ("input", "patch", "diff") if isinstance(v := parsed.get(k), str)), "")
    blocks = search_replace(patch)
    return out + [(None, old, new) for old, new in blocks] + ([] if blocks else _hunks(patch))


_PATCH_FILE = re.compile(r"^\*\*\* (?:Update|Add) File: (.+?)\s*$|^\+\+\+ (?:b/)?(.+?)\s*$")


def _hunks(patch: str) -> list[tuple[str | None, str, str]]:
    """The hunks of a patch as (file, old text, new text): context lines in both, '-' lines in
    the old, '+' lines in the new."""
    out: list[tuple[str | None, str, str]] = []
    path: str | None = None
    old: list[str] = []
    new: list[str] = []

    def close() -> None:
        if old != new:  # (context alone changes nothing: not the empty "patch" of a Read call's arguments)
            out.append((path, "\n".join(old), "\n".join(new)))
        old.clear()
        new.clear()

    for line in patch.split("\n"):
        named = _PATCH_FILE.match(line)
        if named or line.startswith(("@@", "***", "---", "diff ")):
            close()
            if named:
                path = named.group(1) or named.group(2)
        elif line.startswith("-"):
            old.append(line[1:])
        elif line.startswith("+"):
            new.append(line[1:])
        elif line.startswith(" ") or not line:
            old.append(line[1:])
            new.append(line[1:])
    close()
    return out


def _minus_lines(patch: str) -> list[str]:
    """The '-' lines of a unified diff, without its '---' file header."""
    return [line[1:] for line in patch.split("\n") if line.startswith("-") and not line.startswith("---")]


_NEW_KEYS = ("new_string", "new_str", "new", "replace", "content", "new_text", "newText")


def _edit_list(parsed: dict[str, object]) -> list[dict[str, object]]:
    """The edits of a call that makes several (MultiEdit, the MCP filesystem server)."""
    edits = parsed.get("edits")
    return [e for e in edits if isinstance(e, dict)] if isinstance(edits, list) else []


@cache
def _support_lines() -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in vocab.table()["edit_support"]["lines"]))


def supports(line: str) -> bool:
    """An import, include, docstring or comment line an edit wrote: no behaviour of its own
    (table ``edit_support``)."""
    return _support_lines().search(line) is not None


def added_lines(call: ToolCall) -> list[str]:
    """The lines an edit tool call wrote: the new text of Edit/replace-style calls
    (new_string, new_str, new, replace; MultiEdit's edits) or the '+' lines of a patch."""
    parsed = load_json(call.arguments)
    news: list[str] = []
    patch = call.arguments if not isinstance(parsed, dict) else ""
    if isinstance(parsed, dict):
        if any(k in parsed for k in _EDIT_KEYS):  # a whole-file write is not an edit's new text
            news += [v for k in _NEW_KEYS if isinstance(v := parsed.get(k), str)]
        news += [v for part in _edit_list(parsed) for k in _NEW_KEYS if isinstance(v := part.get(k), str)]
        patch = next((v for k in ("input", "patch", "diff") if isinstance(v := parsed.get(k), str)), "")
    blocks = search_replace(patch)
    news += [after for _, after in blocks]
    lines = [line for new in news for line in new.split("\n")]
    if not blocks:
        lines += [line[1:] for line in patch.split("\n") if line.startswith("+") and not line.startswith("+++")]
    return list(dict.fromkeys(t for line in lines if len(t := line.strip()) >= _MIN_EDITED))


def written_lines(call: ToolCall) -> list[str]:
    """The lines a tool call wrote: an edit's new text, or a whole file written at once."""
    parsed = load_json(call.arguments)
    whole = parsed.get("content") if isinstance(parsed, dict) and not any(k in parsed for k in _EDIT_KEYS) else None
    if not isinstance(whole, str):
        return added_lines(call)
    return list(dict.fromkeys(t for line in whole.split("\n") if len(t := line.strip()) >= _MIN_EDITED))


_SHOWN_LINE = re.compile(r"^[ \t]*\d{1,6}(?:→|\t|:[ \t]| ?\|[ \t]?)")  # (`  12→`, `12\t`, `12: `, `  12 | `)


def fresh_lines(turns: Sequence[Turn]) -> dict[tuple[int, int], list[str]]:
    """For each call that wrote a whole file (by turn and position), the lines it wrote that no earlier tool
    output or write of the session showed: what a rewrite changed in a file read or written before it."""
    seen: set[str] = set()
    out: dict[tuple[int, int], list[str]] = {}
    for turn in turns:
        for k, call in enumerate(turn.tools):
            if written := ([] if added_lines(call) else written_lines(call)):
                out[(turn.index, k)] = [line for line in written if line not in seen]
            seen.update(written)
            seen.update(_SHOWN_LINE.sub("", line).strip() for line in call.result.split("\n"))
    return out


def command(call: ToolCall) -> str:
    """The command line a shell call ran ('' for other tools): the `command` or `cmd`
    argument (a string, or an argv list whose `bash -lc` wrapper is dropped)."""
    args = load_json(call.arguments)  # (None for arguments that are not JSON or nested thousands deep)
    said = args.get("command", args.get("cmd")) if isinstance(args, dict) else None
    if isinstance(said, list):
        parts = [str(p) for p in said]
        return parts[-1] if len(parts) >= 3 and parts[1] in ("-lc", "-c") else " ".join(parts)
    return said if isinstance(said, str) else ""


def searches(call: ToolCall) -> bool:
    """The tool searches rather than reads (Grep, Glob, search_files, list_directory): the path it
    names is where it looked, not a file it read."""
    return not set(vocab.table()["runs"]["search_tools"]).isdisjoint(re.split(r"[_\W]+", call.name.lower()))


def shown_files(call: ToolCall) -> tuple[str, ...]:
    """The files a shell call shows the lines of (`nl -ba src/parser.rs | sed -n '1,30p'`, `cat -n
    app.py`, `sed -n '20,40p' lib/x.rb`): the operands of a program that shows a file, at the head
    of each step, that look like a file (a dot in the last part, or a slash). Not a search's
    folder, and not what `grep` or `ls` list."""
    shows = set(vocab.table()["runs"]["shows_file"])
    out: list[str] = []
    try:  # (a pipe or a separator inside quotes, `sed -n 's/a\|b/c/p'`, splits nothing)
        lexer = shlex.shlex(command(call).replace("\n", ";"), posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        tokens = list(lexer)
    except ValueError:
        return ()  # (an unclosed quote: nothing read for sure)
    steps: list[list[str]] = [[]]
    for token in tokens:
        if token in ("|", "||", "&&", ";", "&"):
            steps.append([])
        else:
            steps[-1].append(token)
    for words in steps:
        if not words or words[0].rsplit("/", 1)[-1] not in shows or any(w == "-i" or w.startswith("-i.") for w in words):
            continue  # (`sed -i` edits)
        # (what a redirection writes or feeds is no file shown: `cat > src/config.py << 'EOF'`)
        cut = next((k for k, w in enumerate(words) if w.startswith(("<", ">"))), len(words))
        operands = [w for w in words[1:cut] if not w.startswith("-")]
        if words[0].endswith("sed") and not any(w in ("-e", "--expression") for w in words):
            operands = operands[1:]  # (its first operand is the script: '1,30p', 's/a/b/')
        out.extend(w for w in operands if _FILE_LIKE.fullmatch(w))
    return tuple(dict.fromkeys(out))


_FILE_LIKE = re.compile(r"[\w./@+-]*(?:/[\w.@+-]+|[\w@+-]\.[A-Za-z0-9]{1,8})")


def _fixed_by_edit(turn: Turn) -> bool:
    """The agent changed code in this turn: the defect it describes was worked on there."""
    return any(added_lines(c) or removed_lines(c) for c in turn.tools)


def confirmed(turns: Sequence[Turn]) -> set[int]:
    """Turns whose change the next user message opens by saying it works ("added it, works,
    thx", 「入れてみた、動きました」, 「加上了，可以了」): settled, whoever made the change: the
    agent's edit, or the user, who says so. Not "That works." in answer to a proposal nobody
    carried out, nor "works, but only for admins"."""
    out = set()
    for before, after in zip(turns, turns[1:], strict=False):
        # (after the mode an Aider input names first: "/ask works now thx. different issue: …")
        opening = _OPENING.split(_MODE.sub("", after.user.strip(), 1), 1)[0][:160]
        if (vocab.first(opening, "confirmed") and not vocab.first(opening, "confirmed_but")
                and (_fixed_by_edit(before) or vocab.first(opening, "confirmed_applied"))):
            out.add(before.index)
    return out


def confirms_check(turns: Sequence[Turn], turn: Turn) -> bool:
    """The user confirms what the agent asked to check (「nc 试了，确实超时」, "confirmed, it times
    out"): a confirming word, and every defect word of the message already in the reply before it
    (not 「果然，另外导出 CSV 也报错了」, a new report)."""
    before = next((t.assistant.lower() for t in turns if t.index == turn.index - 1), "")
    said = vocab.find_all(turn.user, "defect")
    opening = vocab.first(turn.user, "confirms")
    # (the confirming word opens the message, and nothing is added after it: 而且/另外/also)
    return (opening is not None and opening.start() <= _OPENS_WITHIN and not vocab.first(turn.user, "adds_more")
            and bool(said) and all(m.group(0).lower() in before for m in said))


_OPENS_WITHIN = 12  # characters before the confirming word ("nc 试了，确实…"): it opens the message
_COMMAND_BLOCK = re.compile(r"```[\w-]*\n(.*?)```", re.DOTALL)


def answers_check(turns: Sequence[Turn], turn: Turn) -> bool:
    """The user pastes what the commands the reply before asked them to run printed ("getent gives
    10.40.12.87 / nc: connect … timed out" after ``getent hosts …`` and ``nc -vz …``): the message opens
    with one of those commands' names, so its failures are the check's answer, not a new report."""
    before = next((t.assistant for t in turns if t.index == turn.index - 1), "")
    programs = {line.split()[0] for block in _COMMAND_BLOCK.findall(before) for line in block.splitlines()
                if line.strip() and re.fullmatch(r"[a-z][\w.-]{1,30}", line.split()[0])}
    first = re.match(r"\W*([a-z][\w.-]{1,30})\b", turn.user)
    return bool(programs) and first is not None and first.group(1) in programs


_OPENING = re.compile(r"(?<=[.!?。！？])\s*|\n")
_MODE = re.compile("^(?:" + "|".join(map(re.escape, PROMPT_COMMANDS)) + r")\s+")


def _quotes_untouched(text: str, turn: Turn) -> bool:
    """``text`` quotes a line of code (in a fence or in backticks) that the turn's edits
    neither removed nor wrote."""
    removed = {line.strip() for call in turn.tools for line in removed_lines(call)}
    added = {line.strip() for call in turn.tools for line in added_lines(call)}
    changed = removed ^ added
    # (or names a symbol of its own: "`due_for_renewal` 这个 scope 用的是 `Date.today`")
    quoted = [code for _, code in quoted_code(text)] + [m.value for m in mentions.find(text) if m.kind in ("code", "symbol")]
    if any(len(q) >= vocab.table()["quoting"]["min_chars"] and q not in changed and not any(q in c for c in changed)
           for q in quoted):
        return True
    # (a short name of its own that no changed line says at all: `args.utc`, beside edits that never read it)
    names = {m.value for m in mentions.find(text) if m.kind == "symbol" and len(m.value) >= 3}
    return any(not any(re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", c) for c in changed) for n in names) and bool(changed)


def _written_paths(turns: Sequence[Turn]) -> set[str]:
    """The files the agent's tools edited or wrote whole in these turns, as written there."""
    out: set[str] = set()
    for turn in turns:
        for call in turn.tools:
            parsed = load_json(call.arguments)
            if added_lines(call) or (isinstance(parsed, dict) and isinstance(parsed.get("content"), str)):
                out.update(call.paths)
    return out
