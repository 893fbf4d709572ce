"""``hone lsp``: the language server over stdio (pygls). It lints every prompt document
the client opens (``core.is_prompt``) on open and, 300 ms after the last keystroke, on
change; offers the suppression comment as a quick fix; and shows the rule's summary
over a flagged span. Analysis runs on one worker thread, so typing never waits for it,
and a document that makes analysis fail gets a log message and no diagnostics — the
server keeps running."""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Generator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.language_server import lsp_method

from honing import __version__
from honing.engine import Config
from honing.engine.config import discover
from honing.engine.findings import Severity
from honing.errors import HoningError
from honing.lsp import core
from honing.lsp.positions import LineIndex, Position

DEBOUNCE_SECONDS = 0.3
SOURCE = "honing"
SEVERITY = {
    Severity.CRITICAL: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
}

log = logging.getLogger(__name__)


class Utf16Protocol(LanguageServerProtocol):
    """Positions are always UTF-16 code units, the encoding every client supports: pygls
    would otherwise take the client's first preference (Neovim offers UTF-8 first)."""

    @lsp_method(types.INITIALIZE)
    def lsp_initialize(self, params: types.InitializeParams) -> Generator[Any, Any, types.InitializeResult]:
        if params.capabilities.general is not None:
            params.capabilities.general.position_encodings = None
        return (yield from super().lsp_initialize(params))


@dataclass(frozen=True)
class Linted:
    text: str
    version: int | None
    marks: tuple[core.Mark, ...]
    config: Config | None


class HoningServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("honing", __version__, protocol_cls=Utf16Protocol,
                         text_document_sync_kind=types.TextDocumentSyncKind.Incremental)
        self.linted: dict[str, Linted] = {}
        self.pending: dict[str, asyncio.TimerHandle] = {}
        self.analysis = ThreadPoolExecutor(max_workers=1, thread_name_prefix="honing-lsp")
        self.configs: dict[Path, Config] = {}

    def log(self, kind: types.MessageType, message: str) -> None:
        self.window_log_message(types.LogMessageParams(type=kind, message=f"honing: {message}"))

    def config_for(self, uri: str) -> Config:
        """The configuration above the document's file (cached per folder); defaults for
        a document that is not a file."""
        path = core.uri_path(uri)
        if path is None:
            return Config()
        folder = Path(path).parent
        if folder not in self.configs:
            self.configs[folder] = discover(folder)
        return self.configs[folder]

    def schedule(self, uri: str, delay: float) -> None:
        if (handle := self.pending.pop(uri, None)) is not None:
            handle.cancel()
        loop = asyncio.get_running_loop()
        self.pending[uri] = loop.call_later(delay, lambda: asyncio.ensure_future(self.lint(uri)))

    async def lint(self, uri: str) -> None:
        self.pending.pop(uri, None)
        document = self.workspace.text_documents.get(uri)
        if document is None:
            return
        text, version = document.source, document.version
        path = core.document_path(uri, self.workspace.root_path)
        try:
            config: Config | None = self.config_for(uri)
        except HoningError as exc:  # a bad honing.toml or [tool.honing]: said on the first line
            config = None
            marks: tuple[core.Mark, ...] = (core.problem(text, str(exc)),)
        else:
            if not core.is_prompt(path, document.language_id, config):
                return
            try:
                marks = await asyncio.get_running_loop().run_in_executor(
                    self.analysis, core.lint, path, text, config)
            except Exception as exc:  # noqa: BLE001 - bad input must never stop the server
                log.exception("analysis failed for %s", uri)
                self.log(types.MessageType.Error, f"analysis failed for {uri}: {type(exc).__name__}: {exc}")
                marks = ()
        current = self.workspace.text_documents.get(uri)
        if current is None or current.version != version:
            return  # edited or closed meanwhile: the newer run publishes
        self.linted[uri] = Linted(text, version, marks, config)
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=uri, version=version, diagnostics=[diagnostic(m) for m in marks]))

    def forget(self, uri: str) -> None:
        if (handle := self.pending.pop(uri, None)) is not None:
            handle.cancel()
        self.linted.pop(uri, None)
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


def lsp_range(start: Position, end: Position) -> types.Range:
    return types.Range(types.Position(start.line, start.character), types.Position(end.line, end.character))


