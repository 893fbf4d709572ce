"""tinycalc: ``evaluate("x = 2\\nx ^ 10")`` -> [1024.0]."""
from __future__ import annotations

import math

from tinycalc.compiler import compile_program
from tinycalc.parser import parse
from tinycalc.vm import run


def evaluate(src: str, env: dict[str, float] | None = None) -> list[float]:
    if env is None:
        env = {}
    env.setdefault("pi", math.pi)
    env.setdefault("e", math.e)
    return run(compile_program(parse(src)), env)
