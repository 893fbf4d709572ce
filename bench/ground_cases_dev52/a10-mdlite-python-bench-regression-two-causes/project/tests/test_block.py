from mdlite.block import parse_blocks


def kinds(text):
    return [(b.kind, b.level) for b in parse_blocks(text)]


def test_atx_and_setext_headings():
    assert kinds("# One\n\nTwo\n===\n\nThree\n---\n") == [("heading", 1), ("heading", 1), ("heading", 2)]


def test_paragraph_then_dashes_is_not_setext_inside_paragraph():
    assert kinds("a\nb\n") == [("paragraph", 0)]


def test_fenced_code_keeps_content():
    (b,) = parse_blocks("```py\nx = 1\n\ny = 2\n```\n")
    assert (b.kind, b.lang, b.text) == ("code", "py", "x = 1\n\ny = 2")


def test_lists():
    blocks = parse_blocks("- a\n- b\n\n1. c\n2. d\n")
    assert [(b.kind, b.items) for b in blocks] == [("ul", ["a", "b"]), ("ol", ["c", "d"])]


def test_nfc():
    (b,) = parse_blocks("Cafe\u0301\n")
    assert b.text == "Caf\u00e9"
