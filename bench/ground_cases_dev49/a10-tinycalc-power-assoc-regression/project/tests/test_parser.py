import pytest

from tinycalc.ast import BinOp, Call, Name, Neg, Num
from tinycalc.parser import ParseError, parse


def one(src):
    (node,) = parse(src)
    return node


def test_precedence_mul_over_add():
    assert one("1 + 2 * 3") == BinOp("+", Num(1), BinOp("*", Num(2), Num(3)))


def test_subtraction_is_left_assoc():
    assert one("8 - 4 - 2") == BinOp("-", BinOp("-", Num(8), Num(4)), Num(2))


def test_power_is_right_assoc():
    assert one("2 ^ 3 ^ 2") == BinOp("^", Num(2), BinOp("^", Num(3), Num(2)))


def test_unary_minus_below_power():
    assert one("-2 ^ 2") == Neg(BinOp("^", Num(2), Num(2)))


def test_call_with_args():
    assert one("max(1, x)") == Call("max", (Num(1), Name("x")))


def test_parens():
    assert one("(1 + 2) * 3") == BinOp("*", BinOp("+", Num(1), Num(2)), Num(3))


@pytest.mark.parametrize("src", ["1 +", "(1", "1 2", "* 3"])
def test_errors(src):
    with pytest.raises(ParseError):
        parse(src)
