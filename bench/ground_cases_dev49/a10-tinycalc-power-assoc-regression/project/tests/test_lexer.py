import pytest

from tinycalc.lexer import LexError, tokenize


def kinds(src):
    return [t.kind for t in tokenize(src)]


def test_basic_tokens():
    assert kinds("x = 2.5e3 * (y - 1)") == ["name", "assign", "num", "op", "lparen", "name", "op", "num", "rparen", "eof"]


def test_newlines_are_tokens():
    assert kinds("1\n2") == ["num", "newline", "num", "eof"]


def test_positions():
    toks = tokenize("ab + 12")
    assert [t.pos for t in toks] == [0, 3, 5, 7]


def test_bad_character():
    with pytest.raises(LexError):
        tokenize("1 $ 2")


def test_error_reports_line_and_column():
    with pytest.raises(LexError, match=r"at 2:3"):
        tokenize("x = 1\ny $ 2")
