from etl.normalize import normalize_city, normalize_name


def test_strips_company_suffix():
    assert normalize_name("星巴克咖啡有限公司") == "星巴克咖啡"


def test_strips_processor_prefix_and_store_number():
    assert normalize_name("微信支付-瑞幸咖啡 #1024") == "瑞幸咖啡"


def test_folds_fullwidth():
    assert normalize_name("ＫＦＣ（人民广场店）") == "kfc"


def test_city_suffix():
    assert normalize_city("上海市") == "上海"
