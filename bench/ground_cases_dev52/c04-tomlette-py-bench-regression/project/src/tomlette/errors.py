from __future__ import annotations


class ParseError(ValueError):
    """Invalid TOML, with the 1-based line where the problem is."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(f"line {line}: {message}")
        self.message = message
        self.line = line
