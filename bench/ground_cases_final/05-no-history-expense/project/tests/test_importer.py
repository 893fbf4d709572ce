from keihi.importer import _yen


def test_yen_strips_symbols():
    assert _yen("¥12,800") == 12800
    assert _yen(" 3,000円 ") == 3000
