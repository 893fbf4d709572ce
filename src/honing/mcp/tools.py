"""The six tools the MCP server offers, as plain functions over one workspace.

Each takes typed, described arguments (the SDK turns the signature into the tool's input
schema) and returns exactly the library's JSON (``to_dict()``), without stage timings so
the same call always gives the same answer. Bad input raises :class:`HoningError` with a
one-line message; the server turns it into a tool error result. Nothing here imports the
MCP SDK, so the tools are tested like the rest of the library."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field

from honing.defaults import DEFAULT_MODEL
from honing.engine import Config
from honing.engine.config import discover
from honing.errors import HoningError
from honing.references import Limits, UrlPolicy
from honing.references.web import closed_policy

GOALS = ("balanced", "tokens", "quality")
MODES = ("conservative", "balanced", "structured")
LEVELS = ("off", "normal", "advanced", "extreme")
FORMS = ("ptc", "conversational", "auto")

URLS_OFF = "@url is off in this MCP server: start it with 'hone mcp --allow-urls' to fetch web pages"


class ToolInputError(HoningError):
    """An argument the tool cannot use: the message names it and what to give instead."""


CLOSED_URLS = closed_policy(URLS_OFF)


def _one_of(value: str, choices: tuple[str, ...], what: str) -> str:
    if value not in choices:
        raise ToolInputError(f"unknown {what} '{value}'; choose one of {', '.join(choices)}")
    return value


def _rule_codes(values: list[str], argument: str) -> set[str]:
    """Rule codes (or dimension names), as ``hone analyze --select`` / ``--ignore`` take them."""
    from honing.engine.registry import UnknownRuleError, resolve_codes

    try:
        return resolve_codes(values, argument)
    except UnknownRuleError as exc:
        raise ToolInputError(str(exc)) from None


def _prompt(text: str) -> str:
    if not text.strip():
        raise ToolInputError("the prompt is empty (or whitespace only): give some text")
    return text


Prompt = Annotated[str, Field(description="The prompt text.")]
Model = Annotated[str | None, Field(description="Model whose tokenizer counts the tokens, e.g. gpt-4o or "
                                                "claude-sonnet-4 (default: the workspace's configured model, "
                                                f"else {DEFAULT_MODEL}).")]


@dataclass(frozen=True)
class Workspace:
    """Where the server may read: ``root`` confines folders, git, transcripts and the
    grounding project; ``home`` is where relative ``@file`` paths start (a file may lie
    under either). ``config`` is the workspace's honing configuration."""

    root: Path
    home: Path
    config: Config
    limits: Limits
    url_policy: UrlPolicy | None  # None: the library's default (public addresses only)

    @classmethod
    def open(cls, root: str | Path, home: str | Path | None = None, *, allow_urls: bool = False) -> Workspace:
        """The workspace at ``root`` with its configuration and reference limits
        (``[tool.honing.references.limits]``), as ``hone expand`` reads them."""
        folder = Path(root).expanduser().resolve()
        if not folder.is_dir():
            raise ToolInputError(f"--workspace {root}: no such folder")
        home_folder = Path(home).expanduser().resolve() if home is not None else folder
        if not home_folder.is_dir():
            raise ToolInputError(f"--home {home}: no such folder")
        config = discover(folder)
        limits = Limits.from_mapping(dict(config.references.get("limits", {})), " in [tool.honing.references.limits]")
        return cls(folder, home_folder, config, limits, None if allow_urls else CLOSED_URLS)

    def inside(self, path: str, argument: str, *, roots: tuple[Path, ...] | None = None) -> Path:
        """``path`` (relative to the workspace) resolved, symbolic links followed; an
        error when it lies outside every root."""
        roots = roots or (self.root,)
        resolved = (self.root / Path(path).expanduser()).resolve()
        if not any(resolved.is_relative_to(r) for r in roots):
            where = " or ".join(str(r) for r in roots)
            raise ToolInputError(f"{argument} {path}: outside the workspace ({where}); give a path inside it")
        return resolved

    # ------------------------------------------------------------------ the tools

    def analyze_prompt(
        self,
        prompt: Prompt,
        model: Model = None,
        select: Annotated[list[str] | None, Field(
            description="Only these rules (codes, or dimension names for all their rules); default: the "
                        "workspace's configuration.")] = None,
        ignore: Annotated[list[str] | None, Field(
            description="Leave out these rules (codes or dimension names).")] = None,
    ) -> dict[str, Any]:
        """Score a prompt (0-100, grade) and list its findings, each with the exact span that
        caused it and a fix, as `hone analyze --format json` does for one prompt."""
        from honing.engine import analyze
        from honing.engine.registry import rules
        from honing.tokens import lookup

        config = self.config
        if model:
            lookup(model)
            config = replace(config, model=model)
        chosen = _rule_codes(select, "select") if select else None
        ignored = _rule_codes(ignore or [], "ignore")
        if chosen is not None or ignored:
            everything = set(rules())
            kept = chosen if chosen is not None else everything - config.disable
            config = replace(config, disable=frozenset(everything - (kept - ignored)))
        return analyze(_prompt(prompt), config=config, timings=False).to_dict()

    def optimize_prompt(
        self,
        prompt: Prompt,
        goal: Annotated[str, Field(
            description="tokens: fewest tokens; quality: highest score; balanced: highest score within 115% of "
                        "the original's tokens.", json_schema_extra={"enum": list(GOALS)})] = "balanced",
        mode: Annotated[str | None, Field(
            description="Use only this mode: conservative, balanced or structured (its candidate is chosen "
                        "when valid).")] = None,
        model: Model = None,
    ) -> dict[str, Any]:
        """Rewrite a prompt into validated candidates (every one checked: code, material and
        constraints kept byte for byte) and choose one; `chosen.text` is the prompt to send."""
        from honing.optimizer import optimize

        modes = (_one_of(mode, MODES, "mode"),) if mode else None
        return optimize(_prompt(prompt), goal=_one_of(goal, GOALS, "goal"), modes=modes, model=model,
                        config=self.config, timings=False).to_dict()

    def restructure_prompt(
        self,
        prompt: Prompt,
        scaffold: Annotated[bool, Field(
            description="Add guidance for the request's intent; false only reorders the request.")] = True,
    ) -> dict[str, Any]:
        """Turn a rough request into a sectioned engineering prompt (Goal, Context,
        Constraints, ...) whose every line is labeled prompt, engine or codebase; `text` is the
        prompt to send."""
        from honing.restructuring import restructure

        return restructure(_prompt(prompt), scaffold=scaffold).to_dict()

    def count_tokens(
        self,
        text: Annotated[str, Field(description="The text to count.")],
        model: Model = None,
    ) -> dict[str, Any]:
        """Count the tokens of a text for a model: the count, the tokenizer's encoding and a
        label (exact, or approximate where the model's tokenizer is not public)."""
        from honing.tokens import count_tokens

        return count_tokens(text, model or self.config.model).to_dict()

    def expand_references(
        self,
        text: Annotated[str, Field(
            description="A message with context references: @file:PATH[:START-END], @folder:PATH, @diff, "
                        "@staged, @git:N, @url:URL.")],
    ) -> dict[str, Any]:
        """Attach what each @reference names as a delimited, untrusted-data block, confined to
        the workspace with the same limits and deny-list as `hone expand`; a reference that
        cannot be attached gets a warning (with a fix) instead of a block."""
        from honing.references import expand_references

        return expand_references(text, home=self.home, workspace=self.root, limits=self.limits,
                                 url_policy=self.url_policy).to_dict()

    def ground_request(
        self,
        sentence: Annotated[str, Field(description="The request the user typed, e.g. 'ok now fix this bug'.")],
        transcript: Annotated[str | None, Field(
            description="Path of the session transcript (Claude Code, Codex, Gemini, Cline/Roo, Aider or "
                        "OpenAI messages JSON), inside the workspace.")] = None,
        messages: Annotated[list[dict[str, Any]] | None, Field(
            description="The conversation as OpenAI-style messages [{role, content}], instead of a "
                        "transcript.")] = None,
        session: Annotated[str | None, Field(
            description="A session id recorded for the project (see `hone sessions`), instead of a "
                        "transcript.")] = None,
        cwd: Annotated[str | None, Field(
            description="The project folder, inside the workspace (default: the workspace).")] = None,
        turns: Annotated[int, Field(ge=0, le=10, description="Exchanges of history to read (0 = none).")] = 3,
        full: Annotated[bool, Field(
            description="Read the whole session the working agent sees (capped at 64 KiB).")] = False,
        level: Annotated[str, Field(description="Evidence budget.", json_schema_extra={"enum": list(LEVELS)})]
        = "advanced",
        form: Annotated[str, Field(
            description="Delivery form: ptc (checklist for a program), conversational (numbered steps for a "
                        "person) or auto.", json_schema_extra={"enum": list(FORMS)})] = "ptc",
    ) -> dict[str, Any]:
        """Ground a one-line request in the session and its project: every item of the
        instruction cites the user's words, a history turn or file:line, or is marked as a free
        choice; `text` is the instruction."""
        from honing.grounding import ground

        given = [name for name, value in (("transcript", transcript), ("messages", messages),
                                          ("session", session)) if value is not None]
        if len(given) > 1:
            raise ToolInputError(f"give one of transcript, messages or session, not {' and '.join(given)}")
        project = self.inside(cwd, "cwd") if cwd is not None else self.root
        if not project.is_dir():
            raise ToolInputError(f"cwd {cwd}: no such folder in the workspace")
        source: str | list[Any] | None = messages
        if transcript is not None:
            path = self.inside(transcript, "transcript", roots=tuple(dict.fromkeys((self.root, self.home))))
            if not path.is_file():
                raise ToolInputError(f"transcript {transcript}: no such file in the workspace")
            source = str(path)
        return ground(sentence, source, session=session, cwd=project, turns=turns, full=full,
                      level=_one_of(level, LEVELS, "level"), form=_one_of(form, FORMS, "form")).to_dict(timings=False)


TOOLS = ("analyze_prompt", "optimize_prompt", "restructure_prompt", "count_tokens", "expand_references",
         "ground_request")
