from kotoba import normalize


def test_fullwidth_digits():
    assert normalize("\uff11\uff12\uff13") == "123"


def test_dash_variants_become_choon():
    assert normalize("\u30e9\u2212\u30e1\u30f3") == "\u30e9\u30fc\u30e1\u30f3"
