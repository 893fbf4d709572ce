from app.normalize import normalize_address, normalize_postal_code, split_prefecture


def test_collapses_spaces():
    assert normalize_address("  東京都渋谷区   道玄坂 1-2-3 ") == "東京都渋谷区 道玄坂 1-2-3"


def test_keeps_katakana_building_name():
    assert normalize_address("大阪府大阪市北区梅田1-1-1 グランフロントタワー 12F") == \
        "大阪府大阪市北区梅田1-1-1 グランフロントタワー 12F"


def test_split_prefecture():
    assert split_prefecture("神奈川県横浜市西区") == ("神奈川県", "横浜市西区")


def test_split_prefecture_missing():
    assert split_prefecture("横浜市西区") == (None, "横浜市西区")


def test_postal_code_with_hyphen():
    assert normalize_postal_code("150-0043") == "150-0043"


def test_postal_code_invalid():
    assert normalize_postal_code("15-43") is None
