from inkpress.frontmatter import normalize_tags


def test_normalize_tags_keeps_order_and_dedupes():
    assert normalize_tags(["Python", " asyncio", "python", "Notes"]) == ["python", "asyncio", "notes"]


def test_normalize_tags_from_string():
    assert normalize_tags("a, b ,a") == ["a", "b"]
