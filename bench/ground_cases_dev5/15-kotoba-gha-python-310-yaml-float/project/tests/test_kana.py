from kotoba import hira_to_kata, kata_to_hira


def test_roundtrip():
    assert kata_to_hira(hira_to_kata("\u3072\u3089\u304c\u306a")) == "\u3072\u3089\u304c\u306a"
