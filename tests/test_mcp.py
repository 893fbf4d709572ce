"""`hone mcp`: the real server, started as a subprocess and spoken to over stdio by the
official SDK's own client. Every tool answers exactly what the library answers; bad input
is a tool error result with one line, and the server goes on serving."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

import honing
from honing.engine.config import discover
from honing.references import Limits

pytest.importorskip("mcp")

from mcp import ClientSession, StdioServerParameters  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CASE = ROOT / "bench" / "ground_cases" / "01-invoice-vat-keyerror"
TOOLS = {"analyze_prompt", "optimize_prompt", "restructure_prompt", "count_tokens", "expand_references",
         "ground_request"}


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    """A project with a session transcript, a file to reference, and a secret beside it."""
    ws = (tmp_path / "ws").resolve()
    shutil.copytree(CASE / "project", ws / "project")
    shutil.copy(CASE / "session.json", ws / "session.json")
    (ws / "notes.md").write_text("line one\nline two\nline three\n", encoding="utf-8")
    (ws / ".env").write_text("API_KEY=do-not-send\n", encoding="utf-8")
    (tmp_path / "outside.md").write_text("not in the workspace\n", encoding="utf-8")
    return ws


def _serve(workspace: Path, body: Callable[[ClientSession], Awaitable[Any]], *flags: str) -> Any:
    """Start `hone mcp --workspace WS` and run ``body`` against it with the SDK's client."""
    params = StdioServerParameters(command=sys.executable, cwd=str(workspace),
                                   args=["-c", "from honing.cli import main; main()", "mcp", "--workspace",
                                         str(workspace), *flags])

    async def run() -> Any:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            return await body(session)

    return asyncio.run(asyncio.wait_for(run(), timeout=120))


