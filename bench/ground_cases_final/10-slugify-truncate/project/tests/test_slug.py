from pressroom.text.slug import slugify, unique_slug


def test_basic():
    assert slugify("Hello, World!") == "hello-world"


def test_accents_and_apostrophes():
    assert slugify("Café déjà vu: don't panic") == "cafe-deja-vu-dont-panic"


def test_empty_title_falls_back():
    assert slugify("!!!") == "post"


def test_truncates_at_word_boundary():
    assert slugify("alpha beta gamma", max_length=10) == "alpha-beta"


def test_truncates_inside_a_word():
    assert slugify("alpha beta gamma", max_length=12) == "alpha-beta"


def test_unique_slug():
    assert unique_slug("x", {"x", "x-2"}) == "x-3"
