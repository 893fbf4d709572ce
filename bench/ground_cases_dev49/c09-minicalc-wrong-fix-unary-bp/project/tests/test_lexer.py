import pytest

from minicalc.lexer import LexError, tokenize


def kinds(src):
    return [t.kind for t in tokenize(src)]


def test_simple_expression():
    assert kinds("1 + 2.5") == ["NUMBER", "PLUS", "NUMBER", "EOF"]


def test_names_and_calls():
    assert kinds("max(x, 2)") == ["NAME", "LPAREN", "NAME", "COMMA", "NUMBER", "RPAREN", "EOF"]


def test_minus_is_always_an_operator():
    toks = tokenize("-2")
    assert [(t.kind, t.text) for t in toks] == [("MINUS", "-"), ("NUMBER", "2"), ("EOF", "")]


def test_minus_after_value_is_operator():
    assert kinds("3-2") == ["NUMBER", "MINUS", "NUMBER", "EOF"]


def test_bad_character():
    with pytest.raises(LexError, match="column 3"):
        tokenize("1 $ 2")


def test_positions_are_zero_based():
    assert [t.pos for t in tokenize("ab + 1")] == [0, 3, 5, 6]
