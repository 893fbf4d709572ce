"""REPL and file runner: ``tinycalc [FILE]``."""
from __future__ import annotations

import sys

from tinycalc import evaluate
from tinycalc.lexer import LexError
from tinycalc.parser import ParseError
from tinycalc.vm import VMError


def fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else repr(x)


def repl() -> int:
    env: dict[str, float] = {}
    while True:
        try:
            line = input("calc> ")
        except EOFError:
            print()
            return 0
        except KeyboardInterrupt:
            print()
            continue
        try:
            for value in evaluate(line, env):
                print(fmt(value))
        except (LexError, ParseError, VMError) as e:
            print(f"error: {e}", file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        return repl()
    with open(argv[0], encoding="utf-8") as f:
        src = f.read()
    try:
        for value in evaluate(src):
            print(fmt(value))
    except (LexError, ParseError, VMError) as e:
        print(f"{argv[0]}: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
