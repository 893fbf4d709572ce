from wikigen.slug import is_valid, page_path, slugify, unique


def test_slug_keeps_japanese():
    assert slugify("星のしずく") == "星のしずく"


def test_slug_no_slash():
    assert "/" not in slugify("ハンマー/銅")


def test_page_path():
    assert page_path("items", "星のしずく") == "items/星のしずく.html"


def test_unique_numbers_duplicates():
    assert unique(["a", "a", "b", "a"]) == ["a", "a-2", "b", "a-3"]


def test_is_valid():
    assert is_valid("iron-sword")
    assert not is_valid(".hidden")
    assert not is_valid("")


def test_is_valid_too_long():
    assert not is_valid("a" * 81)


def test_unique_keeps_order():
    assert unique(["b", "a", "b"]) == ["b", "a", "b-2"]


def test_slug_is_cut():
    assert len(slugify("あ" * 200)) <= 80
