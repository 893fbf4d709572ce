import math

import pytest

from tinycalc import evaluate
from tinycalc.vm import VMError


def test_arithmetic():
    assert evaluate("1 + 2 * 3 - 4 / 2") == [5.0]


def test_variables_persist_in_env():
    env = {}
    evaluate("x = 3", env)
    assert evaluate("x * x", env) == [9.0]


def test_functions():
    assert evaluate("sqrt(16) + max(1, 2)") == [6.0]
    assert evaluate("cos(pi)") == [-1.0]


def test_modulo():
    assert evaluate("7 % 3 + 1") == [2.0]
    assert evaluate("-7 % 3") == [-1.0]


def test_power():
    assert evaluate("2 ^ 10") == [1024.0]


def test_folding_matches_runtime():
    from tinycalc.compiler import compile_program
    from tinycalc.parser import parse

    code = compile_program(parse("2 * 3 + 4"))
    assert code == [("CONST", 10.0), ("PRINT", None)]
    assert evaluate("x = 5\nx * (2 + 3)") == [25.0]


def test_division_by_zero():
    with pytest.raises(VMError):
        evaluate("1 / 0")


def test_undefined_name():
    with pytest.raises(VMError, match="undefined"):
        evaluate("y + 1")


def test_several_statements():
    assert evaluate("a = 2\nb = a ^ 3\nb - a\nb") == [6.0, 8.0]
    assert math.isclose(evaluate("e")[0], math.e)