def diagnostic(mark: core.Mark) -> types.Diagnostic:
    href = core.reference_uri(mark.code) if mark.code else None
    return types.Diagnostic(
        range=lsp_range(mark.start, mark.end),
        message=mark.message,
        severity=SEVERITY[mark.severity],
        code=mark.code,
        code_description=types.CodeDescription(href=href) if href else None,
        source=SOURCE,
    )


def build() -> HoningServer:
    server = HoningServer()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    async def did_open(ls: HoningServer, params: types.DidOpenTextDocumentParams) -> None:
        await ls.lint(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: HoningServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri, DEBOUNCE_SECONDS)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: HoningServer, params: types.DidSaveTextDocumentParams) -> None:
        ls.configs.clear()  # a saved honing.toml or pyproject.toml applies from now on
        ls.schedule(params.text_document.uri, 0)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: HoningServer, params: types.DidCloseTextDocumentParams) -> None:
        ls.forget(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_CODE_ACTION,
                    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]))
    def code_action(ls: HoningServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        uri = params.text_document.uri
        linted = ls.linted.get(uri)
        document = ls.workspace.text_documents.get(uri)
        if linted is None or document is None:
            return []
        wanted = [d for d in params.context.diagnostics if d.source == SOURCE and isinstance(d.code, str)]
        if not wanted:  # a client that sends no context: the marks under the range
            index = LineIndex(linted.text)
            lo = index.offset(Position(params.range.start.line, params.range.start.character))
            hi = index.offset(Position(params.range.end.line, params.range.end.character))
            wanted = [diagnostic(m) for m in linted.marks
                      if m.code and m.start_offset <= hi and lo <= m.end_offset]
        actions: list[types.CodeAction] = []
        seen: set[str] = set()
        for diag in wanted:
            code = str(diag.code)
            if code in seen or not core.can_suppress(code, linted.config):
                continue
            seen.add(code)
            for whole_file, scope in ((False, "for this block"), (True, "in this file")):
                at, insert = core.suppression_insert(document.source, diag.range.start.line, code,
                                                     whole_file=whole_file)
                point = types.Position(at.line, at.character)
                actions.append(types.CodeAction(
                    title=f"Suppress {code} {scope} ({insert.strip()})",
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[diag],
                    is_preferred=not whole_file,
                    edit=types.WorkspaceEdit(changes={uri: [types.TextEdit(types.Range(point, point), insert)]}),
                ))
        return actions

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls: HoningServer, params: types.HoverParams) -> types.Hover | None:
        linted = ls.linted.get(params.text_document.uri)
        document = ls.workspace.text_documents.get(params.text_document.uri)
        if linted is None or document is None or document.source != linted.text:
            return None
        index = LineIndex(linted.text)
        offset = index.offset(Position(params.position.line, params.position.character))
        marks = core.marks_at(linted.marks, offset)
        texts = list(dict.fromkeys(t for m in marks if m.code and (t := core.hover_text(m.code))))
        if not texts:
            return None
        first = marks[0]
        return types.Hover(
            contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value="\n\n---\n\n".join(texts)),
            range=lsp_range(first.start, first.end),
        )

    return server


# the largest message body read: a document of the largest prompt, JSON-escaped, fits many
# times over; a Content-Length of 99999999999 would otherwise be allocated before reading
MAX_MESSAGE_BYTES = 64 * 1024 * 1024
_MAX_HEADER_BYTES = 64 * 1024


class _BoundedStdin:
    """Standard input for pygls that refuses a message body over ``MAX_MESSAGE_BYTES``:
    it says so on stderr and reads as the end of input, so the server stops cleanly."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def readline(self) -> bytes:
        return bytes(self._stream.readline(_MAX_HEADER_BYTES))  # a header line without an end is cut

    def read(self, n: int = -1) -> bytes:
        if n > MAX_MESSAGE_BYTES:
            sys.stderr.write(f"hone lsp: a message of {n:,} bytes is over the {MAX_MESSAGE_BYTES // (1024 * 1024)} MiB "
                             "limit; stopping\n")
            return b""
        return bytes(self._stream.read(n))


def serve() -> None:
    """Run the server on standard input and output until the client says exit."""
    build().start_io(stdin=_BoundedStdin(sys.stdin.buffer))  # type: ignore[arg-type]
