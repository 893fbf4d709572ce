from wiki.slug import slugify, unique


def test_slug_spaces_become_dashes():
    assert slugify("Star Rail 1.0") == "star-rail-1.0"


def test_slug_keeps_cjk():
    assert slugify("星穹列车 角色/丹恒") == "星穹列车-角色-丹恒"


def test_slug_nfkc_fullwidth():
    assert slugify("ＡＢＣ　角色") == "abc-角色"


def test_slug_never_empty():
    assert slugify("   ") == "page"


def test_unique_appends_numbers():
    taken = set()
    assert unique("a", taken) == "a"
    assert unique("a", taken) == "a-2"
    assert unique("a", taken) == "a-3"


def test_slug_truncates():
    assert len(slugify("长" * 200)) == 80


def test_slug_strips_edge_dashes():
    assert slugify(" /角色/ ") == "角色"


def test_unique_keeps_first_free_number():
    taken = {"b", "b-2"}
    assert unique("b", taken) == "b-3"
