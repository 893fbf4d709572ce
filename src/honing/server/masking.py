"""Credentials out of what the server stores. Every string of a record is redacted as
reports redact (``[REDACTED:<id>]``); and every credential value found in the request is
also replaced wherever it reappears on its own — in a requirement's terms, a setting, an
error message — where the words that made it recognizable are gone."""

from __future__ import annotations

from typing import Any

MIN_SECRET = 8  # shorter than any credential value the table recognizes


class Masker:
    def __init__(self) -> None:
        self.values: dict[str, str] = {}  # a credential value -> its replacement
        self._seen: dict[str, str] = {}

    def learn(self, value: Any) -> Masker:
        """Remember the credential values in ``value`` (the request)."""
        from honing.security.secrets import find

        for text in _strings(value):
            if len(text) >= MIN_SECRET:
                for m in find(text):
                    secret = text[m.start : m.end]
                    if m.kind == "credential" and len(secret) >= MIN_SECRET:
                        self.values.setdefault(secret, f"[REDACTED:{m.id}]")
        return self

    def text(self, value: str) -> str:
        from honing.security.secrets import redact

        if len(value) < MIN_SECRET:
            return value
        done = self._seen.get(value)
        if done is None:
            done = redact(value)[0]
            for secret in sorted(self.values, key=len, reverse=True):
                if secret in done:
                    done = done.replace(secret, self.values[secret])
            self._seen[value] = done
        return done

    def __call__(self, value: Any) -> Any:
        """``value`` with every string (dictionary keys too) masked."""
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list | tuple):
            return [self(v) for v in value]
        if isinstance(value, dict):
            return {self(k) if isinstance(k, str) else k: self(v) for k, v in value.items()}
        return value


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []
