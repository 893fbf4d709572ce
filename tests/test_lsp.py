"""``hone lsp``: the pure core (positions in UTF-16, which documents are prompts, marks,
suppression edits, hover text), then the real server driven over stdio by pygls's own
client — initialize, didOpen, publishDiagnostics, codeAction, hover, didChange,
shutdown/exit."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from pygls.lsp.client import LanguageClient

import honing
from honing.engine.findings import Severity
from honing.lsp import core
from honing.lsp.positions import LineIndex, Position

# 😀 is outside the BMP: one character, two UTF-16 code units
PROMPT = "# Task\n\n😀 Write something about cats in three bullet points, as markdown.\n"
FIXED = "# Task\n\n😀 Write a poem about cats in three bullet points, as markdown.\n"


# ----------------------------------------------------------------------------- core


def test_positions_count_utf16_code_units() -> None:
    text = "a😀b\r\n日本😀x\rz"
    index = LineIndex(text)
    assert index.position(text.index("b")) == Position(0, 3)
    assert index.position(text.index("x")) == Position(1, 4)
    assert index.position(text.index("z")) == Position(2, 0)
    assert index.position(len(text)) == Position(2, 1)
    for offset in range(len(text) + 1):
        if text[offset - 1:offset + 1] != "\r\n":  # inside a line break pair: its line's end
            assert index.offset(index.position(offset)) == offset
    assert index.offset(Position(0, 2)) == 1  # between the surrogates of 😀: the character
    assert index.offset(Position(0, 99)) == 3  # past the line's end: the end
    assert index.offset(Position(9, 0)) == len(text)
    assert index.newline() == "\r\n"


@pytest.mark.parametrize(("uri", "language", "expected"), [
    ("file:///r/CLAUDE.md", None, True),
    ("file:///r/sub/AGENTS.md", None, True),
    ("file:///r/.github/copilot-instructions.md", None, True),
    ("file:///r/.github/prompts/review.prompt.md", None, True),
    ("file:///r/.cursor/rules/style.mdc", None, True),
    ("file:///r/.claude/commands/ship.md", None, True),
    ("file:///r/.claude/agents/tester.md", None, True),
    ("file:///r/.windsurfrules", None, True),
    ("file:///r/a%20b/x.prompty", None, True),
    ("file:///r/prompts/deep/one.txt", None, True),
    ("file:///r/README.md", "markdown", True),
    ("untitled:Untitled-1", "plaintext", True),
    ("file:///r/notes.txt", "text", True),
    ("file:///r/README.md", None, False),
    ("file:///r/main.py", "python", False),
    ("file:///r/.cursor/other/style.mdc", "mdc", False),
])
def test_which_documents_are_prompts(uri: str, language: str | None, expected: bool) -> None:
    assert core.is_prompt(core.document_path(uri, "/r"), language) is expected


def test_include_and_exclude_of_the_configuration_apply() -> None:
    config = honing.Config(include=("docs/*.txt",), exclude=("CLAUDE.md",))
    assert core.document_path("file:///r/docs/a.txt", "/r") == "docs/a.txt"
    assert core.document_path("file:///elsewhere/CLAUDE.md", "/r") == "elsewhere/CLAUDE.md"
    assert core.is_prompt("docs/a.txt", None, config)
    assert not core.is_prompt("CLAUDE.md", "markdown", config)


def test_marks_carry_code_severity_and_utf16_range() -> None:
    marks = core.lint("CLAUDE.md", PROMPT)
    assert [(m.code, m.severity) for m in marks] == [("vague_language", Severity.INFO)]
    mark = marks[0]
    assert PROMPT[mark.start_offset:mark.end_offset] == "something"
    assert (mark.start, mark.end) == (Position(2, 9), Position(2, 18))
    assert core.lint("CLAUDE.md", FIXED) == ()


def test_front_matter_is_not_prompt_text_and_marks_point_at_the_file() -> None:
    text = "---\ndescription: something vague\nglobs: '*.py'\n---\n" + PROMPT
    (mark,) = core.lint(".cursor/rules/style.mdc", text)
    assert mark.code == "vague_language" and mark.start == Position(6, 9)
    assert text[mark.start_offset:mark.end_offset] == "something"


def test_an_empty_document_has_no_marks_and_a_bad_suppression_is_one_mark_on_its_line() -> None:
    assert core.lint("CLAUDE.md", "  \n\n") == ()
    for comment in ("<!-- honing: ignore no_such_rule -->", "<!-- hone: ignore[no_such_rule] -->"):
        text = "---\nx: 1\n---\nWrite a poem about cats.\n" + comment + "\n"
        (mark,) = core.lint("a.prompt.md", text)
        assert mark.code is None and mark.severity is Severity.CRITICAL
        assert "no_such_rule" in mark.message and mark.start.line == 4, mark


@pytest.mark.parametrize("whole_file", [False, True])
def test_suppression_edits_silence_the_rule(whole_file: bool) -> None:
    at, insert = core.suppression_insert(PROMPT, 2, "vague_language", whole_file=whole_file)
    assert at == Position(2, 0)
    assert insert == ("<!-- honing: ignore vague_language -->\n" if whole_file
                      else "<!-- hone: ignore[vague_language] -->\n")
    index = LineIndex(PROMPT)
    suppressed = PROMPT[:index.offset(at)] + insert + PROMPT[index.offset(at):]
    assert core.lint("CLAUDE.md", suppressed) == ()
    assert core.suppression_insert("a\r\nb", 1, "too_short", whole_file=whole_file)[1].endswith("-->\r\n")


def test_security_rules_are_suppressible_only_when_the_config_allows() -> None:
    assert core.can_suppress("vague_language")
    assert not core.can_suppress("sensitive_data")
    assert core.can_suppress("sensitive_data", honing.Config(allow_inline_security_suppression=True))
    assert not core.can_suppress("no_such_rule")


def test_hover_text_is_the_rules_summary_and_the_reference() -> None:
    text = core.hover_text("vague_language")
    assert text is not None
    assert honing.engine.registry.rules()["vague_language"].summary in text
    assert "hone rules vague_language" in text
    uri = core.reference_uri("vague_language")
    assert uri is None or uri.endswith("docs/reference/rules/vague_language.md")
    assert core.hover_text("no_such_rule") is None


# ----------------------------------------------------------------------------- server


class Session:
    """A pygls client on a ``python -m honing lsp`` subprocess, recording the diagnostics
    it is sent per URI."""

    def __init__(self) -> None:
        self.client = LanguageClient("honing-tests", "0")
        self.diagnostics: dict[str, asyncio.Queue[types.PublishDiagnosticsParams]] = {}

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(params: types.PublishDiagnosticsParams) -> None:
            self.queue(params.uri).put_nowait(params)

    def queue(self, uri: str) -> asyncio.Queue[types.PublishDiagnosticsParams]:
        return self.diagnostics.setdefault(uri, asyncio.Queue())

    async def next_diagnostics(self, uri: str, timeout: float = 60) -> types.PublishDiagnosticsParams:
        return await asyncio.wait_for(self.queue(uri).get(), timeout)

    def open(self, uri: str, text: str, language: str = "markdown") -> None:
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)))


def run_session(body: Callable[[Session, types.InitializeResult], Awaitable[None]]) -> None:
    async def main() -> None:
        session = Session()
        await session.client.start_io(sys.executable, "-m", "honing", "lsp")
        try:
            result = await asyncio.wait_for(session.client.initialize_async(types.InitializeParams(
                process_id=None, root_uri=None,
                capabilities=types.ClientCapabilities(general=types.GeneralClientCapabilities(
                    position_encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16])),
            )), 60)
            session.client.initialized(types.InitializedParams())
            await body(session, result)
            await asyncio.wait_for(session.client.shutdown_async(None), 30)
            session.client.exit(None)
            assert session.client._server is not None
            assert await asyncio.wait_for(session.client._server.wait(), 30) == 0
        finally:
            server = session.client._server
            if server is not None and server.returncode is None:
                server.kill()  # a failed step: stop() would wait for an exit that never comes
            await session.client.stop()

    asyncio.run(main())


def test_server_diagnostics_code_actions_hover_and_changes(tmp_path: Path) -> None:
    uri = (tmp_path / "CLAUDE.md").as_uri()

    async def body(session: Session, result: types.InitializeResult) -> None:
        caps = result.capabilities
        assert caps.position_encoding == types.PositionEncodingKind.Utf16  # even when UTF-8 is offered first
        assert caps.code_action_provider and caps.hover_provider

        session.open(uri, PROMPT)
        published = await session.next_diagnostics(uri)
        assert published.version == 1
        (diag,) = published.diagnostics
        assert diag.code == "vague_language" and diag.source == "honing"
        assert diag.severity == types.DiagnosticSeverity.Information
        # 😀 is two UTF-16 code units: 'something' starts at column 9, not 8
        assert diag.range == types.Range(types.Position(2, 9), types.Position(2, 18))
        href = core.reference_uri("vague_language")
        assert (diag.code_description.href if diag.code_description else None) == href

        actions = await session.client.text_document_code_action_async(types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=diag.range,
            context=types.CodeActionContext(diagnostics=[diag])))
        assert actions is not None
        inserts = []
        for action in actions:
            assert isinstance(action, types.CodeAction)
            assert action.kind == types.CodeActionKind.QuickFix and list(action.diagnostics or ()) == [diag]
            assert action.edit is not None and action.edit.changes is not None
            (edit,) = action.edit.changes[uri]
            assert edit.range == types.Range(types.Position(2, 0), types.Position(2, 0))
            inserts.append((edit.new_text, action.is_preferred))
        assert inserts == [("<!-- hone: ignore[vague_language] -->\n", True),
                           ("<!-- honing: ignore vague_language -->\n", False)]

        hover = await session.client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(2, 12)))
        assert hover is not None and isinstance(hover.contents, types.MarkupContent)
        assert honing.engine.registry.rules()["vague_language"].summary in hover.contents.value
        assert hover.range == diag.range
        outside = await session.client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(2, 2)))
        assert outside is None

        # three quick edits: one analysis, of the last version, after the pause
        word = "something"
        for version, change in ((2, "a poem"), (3, "nothing"), (4, "a poem")):
            span = types.Range(types.Position(2, 9), types.Position(2, 9 + len(word)))
            session.client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangePartial(range=span, text=change)]))
            word = change
        updated = await session.next_diagnostics(uri)
        assert updated.version == 4 and not updated.diagnostics
        with pytest.raises(TimeoutError):
            await session.next_diagnostics(uri, timeout=1)

        # the same text opened as plain text under another name; a Python file is not linted
        other = (tmp_path / "notes.txt").as_uri()
        session.open(other, PROMPT, "plaintext")
        assert [d.code for d in (await session.next_diagnostics(other)).diagnostics] == ["vague_language"]
        code = (tmp_path / "main.py").as_uri()
        session.open(code, PROMPT, "python")
        with pytest.raises(TimeoutError):
            await session.next_diagnostics(code, timeout=1)

    run_session(body)


def test_server_survives_bad_input(tmp_path: Path) -> None:
    async def body(session: Session, _result: types.InitializeResult) -> None:
        bad = (tmp_path / "bad.prompt").as_uri()
        session.open(bad, "Write a poem.\n<!-- honing: ignore no_such_rule -->\n", "prompt")
        (diag,) = (await session.next_diagnostics(bad)).diagnostics
        assert diag.code is None and diag.severity == types.DiagnosticSeverity.Error
        assert "no_such_rule" in diag.message and diag.range.start.line == 1

        # a bad honing.toml next to the file: one error on the first line, no crash
        (tmp_path / "conf").mkdir()
        (tmp_path / "conf" / "honing.toml").write_text("disable = ['no_such_rule']\n", encoding="utf-8")
        configured = (tmp_path / "conf" / "CLAUDE.md").as_uri()
        session.open(configured, PROMPT)
        (diag,) = (await session.next_diagnostics(configured)).diagnostics
        assert diag.code is None and "no_such_rule" in diag.message and diag.range.start.line == 0

        empty = (tmp_path / "empty.prompt").as_uri()
        session.open(empty, "", "prompt")
        assert not (await session.next_diagnostics(empty)).diagnostics

        # control characters and a noncharacter: analyzed, and the server carries on
        odd = (tmp_path / "odd.prompt").as_uri()
        session.open(odd, "Write \x00 something \ufffe about cats.\n" * 3, "prompt")
        await session.next_diagnostics(odd)

        session.open((tmp_path / "CLAUDE.md").as_uri(), PROMPT)
        assert [d.code for d in (await session.next_diagnostics((tmp_path / "CLAUDE.md").as_uri())).diagnostics] \
            == ["vague_language"]

    run_session(body)


def test_an_exception_in_analysis_is_logged_and_publishes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """In process: the handler's own error path, with the analysis made to raise."""
    from honing.lsp import server as server_mod

    def boom(path: str, text: str, config: Any = None) -> tuple[core.Mark, ...]:
        raise RuntimeError("boom")

    monkeypatch.setattr(server_mod.core, "lint", boom)
    ls = server_mod.build()
    sent: list[tuple[str, Any]] = []
    monkeypatch.setattr(ls, "window_log_message", lambda p: sent.append(("log", p)))
    monkeypatch.setattr(ls, "text_document_publish_diagnostics", lambda p: sent.append(("diagnostics", p)))

    class Doc:
        source, version, language_id = PROMPT, 1, "markdown"

    class Workspace:
        text_documents = {"file:///x/CLAUDE.md": Doc()}
        root_path = None

    monkeypatch.setattr(type(ls), "workspace", property(lambda self: Workspace()))
    asyncio.run(ls.lint("file:///x/CLAUDE.md"))
    kinds = [k for k, _ in sent]
    assert kinds == ["log", "diagnostics"]
    assert "RuntimeError: boom" in sent[0][1].message
    assert sent[1][1].diagnostics == []


def test_changes_are_debounced(monkeypatch: pytest.MonkeyPatch) -> None:
    """Edits closer together than the pause give one analysis, after the last one."""
    from honing.lsp import server as server_mod

    ls = server_mod.build()
    runs: list[str] = []

    async def lint(uri: str) -> None:
        runs.append(uri)

    monkeypatch.setattr(ls, "lint", lint)

    async def main() -> None:
        for _ in range(3):
            ls.schedule("file:///x/CLAUDE.md", 0.05)
            await asyncio.sleep(0.01)
        assert runs == []
        await asyncio.sleep(0.3)

    asyncio.run(main())
    assert runs == ["file:///x/CLAUDE.md"]
