"""Pratt parser: tokens -> syntax tree."""
from __future__ import annotations

from minicalc.ast import Assign, BinOp, Call, Name, Node, Num, Unary
from minicalc.lexer import Token, tokenize

# infix operator -> (left binding power, right binding power); right > left means left-associative
INFIX_BP = {
    "PLUS": (10, 11),
    "MINUS": (10, 11),
    "STAR": (20, 21),
    "SLASH": (20, 21),
    "PERCENT": (20, 21),
    "POW": (31, 30),  # right-associative: 2 ** 3 ** 2 == 2 ** (3 ** 2)
}
UNARY_BP = 40  # prefix minus/plus binds tighter than any infix operator


class ParseError(Exception):
    pass


class Parser:
    def __init__(self, tokens: list[Token]):
        self.tokens = tokens
        self.i = 0

    def peek(self, ahead: int = 0) -> Token:
        return self.tokens[min(self.i + ahead, len(self.tokens) - 1)]

    def advance(self) -> Token:
        tok = self.peek()
        self.i += 1
        return tok

    def expect(self, kind: str) -> Token:
        tok = self.advance()
        if tok.kind != kind:
            raise ParseError(f"expected {kind}, got {tok.kind or 'end'} at column {tok.pos + 1}")
        return tok

    def statement(self) -> Node:
        if self.peek().kind == "NAME" and self.peek(1).kind == "ASSIGN":
            name = self.advance().text
            self.advance()
            return Assign(name, self.expr(0))
        return self.expr(0)

    def expr(self, min_bp: int) -> Node:
        lhs = self.prefix()
        while True:
            op = self.peek()
            bp = INFIX_BP.get(op.kind)
            if bp is None or bp[0] < min_bp:
                break
            self.advance()
            lhs = BinOp(op.text, lhs, self.expr(bp[1]))
        return lhs

    def prefix(self) -> Node:
        tok = self.advance()
        if tok.kind == "NUMBER":
            return Num(float(tok.text))
        if tok.kind in ("MINUS", "PLUS"):
            return Unary(tok.text, self.expr(UNARY_BP))
        if tok.kind == "NAME":
            return self.call(tok.text) if self.peek().kind == "LPAREN" else Name(tok.text)
        if tok.kind == "LPAREN":
            inner = self.expr(0)
            self.expect("RPAREN")
            return inner
        raise ParseError(f"unexpected {tok.kind if tok.text else 'end of input'} at column {tok.pos + 1}")

    def call(self, func: str) -> Node:
        self.expect("LPAREN")
        args: list[Node] = []
        if self.peek().kind != "RPAREN":
            args.append(self.expr(0))
            while self.peek().kind == "COMMA":
                self.advance()
                args.append(self.expr(0))
        self.expect("RPAREN")
        return Call(func, tuple(args))


def parse(src: str) -> Node:
    p = Parser(tokenize(src))
    node = p.statement()
    p.expect("EOF")
    return node
