"""Pratt parser: binding powers decide precedence; '^' is right-associative."""
from __future__ import annotations

from tinycalc.ast import Assign, BinOp, Call, Name, Neg, Node, Num
from tinycalc.lexer import Token, tokenize

PREFIX_NEG = 25  # -x binds tighter than * but looser than ^, so -2^2 == -(2^2)

# Binary operators and their binding powers. Higher binds tighter.
BINARY = {"+": 10, "-": 10, "*": 20, "/": 20, "%": 20, "^": 30}
RIGHT_ASSOC = {"^"}


class ParseError(SyntaxError):
    pass


class Parser:
    def __init__(self, src: str) -> None:
        self.tokens = tokenize(src)
        self.i = 0

    def peek(self) -> Token:
        return self.tokens[self.i]

    def advance(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def expect(self, kind: str) -> Token:
        tok = self.advance()
        if tok.kind != kind:
            raise ParseError(f"expected {kind}, got {tok.text or tok.kind!r} at {tok.where}")
        return tok

    def lbp(self, tok: Token) -> int:
        if tok.kind == "op":
            return BINARY[tok.text]
        return 0

    def expr(self, rbp: int = 0) -> Node:
        left = self.nud(self.advance())
        while rbp < self.lbp(self.peek()):
            left = self.led(self.advance(), left)
        return left

    def nud(self, tok: Token) -> Node:
        if tok.kind == "num":
            return Num(float(tok.text))
        if tok.kind == "name":
            if self.peek().kind == "lparen":
                self.advance()
                args: list[Node] = []
                if self.peek().kind != "rparen":
                    args.append(self.expr())
                    while self.peek().kind == "comma":
                        self.advance()
                        args.append(self.expr())
                self.expect("rparen")
                return Call(tok.text, tuple(args))
            return Name(tok.text)
        if tok.kind == "op" and tok.text == "-":
            return Neg(self.expr(PREFIX_NEG))
        if tok.kind == "lparen":
            inner = self.expr()
            self.expect("rparen")
            return inner
        raise ParseError(f"unexpected {tok.text or tok.kind!r} at {tok.where}")

    def led(self, tok: Token, left: Node) -> Node:
        if tok.kind == "op" and tok.text in BINARY:
            bp = BINARY[tok.text]
            right = self.expr(bp)
            return BinOp(tok.text, left, right)
        raise ParseError(f"unexpected {tok.text!r} at {tok.where}")

    def statement(self) -> Node:
        if self.peek().kind == "name" and self.tokens[self.i + 1].kind == "assign":
            name = self.advance().text
            self.advance()
            return Assign(name, self.expr())
        return self.expr()


def parse(src: str) -> list[Node]:
    p = Parser(src)
    out: list[Node] = []
    while p.peek().kind != "eof":
        if p.peek().kind == "newline":
            p.advance()
            continue
        out.append(p.statement())
        if p.peek().kind not in ("newline", "eof"):
            tok = p.peek()
            raise ParseError(f"unexpected {tok.text!r} at {tok.where}")
    return out
