from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Field:
    name: str
    type: type
    required: bool = True
    choices: tuple[Any, ...] = ()


@dataclass
class Schema:
    fields: list[Field] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    def _check(self, f: Field, value: Any) -> str | None:
        if not isinstance(value, f.type):
            return f"{f.name}: expected {f.type.__name__}, got {type(value).__name__}"
        if f.choices and value not in f.choices:
            return f"{f.name}: must be one of {', '.join(map(str, f.choices))}"
        return None

    def validate(self, data):
        errors = []
        for f in self.fields:
            if f.name not in data:
                if f.required:
                    errors.append(f"{f.name}: missing")
                continue
            problem = self._check(f, data[f.name])
            if problem:
                errors.append(problem)
        return errors

    def validate_partial(self, data: Mapping[str, Any]) -> list[str]:
        """Like validate, but missing fields are fine (for override files)."""
        errors: list[str] = []
        for f in self.fields:
            if f.name in data:
                problem = self._check(f, data[f.name])
                if problem:
                    errors.append(problem)
        return errors
