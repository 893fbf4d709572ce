"""Recursive-descent parser over the lexer's tokens."""
from __future__ import annotations

import json

from jsonc5.lexer import Lexer, Token
from jsonc5.nodes import Node, span_of

LITERALS = {"true": True, "false": False, "null": None}


class Parser:
    def __init__(self, lexer: Lexer) -> None:
        self.lx = lexer
        self.tok: Token | None = lexer.next()

    def advance(self) -> Token:
        tok = self.tok
        if tok is None:
            raise self.lx.error("unexpected end of input")
        self.tok = self.lx.next()
        return tok

    def expect(self, text: str, what: str) -> Token:
        if self.tok is None or self.tok.text != text:
            raise self.lx.error(f"expected {what}", self.tok.start if self.tok else None)
        return self.advance()

    def parse(self) -> Node:
        node = self.value()
        if self.tok is not None:
            raise self.lx.error("trailing data after the document", self.tok.start)
        return node

    def value(self) -> Node:
        tok = self.advance()
        if tok.text == "{":
            return self.members(tok)
        if tok.text == "[":
            return self.elements(tok)
        if tok.kind == "string":
            return Node("string", json.loads(tok.text), span=span_of(self.lx, tok.start, tok.end))
        if tok.kind == "number":
            num = float(tok.text) if any(c in tok.text for c in ".eE") else int(tok.text)
            return Node("number", num, span=span_of(self.lx, tok.start, tok.end))
        if tok.kind == "literal":
            return Node("literal", LITERALS[tok.text], span=span_of(self.lx, tok.start, tok.end))
        raise self.lx.error(f"unexpected {tok.text!r}", tok.start)

    def members(self, open_tok: Token) -> Node:
        node = Node("object")
        while self.tok is not None and self.tok.text != "}":
            key = self.advance()
            if key.kind != "string":
                raise self.lx.error("expected a string key", key.start)
            self.expect(":", "':' after key")
            node.keys.append(json.loads(key.text))
            node.children.append(self.value())
            if self.tok is not None and self.tok.text == ",":
                self.advance()
            elif self.tok is not None and self.tok.text != "}":
                raise self.lx.error("expected ',' or '}' after object member", self.tok.start)
        close = self.expect("}", "'}'")
        node.span = span_of(self.lx, open_tok.start, close.end)
        return node

    def elements(self, open_tok: Token) -> Node:
        node = Node("array")
        while self.tok is not None and self.tok.text != "]":
            node.children.append(self.value())
            if self.tok is not None and self.tok.text == ",":
                self.advance()
            elif self.tok is not None and self.tok.text != "]":
                raise self.lx.error("expected ',' or ']' after array element", self.tok.start)
        close = self.expect("]", "']'")
        node.span = span_of(self.lx, open_tok.start, close.end)
        return node
