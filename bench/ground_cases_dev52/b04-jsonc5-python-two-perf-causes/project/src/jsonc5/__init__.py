"""JSON with comments and trailing commas."""
from __future__ import annotations

import os
from typing import IO, Any

from jsonc5.lexer import Lexer, ParseError
from jsonc5.nodes import Node, Span
from jsonc5.parser import Parser

__all__ = ["ParseError", "Node", "Span", "load", "load_path", "loads", "parse_tree"]
__version__ = "2.2.0"


def parse_tree(text: str) -> Node:
    """Parse ``text`` into a tree of nodes that keep their source spans."""
    return Parser(Lexer(text)).parse()


def loads(text: str) -> Any:
    """Parse ``text`` into plain Python values."""
    return parse_tree(text).to_python()


def load(fp: IO[str]) -> Any:
    """Parse a text file object."""
    return loads(fp.read())


def load_path(path: str | os.PathLike[str]) -> Any:
    """Parse the UTF-8 file at ``path``; a leading BOM is ignored."""
    with open(path, encoding="utf-8-sig") as f:
        return loads(f.read())
