from geo.normalize import normalize_address, split_unit


def test_unit_prefix_is_split_off():
    assert split_unit("Apt 4 12 Main St") == ("12 Main St", "4")


def test_unit_with_comma():
    assert split_unit("Unit 4, 12 Main St") == ("12 Main St", "4")


def test_suffixes_are_shortened():
    out = normalize_address({"line1": "40 Lake Shore Drive", "city": "chicago", "postcode": "60611"})
    assert out["line1"] == "40 Lake Shore Dr"
    assert out["city"] == "Chicago"
