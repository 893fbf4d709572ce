from enrich.regions import normalize_postal


def test_normalize_postal_strips_hyphen():
    assert normalize_postal("060-0001") == "0600001"


def test_normalize_postal_pads_leading_zero():
    assert normalize_postal(600001) == "0600001"


def test_normalize_postal_empty():
    assert normalize_postal(None) == ""
    assert normalize_postal("") == ""
