"""Session readers (SPEC G-2, G-3.4): every format to one turn model, discovery of the
sessions recorded for a folder, and no crash on damaged transcripts."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from honing.sessions import (
    FORMATS,
    SessionError,
    detect_format,
    discover_sessions,
    find_session,
    parse_messages,
    read_session,
)
from honing.sessions._common import decode, split_lines
from honing.sessions.claude_code import INJECTED_PREFIXES, parse_claude_code
from honing.sessions.cline import parse_cline
from honing.sessions.codex import parse_codex
from honing.sessions.discovery import claude_slug
from honing.sessions.gemini import parse_gemini_lines

from .conftest import SHARED, shared_path

FIXTURES = Path(__file__).parent / "fixtures" / "sessions"
CLAUDE_BASIC = FIXTURES / "claude-code" / "basic.jsonl"
CODEX = next((FIXTURES / "codex").glob("rollout-*.jsonl"))
GEMINI = next((FIXTURES / "gemini").glob("session-*.json"))
CLINE_TASK = FIXTURES / "cline" / "1727773200000"
AIDER = FIXTURES / "aider" / ".aider.chat.history.md"
OPENAI = FIXTURES / "openai" / "messages.json"
CLAUDE_DATA = SHARED / "transcripts" / "claude-code"


def users(session) -> list[str]:
    return [t.user for t in session.turns]


def tool(session, turn: int, name: str):
    return next(t for t in session.turns[turn - 1].tools if t.name == name)


def shared_claude_files() -> list[Path]:
    """The real Claude Code transcripts. Outside CI a missing set skips; in CI it fails."""
    return sorted(shared_path("transcripts/claude-code").rglob("*.jsonl"))


# ----------------------------------------------------------------------------- Claude Code


def test_claude_code_turns_are_real_user_messages_only() -> None:
    s = read_session(CLAUDE_BASIC)
    assert (s.format, s.id, s.cwd) == ("claude-code", "c0ffee00-0000-4000-8000-000000000001", "/work/demo")
    # meta caveat, /model command and its output, the interrupt notice and a reminder-only
    # message are not turns; the reminder inside turn 1 is cut out
    assert users(s) == ["Add a --verbose flag to cli.py", "Now add a test for it", "thanks, that's all"]
    assert [t.index for t in s.turns] == [1, 2, 3]
    assert s.turns[0].timestamp == "2025-10-01T10:00:00.000Z"
    assert s.last_activity == "2025-10-01T10:07:00.000Z"
    assert s.skipped == 0


def test_claude_code_merges_an_assistant_message_written_over_several_lines() -> None:
    s = read_session(CLAUDE_BASIC)
    # msg_1 spans four records (thinking, text, two tool uses); msg_3's text is written twice
    assert s.turns[0].assistant == ("I'll read cli.py first.\n\nAdding the flag now.\n\n"
                                    "Done: `--verbose` now raises the log level.")
    assert s.turns[2].assistant == ""  # no reply recorded


def test_claude_code_tool_calls_carry_results_paths_and_errors() -> None:
    s = read_session(CLAUDE_BASIC)
    assert [t.name for t in s.turns[0].tools] == ["Read", "Grep", "Edit"]
    read = tool(s, 1, "Read")
    # this result hangs off the parallel-call fork, not the chain to the latest message
    assert read.result.startswith("import argparse") and read.paths == ("/work/demo/cli.py",)
    assert json.loads(read.arguments) == {"file_path": "/work/demo/cli.py"}
    assert tool(s, 1, "Grep").result == "cli.py:1:import argparse"  # result given as blocks
    edit = tool(s, 1, "Edit")
    assert edit.is_error and edit.result == "File has been modified since read"
    assert tool(s, 2, "Write").paths == ("/work/demo/tests/test_cli.py",)


def test_claude_code_rewind_keeps_only_the_branch_that_was_continued() -> None:
    s = read_session(FIXTURES / "claude-code" / "rewind.jsonl")
    assert users(s) == ["Rename util.py to helpers.py", "Actually, keep the old name and add an alias"]
    assert "Updated three imports." not in "".join(t.assistant for t in s.turns)


def test_claude_code_compaction_keeps_the_turns_before_it() -> None:
    s = read_session(FIXTURES / "claude-code" / "compacted.jsonl")
    assert users(s) == ["Set up CI", "Now add a lint job"]  # the compact summary is not a turn


def test_claude_code_side_chains_are_not_turns_in_a_file_without_links() -> None:
    records = [
        {"type": "user", "message": {"role": "user", "content": "Fix the build"}, "isSidechain": False},
        {"type": "user", "message": {"role": "user", "content": "Search for failing tests"}, "isSidechain": True},
        {"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": "Sub-agent text"}]},
         "isSidechain": True},
        {"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": "Fixed."}]}},
    ]
    s = parse_claude_code([json.dumps(r) for r in records], session_id="stem")
    assert users(s) == ["Fix the build"] and s.turns[0].assistant == "Fixed."
    assert s.id == "stem"


def test_claude_code_a_subagent_transcript_is_read_as_its_own_main_chain() -> None:
    records = [
        {"type": "user", "isSidechain": True, "uuid": "1", "parentUuid": None,
         "message": {"role": "user", "content": "List the test files"}},
        {"type": "assistant", "isSidechain": True, "uuid": "2", "parentUuid": "1",
         "message": {"id": "m", "role": "assistant", "content": [{"type": "text", "text": "Three files."}]}},
    ]
    s = parse_claude_code([json.dumps(r) for r in records])
    assert users(s) == ["List the test files"] and "side chain" in s.notes[0]


def test_every_real_claude_code_transcript_parses() -> None:
    files = shared_claude_files()
    assert len(files) >= 10
    for path in files:
        s = read_session(path)
        assert s.format == "claude-code" and s.turns, path
        for turn in s.turns:
            assert turn.user.strip() and not turn.user.startswith(INJECTED_PREFIXES), (path, turn.user[:80])
            assert "<system-reminder>" not in turn.user and "<command-name>" not in turn.user


def test_real_short_session_has_its_single_real_turn() -> None:
    shared_claude_files()
    s = read_session(CLAUDE_DATA / "spotter" / "short.jsonl")
    assert users(s) == ["mix phx.server doesnt seem to start"]
    assert s.cwd == "/home/marco/projects/spotter"
    assert [(t.name, t.is_error) for t in s.turns[0].tools] == [("Bash", True), ("Glob", True)]  # rejected


def test_real_edge_cases_drop_commands_caveats_and_broken_records() -> None:
    shared_claude_files()
    s = read_session(CLAUDE_DATA / "claude-code-log" / "edge_cases.jsonl")
    assert [u[:30] for u in users(s)] == ["Here's a message with some **m", "Let's test a very long message",
                                          "Testing special characters: ca"]
    # 3 lines that are not objects, one object without a type, two messages of the wrong shape
    assert s.skipped == 6


def test_real_sessions_exclude_meta_notifications_and_compaction_summaries() -> None:
    shared_claude_files()
    spotter = CLAUDE_DATA / "spotter"
    # the skill prompt after the slash command is an isMeta record
    assert users(read_session(spotter / "subagent.jsonl")) == ["create the beads"]
    assert users(read_session(spotter / "tool_heavy.jsonl")) == [
        "start phoenix in background",
        "scrolling back in xterm.js still does not work (maybe because outer web catches it)? "
        "websearch xterm.js tmux interactions"]
    # compacted sessions: the chain is followed across the compaction boundary, and the
    # background-task notifications are not turns
    assert users(read_session(spotter / "258c7280-ae70-4798-800f-63464d01a85d.jsonl")) == [
        "Implement spotter-gqc", "did you push?"]
    long = read_session(spotter / "4d5611e5-241a-462a-8d15-5122611a9569.jsonl")
    assert [u[:20] for u in users(long)] == ["Work on bead spotter", "continue"]
    assert sum(len(t.tools) for t in long.turns) > 100


# ----------------------------------------------------------------------------- Codex


def test_codex_turns_come_from_user_message_events() -> None:
    s = read_session(CODEX)
    assert (s.format, s.id, s.cwd) == ("codex", "0199a0b2-0000-7000-8000-00000000c0de", "/work/demo")
    # AGENTS.md and environment context are not turns; "Install it then" was rolled back
    assert users(s) == ["Fix the failing test in tests/test_math.py", "Run the whole suite with coverage",
                        "Skip coverage; just list slow tests"]
    assert s.turns[0].timestamp == "2025-10-01T09:00:05.000Z"
    assert s.last_activity == "2025-10-01T09:04:10.000Z"


def test_codex_assistant_text_is_not_doubled_by_agent_message_events() -> None:
    s = read_session(CODEX)
    assert s.turns[0].assistant == "Fixed `add` in src/math_utils.py; all 12 tests pass."


def test_codex_tool_calls_results_and_patch_paths() -> None:
    s = read_session(CODEX)
    shell = tool(s, 1, "shell")
    assert shell.result == "1 failed, 11 passed" and shell.is_error  # exit code 1
    patch = tool(s, 1, "apply_patch")
    assert patch.paths == ("src/math_utils.py",) and not patch.is_error
    denied = tool(s, 2, "shell")
    assert denied.is_error and "network access denied" in denied.result
    assert tool(s, 3, "local_shell").result.startswith("slowest 3 durations")


def test_codex_without_user_events_reads_user_items_and_skips_injected_ones() -> None:
    lines = [
        {"timestamp": "t1", "type": "session_meta", "payload": {"id": "x", "cwd": "/p"}},
        {"timestamp": "t2", "type": "response_item", "payload": {"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": "<environment_context>\n<cwd>/p</cwd>\n</environment_context>"}]}},
        {"timestamp": "t3", "type": "response_item", "payload": {"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": "Rename the module"}]}},
        {"timestamp": "t4", "type": "event_msg", "payload": {"type": "agent_message", "message": "Renamed."}},
    ]
    s = parse_codex([json.dumps(line) for line in lines])
    assert users(s) == ["Rename the module"] and s.turns[0].assistant == "Renamed."


# ----------------------------------------------------------------------------- Gemini CLI


def test_gemini_chat_record() -> None:
    s = read_session(GEMINI)
    assert (s.format, s.id, s.cwd) == ("gemini", "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b", None)  # no cwd recorded
    assert users(s) == ["Explain what src/server.ts does", "Make the port configurable"]  # info message skipped
    read = tool(s, 1, "read_file")
    assert read.paths == ("/work/demo/src/server.ts",) and read.result == "import http from 'node:http';"
    replace = tool(s, 2, "replace")
    assert replace.is_error and replace.result == "Failed to edit, 0 occurrences found"
    assert s.turns[1].assistant == "The port now comes from PORT."  # the thought part is left out
    assert s.last_activity == "2025-10-01T11:06:00.000Z"
    assert read_session(GEMINI, cwd="/work/demo").cwd == "/work/demo"


def test_gemini_log_applies_rewrites_rewinds_and_metadata_updates() -> None:
    lines = [
        {"sessionId": "s1", "projectHash": "h", "startTime": "t0", "lastUpdated": "t0"},
        {"id": "1", "timestamp": "t1", "type": "user", "content": [{"text": "first"}]},
        {"id": "2", "timestamp": "t2", "type": "gemini", "content": "draft"},
        {"id": "2", "timestamp": "t2", "type": "gemini", "content": "final answer"},
        {"id": "3", "timestamp": "t3", "type": "user", "content": "abandoned"},
        {"id": "4", "timestamp": "t4", "type": "gemini", "content": "abandoned reply"},
        {"$rewindTo": "3"},
        {"id": "5", "timestamp": "t5", "type": "user", "content": "second"},
        {"$set": {"lastUpdated": "t6"}},
    ]
    s = parse_gemini_lines([json.dumps(line) for line in lines])
    assert users(s) == ["first", "second"] and s.turns[0].assistant == "final answer"
    assert (s.id, s.last_activity) == ("s1", "t6")


# ----------------------------------------------------------------------------- Cline / Roo


@pytest.mark.parametrize("path", [CLINE_TASK, CLINE_TASK / "api_conversation_history.json"])
def test_cline_task_folder_or_file(path: Path) -> None:
    s = read_session(path)
    assert (s.format, s.id, s.cwd) == ("cline", "1727773200000", "/work/demo")
    # the task, the feedback on a denied edit, the feedback on the completion, the answer
    assert users(s) == ["Add input validation to the signup form", "Use zod instead of hand-written checks",
                        "Also reject disposable email domains", "A static list is fine"]
    assert s.last_activity == "2024-10-01T09:05:00Z"  # from ui_messages.json


def test_cline_tools_results_and_spoken_text() -> None:
    s = read_session(CLINE_TASK)
    assert s.turns[0].assistant == "Let me look at the form."  # thinking and tool XML removed
    read = tool(s, 1, "read_file")
    assert read.paths == ("src/signup.ts",) and read.result == "export function signup(email: string) {}"
    assert tool(s, 1, "replace_in_file").is_error  # denied by the user
    assert "<environment_details>" not in "".join(t.result for turn in s.turns for t in turn.tools)
    assert s.turns[1].assistant == "The signup form now validates input with zod."  # attempt_completion
    assert s.turns[2].assistant == "Should I use a list of domains or an API?"


def test_cline_native_tool_use_and_tool_results_only_message() -> None:
    history = [
        {"role": "user", "content": [{"type": "text", "text": "<task>\nList the files\n</task>"}]},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "list_files", "input": {"path": "."}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "a.py\nb.py"},
                                     {"type": "text", "text": "<environment_details>\nx\n</environment_details>"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "Two files."}]},
    ]
    s = parse_cline(history, session_id="task")
    assert users(s) == ["List the files"] and s.turns[0].assistant == "Two files."
    assert tool(s, 1, "list_files").result == "a.py\nb.py"


# ----------------------------------------------------------------------------- Aider


def test_aider_reads_the_last_run_of_the_history() -> None:
    s = read_session(AIDER)
    assert (s.format, s.id, s.cwd) == ("aider", "2025-10-01T09:00:00", str(AIDER.parent.absolute()))
    # "/add app.py" is a command; the run of 2025-09-30 is not read
    assert users(s) == ['add a /health endpoint\nthat returns {"ok": true}', "/ask is the endpoint covered by tests?"]
    assert "2 aider runs" in s.notes[0]


def test_aider_output_blocks_and_fenced_quotes() -> None:
    s = read_session(AIDER)
    first = s.turns[0]
    # the SEARCH/REPLACE block aider applied is an edit call (old and new text), as other
    # agents' edit tools record one, and leaves the reply's prose
    assert first.assistant == "I'll add the route."
    edit, output = first.tools
    assert json.loads(edit.arguments) == {"file_path": "app.py", "old_string": "",
                                          "new_string": '@app.get("/health")\ndef health():\n    return {"ok": True}'}
    assert edit.paths == ("app.py",) and edit.result == "Applied edit to app.py"
    assert output.name == "aider" and output.paths == ("app.py",) and "Commit 1a2b3c4" in output.result
    # a '> ' line inside a fenced block is the model's text, not aider output
    assert "> curl localhost:8000/health" in s.turns[1].assistant


# ----------------------------------------------------------------------------- OpenAI messages


def test_openai_messages_file_and_parse_messages() -> None:
    s = read_session(OPENAI)
    assert s.format == "openai" and s.id == "messages" and s.cwd is None
    assert users(s) == ["What's in config.yaml?", "Change it to 9090"]  # system/developer are not turns
    call = tool(s, 1, "read_file")
    assert (call.result, call.paths) == ("port: 8080", ("config.yaml",))
    assert s.turns[1].assistant == "Done: port is now 9090."
    direct = parse_messages(json.loads(OPENAI.read_text())["messages"], id="chat", cwd="/repo")
    assert (direct.id, direct.cwd, direct.turns) == ("chat", "/repo", s.turns)


def test_parse_messages_counts_malformed_messages() -> None:
    messages = [{"role": "user", "content": "hi"}, "not a message", {"content": "no role"},
                {"role": "user", "content": 42}, {"role": "assistant", "content": "hello"}]
    s = parse_messages(messages)  # type: ignore[list-item]
    assert users(s) == ["hi"] and s.turns[0].assistant == "hello" and s.skipped == 3


# ----------------------------------------------------------------------------- detection and errors


@pytest.mark.parametrize("path, expected", [
    (CLAUDE_BASIC, "claude-code"), (CODEX, "codex"), (GEMINI, "gemini"),
    (CLINE_TASK / "api_conversation_history.json", "cline"), (AIDER, "aider"), (OPENAI, "openai"),
])
def test_format_detection(path: Path, expected: str, tmp_path: Path) -> None:
    assert expected in FORMATS
    assert detect_format(path.name, path.read_text(encoding="utf-8")) == expected
    # the contents alone are enough too
    renamed = tmp_path / ("transcript" + path.suffix)
    shutil.copy(path, renamed)
    assert read_session(renamed).format == expected


def test_missing_path_is_a_session_error_naming_it(tmp_path: Path) -> None:
    missing = tmp_path / "nope.jsonl"
    with pytest.raises(SessionError, match="nope.jsonl: no such file"):
        read_session(missing)


def test_folder_that_is_not_a_task_and_unknown_content(tmp_path: Path) -> None:
    with pytest.raises(SessionError, match="without api_conversation_history.json"):
        read_session(tmp_path)
    notes = tmp_path / "notes.txt"
    notes.write_text("just some notes\n", encoding="utf-8")
    with pytest.raises(SessionError, match="not a transcript in a known format"):
        read_session(notes)
    with pytest.raises(SessionError, match="unknown session format 'cursor'"):
        read_session(CLAUDE_BASIC, format="cursor")
    broken = tmp_path / "broken.json"
    broken.write_text('{"messages": [', encoding="utf-8")
    with pytest.raises(SessionError, match="not valid JSON"):
        read_session(broken, format="openai")


def test_unreadable_file_is_a_session_error(tmp_path: Path) -> None:
    if os.geteuid() == 0:
        # permissions do not bind root (CI runs as root): /proc/self/mem refuses a plain read
        with pytest.raises(SessionError, match="cannot be read"):
            read_session("/proc/self/mem", format="claude-code")
        return
    locked = tmp_path / "locked.jsonl"
    locked.write_text(CLAUDE_BASIC.read_text(encoding="utf-8"), encoding="utf-8")
    locked.chmod(0)
    try:
        with pytest.raises(SessionError, match="cannot be read"):
            read_session(locked)
    finally:
        locked.chmod(0o600)


# ----------------------------------------------------------------------------- damaged input


DAMAGED = [b"{not json", b"[1, 2]", b'"text"', b"\x00\x00{", b'{"a": "\x00"}', b"\xff\xfe\xfa invalid utf-8",
           b"x" * 2_000_000, b"[" * 100_000, b'{"type": "user", "message": "wrong type"}']


@pytest.mark.parametrize("source, wrong_types", [
    (CLAUDE_BASIC, [b'{"type": "assistant", "message": {"content": 5}}', b'{"no_type": true}']),
    (CODEX, [b'{"type": "event_msg", "payload": [1]}', b'{"type": "response_item", "payload": {"type": '
             b'"function_call", "name": 7, "arguments": "{}", "call_id": "c"}}']),
])
def test_damaged_lines_are_skipped_and_counted(source: Path, wrong_types: list[bytes], tmp_path: Path) -> None:
    clean = read_session(source)
    bad = DAMAGED + wrong_types
    good = source.read_bytes().split(b"\n")
    assert len(good) > len(bad)
    mixed = [line for i, line in enumerate(good) for line in ([line, bad[i]] if i < len(bad) else [line])]
    damaged = tmp_path / source.name
    damaged.write_bytes(b"\n".join(mixed))
    s = read_session(damaged)
    assert (s.turns, s.cwd, s.id) == (clean.turns, clean.cwd, clean.id)
    assert s.skipped == len(bad)


def test_output_is_deterministic() -> None:
    for path in (CLAUDE_BASIC, CODEX, GEMINI, CLINE_TASK, AIDER, OPENAI):
        assert read_session(path).to_dict() == read_session(path).to_dict()


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
NOT_OBJECTS = JSON_VALUES.filter(lambda v: not isinstance(v, dict))
NOT_CONTENT = JSON_VALUES.filter(lambda v: not isinstance(v, list | str))
# Lines no reader accepts: text, bytes decoded with replacement, JSON that is not an object,
# and message records whose message has the wrong type.
GARBAGE = st.one_of(
    st.text(st.characters(blacklist_characters="\n\r", blacklist_categories=("Cs",)), max_size=200),
    st.binary(max_size=200).map(lambda b: decode(b).replace("\n", " ").replace("\r", " ")),
    NOT_OBJECTS.map(json.dumps),
    NOT_OBJECTS.map(lambda v: json.dumps({"type": "user", "message": v})),
)
# Records of the format's own types with fields of the wrong type.
CLAUDE_GARBAGE = GARBAGE | NOT_CONTENT.map(
    lambda v: json.dumps({"type": "assistant", "message": {"role": "assistant", "content": v}}))
CODEX_GARBAGE = GARBAGE | NOT_OBJECTS.map(lambda v: json.dumps({"type": "event_msg", "payload": v})) | NOT_CONTENT.map(
    lambda v: json.dumps({"type": "response_item", "payload": {"type": "message", "role": "assistant", "content": v}}))


def _mix(lines: list[str], inserts: list[tuple[int, str]]) -> list[str]:
    mixed = list(lines)
    for at, garbage in sorted(inserts, key=lambda pair: pair[0], reverse=True):
        mixed.insert(min(at, len(mixed)), garbage)
    return mixed


def _check_garbage(path: Path, parse, inserts: list[tuple[int, str]]) -> None:
    lines = split_lines(path.read_text(encoding="utf-8"))
    clean = parse(lines)
    s = parse(_mix(lines, inserts))
    assert s.turns == clean.turns
    assert (s.cwd, s.id, s.last_activity) == (clean.cwd, clean.id, clean.last_activity)
    assert s.skipped == sum(1 for _, garbage in inserts if garbage.strip())


@settings(max_examples=150, deadline=None)
@given(inserts=st.lists(st.tuples(st.integers(min_value=0, max_value=40), CLAUDE_GARBAGE), max_size=12))
def test_garbage_in_a_claude_code_file_never_raises_and_keeps_the_turns(inserts: list[tuple[int, str]]) -> None:
    _check_garbage(CLAUDE_BASIC, parse_claude_code, inserts)


@settings(max_examples=150, deadline=None)
@given(inserts=st.lists(st.tuples(st.integers(min_value=0, max_value=40), CODEX_GARBAGE), max_size=12))
def test_garbage_in_a_codex_rollout_never_raises_and_keeps_the_turns(inserts: list[tuple[int, str]]) -> None:
    _check_garbage(CODEX, parse_codex, inserts)


# ----------------------------------------------------------------------------- discovery


def _copy(source: Path, target: Path, project: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(source.read_text(encoding="utf-8").replace('"/work/demo"', json.dumps(str(project))),
                      encoding="utf-8")
    return target


@pytest.fixture()
def fake_home(tmp_path: Path) -> tuple[Path, Path]:
    """A home with sessions for ``project`` in every store, plus ones that must not match."""
    home, project = tmp_path / "home", tmp_path / "my_project.v2"
    project.mkdir(parents=True)
    slug_dir = home / ".claude" / "projects" / claude_slug(str(project))
    _copy(CLAUDE_BASIC, slug_dir / "c0ffee00-0000-4000-8000-000000000001.jsonl", project)
    _copy(CLAUDE_BASIC, slug_dir / "agent-1234.jsonl", project)  # old-style subagent file
    _copy(CLAUDE_BASIC, slug_dir / "c0ffee00-0000-4000-8000-000000000001" / "subagents" / "agent-a1.jsonl", project)
    # same slug, other folder ("my/project/v2" and "my_project.v2" collide): must not match
    _copy(FIXTURES / "claude-code" / "rewind.jsonl", slug_dir / "other.jsonl", tmp_path / "my" / "project" / "v2")
    codex_day = home / ".codex" / "sessions" / "2025" / "10" / "01"
    _copy(CODEX, codex_day / CODEX.name, project)
    _copy(CODEX, codex_day / "rollout-2025-10-01T08-00-00-other.jsonl", tmp_path / "elsewhere")
    project_hash = hashlib.sha256(str(project).encode()).hexdigest()
    _copy(GEMINI, home / ".gemini" / "tmp" / project_hash / "chats" / GEMINI.name, project)
    shutil.copy(AIDER, project / ".aider.chat.history.md")
    return home, project


def test_discover_sessions_in_every_store_newest_first(fake_home: tuple[Path, Path]) -> None:
    home, project = fake_home
    found = discover_sessions(project, home=home)
    assert [(i.format, i.id) for i in found] == [
        ("gemini", "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b"),    # 11:06
        ("claude-code", "c0ffee00-0000-4000-8000-000000000001"),  # 10:07
        ("codex", "0199a0b2-0000-7000-8000-00000000c0de"),      # 09:04:10
        ("aider", "2025-10-01T09:00:00"),                       # 09:00 (no zone: read as UTC)
    ]
    assert [i.turns for i in found] == [2, 3, 3, 2]
    assert {i.cwd for i in found} == {str(project)}
    assert all(Path(i.path).is_file() for i in found)


def test_discovery_finds_gemini_projects_by_their_registry_short_id(tmp_path: Path) -> None:
    home, project = tmp_path / "home", tmp_path / "app"
    project.mkdir()
    (home / ".gemini").mkdir(parents=True)
    (home / ".gemini" / "projects.json").write_text(json.dumps({"projects": {str(project): "app"}}), encoding="utf-8")
    _copy(GEMINI, home / ".gemini" / "tmp" / "app" / "chats" / GEMINI.name, project)
    (found,) = discover_sessions(project, home=home)
    assert found.format == "gemini" and found.cwd == str(project)


def test_discovery_ties_are_ordered_by_path(tmp_path: Path) -> None:
    home, project = tmp_path / "home", tmp_path / "p"
    project.mkdir()
    codex = _copy(CODEX, home / ".codex" / "sessions" / "2025" / "10" / "01" / CODEX.name, project)
    chat = json.loads(GEMINI.read_text(encoding="utf-8"))
    chat["lastUpdated"] = read_session(codex).last_activity  # the same moment
    gemini = home / ".gemini" / "tmp" / hashlib.sha256(str(project).encode()).hexdigest() / "chats" / GEMINI.name
    gemini.parent.mkdir(parents=True)
    gemini.write_text(json.dumps(chat), encoding="utf-8")
    # Gemini's store is searched first; ~/.codex sorts before ~/.gemini
    assert [i.format for i in discover_sessions(project, home=home)] == ["codex", "gemini"]


def test_find_session_by_id_never_falls_back(fake_home: tuple[Path, Path]) -> None:
    home, project = fake_home
    path = find_session("0199a0b2-0000-7000-8000-00000000c0de", project, home=home)
    assert path is not None and path.name == CODEX.name
    assert find_session("c0ffee00-0000-4000-8000-000000000001", project, home=home).name.startswith("c0ffee00")
    assert find_session("c0ffee00-0000-4000-8000-000000000002", project, home=home) is None  # other folder's
    assert find_session("c0ffee00", project, home=home) is None  # no prefix matching
    assert find_session("x", project, home=home) is None


def test_claude_slug_replaces_every_non_alphanumeric_character() -> None:
    assert claude_slug("/home/u/my_project.v2") == "-home-u-my-project-v2"
    assert claude_slug("/Users/me/.agents") == "-Users-me--agents"
    assert claude_slug("/a/文档") == "-a---"
