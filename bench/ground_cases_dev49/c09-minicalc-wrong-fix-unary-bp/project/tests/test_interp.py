import pytest

from minicalc.interp import EvalError, evaluate
from minicalc.parser import parse


def run(src, env=None):
    return evaluate(parse(src), {} if env is None else env)


def test_arithmetic():
    assert run("1 + 2 * 3") == 7
    assert run("10 % 4") == 2


def test_power():
    assert run("2 ** 10") == 1024
    assert run("2 ** 3 ** 2") == 512


def test_variables():
    env = {}
    run("x = 3", env)
    assert run("x * 2", env) == 6


def test_functions():
    assert run("sqrt(16)") == 4
    assert run("max(1, 5, 3)") == 5


def test_division_by_zero():
    with pytest.raises(EvalError):
        run("1 / 0")
