import pytest

import jsonc5


def test_comments_and_trailing_commas():
    assert jsonc5.loads('{"a": 1, // one\n "b": [1, 2,], /* x */}') == {"a": 1, "b": [1, 2]}


def test_comment_after_string_with_block_opener():  # 71
    assert jsonc5.loads('{"p": "/*"} // done') == {"p": "/*"}


def test_error_position():
    with pytest.raises(jsonc5.ParseError) as e:
        jsonc5.loads('{\n  "a": 1\n  "b": 2\n}')
    assert (e.value.line, e.value.column) == (3, 3)


def test_spans():
    tree = jsonc5.parse_tree('{\n  "xs": [1, 2]\n}')
    assert str(tree.span) == "1:1-3:1"
    assert str(tree.children[0].span) == "2:9-2:14"


def test_numbers():
    assert jsonc5.loads("[0, -1, 2.5, 1e3]") == [0, -1, 2.5, 1000.0]
