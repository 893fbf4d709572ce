from etl.transform import normalize_name, normalize_phone


def test_normalize_phone_strips_country_code():
    assert normalize_phone("+86 138-0013-8000") == "13800138000"


def test_normalize_phone_rejects_short():
    assert normalize_phone("12345") is None


def test_normalize_name_collapses_spaces():
    assert normalize_name("  王   小明 ") == "王 小明"
