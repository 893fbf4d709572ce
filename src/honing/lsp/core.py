"""What the language server says about one document, as plain data: which documents are
prompts, the marks (one per finding occurrence) with their LSP ranges, the suppression
edit for a mark, and the hover text of a rule. No editor protocol here — ``server`` turns
these into LSP messages — so all of it is tested without a client."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlsplit

from honing import surrogates
from honing.checking import check_text
from honing.checking.patterns import has_front_matter, matching, prompt_pattern
from honing.checking.text import split_front_matter
from honing.engine import Config
from honing.engine.findings import Severity
from honing.engine.registry import rules
from honing.errors import ConfigError, EmptyPromptError
from honing.lsp.positions import LineIndex, Position

# Besides the prompt files of the table (data/prompt_files.toml, as ``hone check`` finds
# them) and the configuration's ``include``, any document the client opens with one of
# these language ids is a prompt ("text" is Neovim's name for plain text); the
# configuration's ``exclude`` wins over both.
PROMPT_LANGUAGES = frozenset({"markdown", "plaintext", "text", "prompt"})

# the two suppression comments: ``hone check``'s for the block that follows the comment
# (honing/checking/suppress.py) and the engine's for the whole document (engine/config.py)
SUPPRESS_BLOCK = "<!-- hone: ignore[{code}] -->"
SUPPRESS_FILE = "<!-- honing: ignore {code} -->"
_FILE_LINE = re.compile(r"line (\d+):")
_BODY_LINE = re.compile(r"\bon line (\d+)\b")


@dataclass(frozen=True, slots=True)
class Mark:
    """One occurrence of a finding, located in the document."""

    code: str | None  # None: the document could not be analyzed (``message`` says why)
    severity: Severity
    message: str
    start: Position
    end: Position
    start_offset: int
    end_offset: int


def uri_path(uri: str) -> PurePosixPath | None:
    """The path of a ``file:`` URI (``/``-separated), else None."""
    parts = urlsplit(uri)
    if parts.scheme != "file":
        return None
    return PurePosixPath(unquote(parts.path))


def document_path(uri: str, root: str | None = None) -> str:
    """The ``/``-separated path the prompt-file table is matched against: relative to
    the workspace ``root`` when the document is inside it, else its full path (the table
    matches at any depth); the URI's own path for a document that is not a file."""
    path = uri_path(uri) or PurePosixPath(unquote(urlsplit(uri).path) or "untitled")
    if root:
        try:
            return path.relative_to(PurePosixPath(root)).as_posix()
        except ValueError:
            pass
    return path.as_posix().lstrip("/")


def is_prompt(path: str, language_id: str | None, config: Config | None = None) -> bool:
    config = config or Config()
    if matching(path, config.exclude):
        return False
    return language_id in PROMPT_LANGUAGES or prompt_pattern(path) is not None or matching(path, config.include)


def problem(text: str, message: str, line: int | None = None) -> Mark:
    """A mark without a code for an error the user can act on (a bad suppression comment,
    a bad configuration): on ``line`` (1-based), else the first."""
    index = LineIndex(text)
    row = max(0, min((line or 1) - 1, index.line_count - 1))
    start, end = index.starts[row], index.ends[row]
    return Mark(None, Severity.CRITICAL, message, index.position(start), index.position(end), start, end)


def _error_line(text: str, path: str, message: str) -> int | None:
    """The file line an error message names: ``hone check``'s comments say ``line N:``
    of the file, the engine's ``on line N`` of the prompt text (after front matter)."""
    if m := _FILE_LINE.match(message):
        return int(m.group(1))
    if m := _BODY_LINE.search(message):
        offset = split_front_matter(text)[0] if has_front_matter(path) else 0
        return int(m.group(1)) + text.count("\n", 0, offset)
    return None


def lint(path: str, text: str, config: Config | None = None) -> tuple[Mark, ...]:
    """The marks of ``text`` checked as ``hone check`` checks the file ``path`` (front
    matter left out, suppression comments honoured): every occurrence of every finding,
    in document order. A finding without a span (something the prompt lacks) marks the
    first line of the prompt. A bad suppression comment is one mark without a code on
    its line. An empty document has none. Other exceptions propagate: the caller logs
    them."""
    text = surrogates.clean(text)  # one UTF-16 unit either way: the positions stay where they were
    index = LineIndex(text)
    try:
        result = check_text(path, text, config)
    except EmptyPromptError:
        return ()
    except ConfigError as exc:
        message = str(exc).removeprefix(f"{path}: ")
        return (problem(text, message, _error_line(text, path, message)),)
    marks: list[Mark] = []
    for f in result.findings:
        start, end = f.start, f.end
        if start == end:  # nothing to point at: the whole line
            end = index.ends[index.position(start).line]
        marks.append(Mark(f.code, Severity(f.severity), f.message, index.position(start), index.position(end),
                          start, end))
    return tuple(marks)


def can_suppress(code: str, config: Config | None = None) -> bool:
    """Whether an inline comment silences ``code``: security rules only when the
    configuration allows it (``allow_inline_security_suppression``)."""
    rule = rules().get(code)
    if rule is None:
        return False
    return rule.dimension != "security" or bool(config and config.allow_inline_security_suppression)


def suppression_insert(text: str, line: int, code: str, *, whole_file: bool = False) -> tuple[Position, str]:
    """Where and what to insert to suppress ``code`` from above ``line``: the comment on
    a line of its own at the start of ``line``, with the document's line break —
    ``hone check``'s block comment, or with ``whole_file`` the engine's."""
    index = LineIndex(text)
    line = max(0, min(line, index.line_count - 1))
    comment = (SUPPRESS_FILE if whole_file else SUPPRESS_BLOCK).format(code=code)
    return Position(line, 0), comment + index.newline()


@cache
def reference_uri(code: str) -> str | None:
    """A ``file:`` URI of the rule's reference page (docs/reference/rules/CODE.md) when
    this honing runs from a source checkout that has it; None otherwise (the page is
    also printed by ``hone rules CODE``)."""
    page = Path(__file__).resolve().parents[3] / "docs" / "reference" / "rules" / f"{code}.md"
    return page.as_uri() if page.is_file() else None


def hover_text(code: str) -> str | None:
    """Markdown for a hover over a mark of ``code``: the rule's summary and fix."""
    rule = rules().get(code)
    if rule is None:
        return None
    lines = [f"**{code}** ({rule.severity}, {rule.dimension})", "", rule.summary, "", f"Fix: {rule.fix}", ""]
    uri = reference_uri(code)
    lines.append(f"[Reference]({uri}) · `hone rules {code}`" if uri else f"Reference: `hone rules {code}`")
    return "\n".join(lines)


def marks_at(marks: tuple[Mark, ...], offset: int) -> list[Mark]:
    """The marks whose span holds ``offset`` (an empty span: at it)."""
    return [m for m in marks if m.code and (m.start_offset <= offset < m.end_offset
                                           or m.start_offset == m.end_offset == offset)]
