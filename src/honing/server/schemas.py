"""Request bodies. Strict: a wrong type is a 422 naming the field, never a coercion; no
string may hold an unpaired surrogate (it cannot be stored as UTF-8)."""

from __future__ import annotations

import re
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from honing.defaults import DEFAULT_MODEL

Level = Literal["off", "normal", "advanced", "extreme"]
Form = Literal["ptc", "conversational", "auto"]
Permission = Literal["review", "auto"]


SESSION_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:@-]{0,199}")


def session_problem(value: str) -> str | None:
    """Why ``value`` cannot be a session id, or None."""
    if SESSION_ID.fullmatch(value):
        return None
    return "1–200 letters, digits and . _ : @ - (starting with a letter or digit)"


def _surrogate(value: Any) -> bool:
    if isinstance(value, str):
        return any("\ud800" <= ch <= "\udfff" for ch in value)
    if isinstance(value, dict):
        return any(_surrogate(k) or _surrogate(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return any(_surrogate(v) for v in value)
    return False


def _visible(text: str) -> bool:
    """Whether ``text`` holds a character that shows (not only spaces, controls and
    invisible format characters such as U+200B)."""
    return any(not ch.isspace() and unicodedata.category(ch) not in ("Cc", "Cf", "Zs", "Zl", "Zp") for ch in text)


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    @field_validator("*")
    @classmethod
    def _utf8(cls, value: Any) -> Any:
        if _surrogate(value):
            raise ValueError("holds an unpaired surrogate (\\ud800–\\udfff), which is not text: send UTF-8")
        return value


class TextBody(_Body):
    text: str = Field(description="The prompt (not empty).")

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not _visible(value):
            raise ValueError("text is empty: give the prompt to work on")
        return value


Model = Field(None, min_length=1, max_length=100, description="A model of the catalog (hone models).")


class Message(BaseModel):
    """One OpenAI chat message; other keys (name, tool_calls, …) are kept."""

    model_config = ConfigDict(extra="allow", strict=True)
    role: Literal["system", "developer", "user", "assistant", "tool", "function"]
    content: str | list[dict[str, Any]] | None = None


class AnalyzeBody(TextBody):
    model: str | None = Field(None, min_length=1, max_length=100,
                              description=f"Model whose tokenizer counts the tokens (default {DEFAULT_MODEL}).")
    ignore: list[str] = Field(default_factory=list, description="Rule codes to leave out.")


class OptimizeBody(TextBody):
    goal: Literal["balanced", "tokens", "quality"] | None = None
    mode: Literal["conservative", "balanced", "structured"] | None = None
    model: str | None = Model


class RestructureBody(TextBody):
    scaffold: bool = True
    codebase: list[Annotated[str, Field(min_length=1)]] | None = Field(
        None, description="Facts about the codebase for the Context section.")


class TokensBody(TextBody):
    model: str | None = Model
    models: list[Annotated[str, Field(min_length=1, max_length=100)]] | None = Field(None, min_length=1,
                                                                                    max_length=50)
    output_tokens: int | None = Field(None, ge=0, le=100_000_000)


class _Session(TextBody):
    session: str | None = Field(None, description="Session id (letters, digits, . _ : @ -; at most 200).")

    @field_validator("session")
    @classmethod
    def _session(cls, value: str | None) -> str | None:
        if value is not None and session_problem(value):
            raise ValueError(session_problem(value))
        return value


class ExpandBody(_Session):
    """``session``: @result references resolve only within it."""


class GroundBody(_Session):
    """``session``: its stored settings apply unless the request overrides them; without
    ``transcript`` or ``messages`` the session is looked up among the recorded ones."""

    transcript: str | None = Field(None, min_length=1, description="Transcript file, inside the server's workspace.")
    messages: list[Message] | None = Field(None, description="OpenAI chat messages [{role, content}].")
    cwd: str | None = Field(None, min_length=1,
                            description="Project folder inside the workspace (default: the workspace).")
    turns: int = Field(3, ge=0, le=10)
    full: bool = False
    level: Level = "advanced"
    form: Form = "ptc"
    permission: Permission = "review"
    model: str | None = Model

    @field_validator("messages")
    @classmethod
    def _one_history(cls, value: list[Message] | None, info: ValidationInfo) -> list[Message] | None:
        if value is not None and info.data.get("transcript") is not None:
            raise ValueError("give either messages or transcript, not both")
        return value


class SessionSettings(_Body):
    level: Level | None = None
    turns: int | None = Field(None, ge=0, le=10)
    full: bool | None = None
    permission: Permission | None = None
    form: Form | None = None
    model: str | None = Model


class ApproveBody(_Body):
    text: str | None = Field(None, description="The instruction as edited by the reviewer (default: as written).")

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str | None) -> str | None:
        if value is not None and not _visible(value):
            raise ValueError("the edited instruction is empty")
        return value


class OutcomeBody(_Body):
    outcome: Literal["worked", "rework"]


GROUND_SETTINGS = ("level", "turns", "full", "permission", "form", "model")
