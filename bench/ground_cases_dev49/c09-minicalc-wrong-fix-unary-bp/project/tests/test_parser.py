import pytest

from minicalc.ast import Assign, BinOp, Call, Name, Num
from minicalc.parser import ParseError, parse


def test_precedence():
    assert parse("1 + 2 * 3") == BinOp("+", Num(1), BinOp("*", Num(2), Num(3)))


def test_left_associative():
    assert parse("8 - 3 - 2") == BinOp("-", BinOp("-", Num(8), Num(3)), Num(2))


def test_power_is_right_associative():
    assert parse("2 ** 3 ** 2") == BinOp("**", Num(2), BinOp("**", Num(3), Num(2)))


def test_parentheses():
    assert parse("(1 + 2) * 3") == BinOp("*", BinOp("+", Num(1), Num(2)), Num(3))


def test_assignment_and_call():
    assert parse("y = max(x, 1)") == Assign("y", Call("max", (Name("x"), Num(1))))


def test_trailing_garbage():
    with pytest.raises(ParseError):
        parse("1 2")


def test_missing_paren():
    with pytest.raises(ParseError, match="RPAREN"):
        parse("(1 + 2")
