import pytest

import tomlette


def test_basic_types():
    doc = tomlette.loads('a = 1\nb = "two"\nc = true\nd = 1.5\ne = [1, 2]\n')
    assert doc.to_dict() == {"a": 1, "b": "two", "c": True, "d": 1.5, "e": [1, 2]}


def test_tables_and_lines():
    doc = tomlette.loads("[project]\nname = 'x'\n\n[tool.ruff]\nline-length = 100\n")
    assert doc["project"].line_of("name") == 2
    assert doc["tool"]["ruff"]["line-length"] == 100


def test_duplicate_key_names_first_line():
    with pytest.raises(tomlette.ParseError, match="first on line 1"):
        tomlette.loads("a = 1\nb = 2\na = 3\n")


def test_keys_are_nfc():
    doc = tomlette.loads('"caf\\u0065\\u0301" = 1\n')
    assert "caf\u00e9" in doc


def test_nfc_duplicate_is_an_error():
    with pytest.raises(tomlette.ParseError):
        tomlette.loads('"caf\\u00e9" = 1\n"caf\\u0065\\u0301" = 2\n')


def test_bad_escape_names_it():
    with pytest.raises(tomlette.ParseError, match=r"unknown escape \\q"):
        tomlette.loads('a = "x\\qy"\n')


def test_array_of_tables():
    doc = tomlette.loads("[[bin]]\nname = 'a'\n[[bin]]\nname = 'b'\n")
    assert [t["name"] for t in doc["bin"]] == ["a", "b"]


def test_trailing_comma_needs_non_strict():
    with pytest.raises(tomlette.ParseError):
        tomlette.loads("t = { a = 1, }\n")
    with pytest.warns(DeprecationWarning, match="strict"):
        assert tomlette.loads("t = { a = 1, }\n", strict=False)["t"]["a"] == 1
