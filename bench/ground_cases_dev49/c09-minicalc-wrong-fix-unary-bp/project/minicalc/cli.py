"""Command line: evaluate an expression, a file, or run a REPL."""
from __future__ import annotations

import argparse
import sys

from minicalc import __version__
from minicalc.ast import dump
from minicalc.interp import EvalError, evaluate
from minicalc.lexer import LexError
from minicalc.parser import ParseError, parse


def fmt(value: float) -> str:
    return str(int(value)) if value == int(value) and abs(value) < 1e15 else repr(value)


def run_line(line: str, env: dict[str, float]) -> str:
    return fmt(evaluate(parse(line), env))


def repl(env: dict[str, float]) -> int:
    print(f"minicalc {__version__}, Ctrl-D to quit")
    while True:
        try:
            line = input(">>> ")
        except EOFError:
            print()
            return 0
        if not line.strip():
            continue
        try:
            print(run_line(line, env))
        except (LexError, ParseError, EvalError) as exc:
            print(f"error: {exc}", file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="minicalc")
    ap.add_argument("-e", "--expr", help="evaluate one expression and exit")
    ap.add_argument("file", nargs="?", help="run each line of a file")
    ap.add_argument("--ast", action="store_true", help="print the syntax tree instead of evaluating (with -e)")
    args = ap.parse_args(argv)
    env: dict[str, float] = {"pi": 3.141592653589793, "e": 2.718281828459045}
    if args.expr is not None and args.ast:
        print(dump(parse(args.expr)))
        return 0
    if args.expr is not None:
        print(run_line(args.expr, env))
        return 0
    if args.file:
        with open(args.file, encoding="utf-8") as f:
            for line in f:
                if line.strip() and not line.lstrip().startswith("#"):
                    print(run_line(line, env))
        return 0
    return repl(env)
