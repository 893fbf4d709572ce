from textkit.slug import slugify


def test_basic():
    assert slugify("Hello, World!") == "hello-world"


def test_accents():
    assert slugify("Crème brûlée") == "creme-brulee"


def test_truncation_does_not_leave_dash():
    assert slugify("hello world again", max_len=12) == "hello-world"