async def _call(session: ClientSession, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    result = await session.call_tool(name, arguments)
    assert not result.is_error, result.content
    assert result.structured_content is not None
    return result.structured_content


async def _error(session: ClientSession, name: str, arguments: dict[str, Any]) -> str:
    result = await session.call_tool(name, arguments)
    assert result.is_error, result.structured_content
    (content,) = result.content
    text = content.text  # type: ignore[union-attr]
    assert "\n" not in text and "Traceback" not in text, text
    return text


def test_tools_are_listed_with_described_typed_inputs(workspace: Path) -> None:
    async def body(session: ClientSession) -> Any:
        return (await session.list_tools()).tools

    tools = {t.name: t for t in _serve(workspace, body)}
    assert set(tools) == TOOLS
    for tool in tools.values():
        assert tool.description, tool.name
        schema = tool.input_schema
        assert schema["type"] == "object"
        assert all(p.get("description") for p in schema["properties"].values()), tool.name
    assert tools["analyze_prompt"].input_schema["required"] == ["prompt"]
    assert tools["count_tokens"].input_schema["properties"]["text"]["type"] == "string"
    ground = tools["ground_request"].input_schema["properties"]
    assert ground["level"]["enum"] == ["off", "normal", "advanced", "extreme"]
    assert ground["form"]["enum"] == ["ptc", "conversational", "auto"]
    assert (ground["turns"]["minimum"], ground["turns"]["maximum"]) == (0, 10)
    assert tools["optimize_prompt"].input_schema["properties"]["goal"]["enum"] == ["balanced", "tokens", "quality"]


def test_every_tool_answers_what_the_library_answers(workspace: Path) -> None:
    prompt = "Hello! Please write something about dogs."
    request = "fix the login bug and make the tests pass and don't touch the API"
    message = "Summarize @file:notes.md:2-3 and @file:.env"

    async def body(session: ClientSession) -> dict[str, Any]:
        return {
            "analyze": await _call(session, "analyze_prompt", {"prompt": prompt}),
            "analyze_selected": await _call(session, "analyze_prompt", {"prompt": prompt, "model": "claude-opus-4-5",
                                                                        "select": ["clarity"],
                                                                        "ignore": ["vague_language"]}),
            "optimize": await _call(session, "optimize_prompt", {"prompt": prompt, "goal": "tokens"}),
            "restructure": await _call(session, "restructure_prompt", {"prompt": request}),
            "tokens": await _call(session, "count_tokens", {"text": "hello world", "model": "gpt-4o"}),
            "expand": await _call(session, "expand_references", {"text": message}),
            "ground": await _call(session, "ground_request", {"sentence": "ok now fix this bug",
                                                              "transcript": "session.json", "cwd": "project"}),
        }

    got = _serve(workspace, body)
    config = discover(workspace)
    assert got["analyze"] == honing.analyze(prompt, config=config, timings=False).to_dict()
    selected = got["analyze_selected"]
    assert selected["tokens"]["model"] == "claude-opus-4-5"
    assert {f["dimension"] for f in selected["findings"]} <= {"clarity"}
    assert "vague_language" not in {f["code"] for f in selected["findings"]}
    assert got["optimize"] == honing.optimize(prompt, goal="tokens", config=config, timings=False).to_dict()
    assert got["restructure"] == honing.restructure(request).to_dict()
    assert got["tokens"] == honing.count_tokens("hello world", "gpt-4o").to_dict()
    assert got["expand"] == honing.expand_references(message, home=workspace, workspace=workspace,
                                                     limits=Limits()).to_dict()
    assert [w["kind"] for w in got["expand"]["warnings"]] == ["blocked"]  # the deny-list: .env is never sent
    assert "line two" in got["expand"]["text"] and "do-not-send" not in got["expand"]["text"]
    expected = honing.ground("ok now fix this bug", str(workspace / "session.json"), cwd=workspace / "project")
    assert got["ground"] == expected.to_dict(timings=False)
    assert got["ground"]["references"][0]["path"] == "src/invoice/totals.py"


def test_ground_request_takes_messages(workspace: Path) -> None:
    messages = [{"role": "user", "content": "the total in src/invoice/totals.py raises KeyError on VAT"},
                {"role": "assistant", "content": "I see it: the rate table has no entry for the region."}]

    async def body(session: ClientSession) -> dict[str, Any]:
        return await _call(session, "ground_request", {"sentence": "ok now fix this bug", "messages": messages,
                                                       "cwd": "project", "level": "normal",
                                                       "form": "conversational", "turns": 2})

    expected = honing.ground("ok now fix this bug", messages, cwd=workspace / "project", turns=2, level="normal",
                             form="conversational")
    assert _serve(workspace, body) == expected.to_dict(timings=False)


def test_bad_input_is_a_one_line_tool_error_and_the_server_goes_on(workspace: Path) -> None:
    async def body(session: ClientSession) -> dict[str, Any]:
        errors = {
            "empty": await _error(session, "analyze_prompt", {"prompt": "  \n"}),
            "model": await _error(session, "count_tokens", {"text": "hi", "model": "no-such-model"}),
            "rule": await _error(session, "analyze_prompt", {"prompt": "Write a poem.", "select": ["no_such_rule"]}),
            "goal": await _error(session, "optimize_prompt", {"prompt": "Write a poem.", "goal": "fastest"}),
            "level": await _error(session, "ground_request", {"sentence": "fix it", "level": "max"}),
            "cwd": await _error(session, "ground_request", {"sentence": "fix it", "cwd": "../.."}),
            "transcript": await _error(session, "ground_request", {"sentence": "fix it",
                                                                   "transcript": "../outside.md"}),
            "both": await _error(session, "ground_request", {"sentence": "fix it", "transcript": "session.json",
                                                             "messages": []}),
            "restructure": await _error(session, "restructure_prompt", {"prompt": ""}),
            "turns": await _error(session, "ground_request", {"sentence": "fix it", "turns": 11}),
            "type": await _error(session, "analyze_prompt", {"prompt": 3}),
            "missing": await _error(session, "count_tokens", {}),
        }
        await session.send_ping()
        after = await _call(session, "count_tokens", {"text": "still here"})
        return {"errors": errors, "after": after}

    got = _serve(workspace, body)
    errors = got["errors"]
    assert "prompt is empty" in errors["empty"]
    assert "unknown model 'no-such-model'" in errors["model"]
    assert "unknown rule code 'no_such_rule'" in errors["rule"]
    assert "goal" in errors["goal"] and "fastest" in errors["goal"]
    assert "level" in errors["level"] and "max" in errors["level"]
    assert "outside the workspace" in errors["cwd"]
    assert "outside the workspace" in errors["transcript"]
    assert "give one of transcript, messages or session" in errors["both"]
    assert "prompt is empty" in errors["restructure"]
    assert "turns" in errors["turns"] and "10" in errors["turns"]
    assert "prompt" in errors["type"] and "string" in errors["type"]
    assert "text" in errors["missing"]
    assert got["after"] == honing.count_tokens("still here").to_dict()


def test_references_stay_in_the_workspace_and_urls_are_off_unless_allowed(workspace: Path) -> None:
    message = "Read @file:../outside.md and @folder:.. and @url:http://93.184.215.14/ and @url:https://example.com/"

    async def body(session: ClientSession) -> dict[str, Any]:
        return await _call(session, "expand_references", {"text": message})

    got = _serve(workspace, body)
    assert {w["ref"]: w["kind"] for w in got["warnings"]} == {
        "@file:../outside.md": "blocked", "@folder:..": "blocked", "@url:http://93.184.215.14/": "blocked",
        "@url:https://example.com/": "blocked"}
    assert got["blocks"] == []
    assert "not in the workspace" not in got["text"]
    assert all("--allow-urls" in w["message"] for w in got["warnings"] if w["ref"].startswith("@url"))


# `hone mcp` in a Python where the SDK cannot be imported and has no installed metadata
# (or the metadata of an old version)
WITHOUT_SDK = """
import sys, importlib.metadata as metadata
sys.modules["mcp"] = None
real = metadata.version
def version(name):
    if name != "mcp":
        return real(name)
    if sys.argv[1] == "missing":
        raise metadata.PackageNotFoundError(name)
    return sys.argv[1]
metadata.version = version
from honing.cli import main
main(["mcp"])
"""


@pytest.mark.parametrize(("installed", "says"), [
    ("missing", "not installed: pip install 'honing[mcp]'"),
    ("1.26.0", "needs mcp 2 or later (mcp 1.26.0 is installed): pip install -U 'honing[mcp]'"),
])
def test_without_the_sdk_hone_mcp_says_how_to_install_it(installed: str, says: str) -> None:
    proc = subprocess.run([sys.executable, "-c", WITHOUT_SDK, installed], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1, proc.stderr
    assert proc.stderr.startswith("hone: error: hone mcp needs") and says in proc.stderr


def test_a_workspace_that_is_not_a_folder_is_one_line_and_exit_2(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-c", "from honing.cli import main; main()", "mcp", "--workspace",
                           str(tmp_path / "missing")], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.startswith("hone: error: --workspace") and len(proc.stderr.splitlines()) == 1


def test_allow_urls_hands_url_references_to_the_library_policy(workspace: Path) -> None:
    async def body(session: ClientSession) -> dict[str, Any]:
        return await _call(session, "expand_references", {"text": "see @url:http://127.0.0.1/"})

    (warning,) = _serve(workspace, body, "--allow-urls")["warnings"]
    assert warning["kind"] == "blocked"
    assert "--allow-urls" not in warning["message"] and "127.0.0.0/8" in warning["message"]


def _raw_session(workspace: Path, lines: list[str], want_id: int) -> dict[str, Any]:
    """Speak the wire protocol by hand (the SDK's client cannot send a lone surrogate) and
    return the answer to request ``want_id``; fail, not hang, when none comes."""
    import json
    import queue
    import threading

    proc = subprocess.Popen([sys.executable, "-c", "from honing.cli import main; main()", "mcp", "--workspace",
                             str(workspace)], cwd=str(workspace), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    answers: queue.Queue[bytes] = queue.Queue()
    threading.Thread(target=lambda: [answers.put(line) for line in proc.stdout], daemon=True).start()  # type: ignore[union-attr]
    try:
        assert proc.stdin is not None
        for line in lines:
            proc.stdin.write(line.encode("utf-8") + b"\n")
            proc.stdin.flush()
        while True:
            message = json.loads(answers.get(timeout=60))
            if message.get("id") == want_id:
                return dict(message)
    finally:
        proc.kill()
        proc.wait()


def test_a_lone_surrogate_in_a_request_is_answered_not_dropped(workspace: Path) -> None:
    """JSON may spell a lone surrogate; the SDK's parser refuses the line and never answers,
    so the client waited for ever. The server reads it as U+FFFD, as every face of honing does."""
    import json

    import mcp_types

    init = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": mcp_types.LATEST_PROTOCOL_VERSION, "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}})
    call = ('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"count_tokens",'
            '"arguments":{"text":"fix \\ud800 bug"}}}')
    answer = _raw_session(workspace, [init, '{"jsonrpc":"2.0","method":"notifications/initialized"}', call], 2)
    assert not answer["result"].get("isError"), answer
    assert answer["result"]["structuredContent"] == honing.count_tokens("fix \ufffd bug").to_dict()


@pytest.mark.parametrize("line", [
    b'{"a": "plain"}\n', b'{"a": "\\ud83d\\ude00 an escaped pair"}\n', b'{"a": "\\\\ud800 is text here"}\n',
    b'not json \\ud800\n', "{\"a\": \"caf\u00e9\"}".encode(), b""])
def test_lines_without_a_lone_surrogate_pass_byte_for_byte(line: bytes) -> None:
    from honing.mcp.server import repaired

    assert repaired(line) == line


def test_a_lone_surrogate_line_is_repaired_and_the_stream_reads_whole_lines() -> None:
    import io
    import json

    from honing.mcp.server import RepairedLines, repaired

    lone = b'{"id": 1, "p": "x \\udc00 \\ud800"}\n'
    assert json.loads(repaired(lone)) == {"id": 1, "p": "x \ufffd \ufffd"} and repaired(lone).endswith(b"\n")
    text = io.TextIOWrapper(RepairedLines(io.BytesIO(b'{"a": 1}\n' + lone + b'{"b": "\xc3\xa9"}')), encoding="utf-8")
    assert [json.loads(line) for line in text] == [{"a": 1}, {"id": 1, "p": "x \ufffd \ufffd"}, {"b": "é"}]
