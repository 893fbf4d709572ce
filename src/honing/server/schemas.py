"""Request bodies. Strict: a wrong type is a 422 naming the field, never a coercion."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

Level = Literal["off", "normal", "advanced", "extreme"]
Form = Literal["ptc", "conversational", "auto"]
Permission = Literal["review", "auto"]


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class TextBody(_Body):
    text: str = Field(description="The prompt (not empty).")

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text is empty: give the prompt to work on")
        return value


class AnalyzeBody(TextBody):
    model: str | None = Field(None, description="Model whose tokenizer counts the tokens (default gpt-4o).")
    ignore: list[str] = Field(default_factory=list, description="Rule codes to leave out.")


class OptimizeBody(TextBody):
    goal: Literal["balanced", "tokens", "quality"] | None = None
    mode: Literal["conservative", "balanced", "structured"] | None = None
    model: str | None = None


class RestructureBody(TextBody):
    scaffold: bool = True
    codebase: list[str] | None = Field(None, description="Facts about the codebase for the Context section.")


class TokensBody(TextBody):
    model: str | None = None
    models: list[str] | None = None
    output_tokens: int | None = Field(None, ge=0)


class ExpandBody(TextBody):
    session: str | None = Field(None, description="Session id: @result references resolve only within it.")


class GroundBody(TextBody):
    transcript: str | None = Field(None, description="Transcript file, inside the server's workspace.")
    messages: list[dict[str, Any]] | None = Field(None, description="OpenAI chat messages [{role, content}].")
    session: str | None = Field(None, description="Session id; its stored settings apply unless overridden.")
    cwd: str | None = Field(None, description="Project folder inside the workspace (default: the workspace).")
    turns: int = Field(3, ge=0, le=10)
    full: bool = False
    level: Level = "advanced"
    form: Form = "ptc"
    permission: Permission = "review"
    model: str | None = None


class SessionSettings(_Body):
    level: Level | None = None
    turns: int | None = Field(None, ge=0, le=10)
    full: bool | None = None
    permission: Permission | None = None
    form: Form | None = None
    model: str | None = None


class ApproveBody(_Body):
    text: str | None = Field(None, description="The instruction as edited by the reviewer (default: as written).")


class OutcomeBody(_Body):
    outcome: Literal["worked", "rework"]


GROUND_SETTINGS = ("level", "turns", "full", "permission", "form", "model")
