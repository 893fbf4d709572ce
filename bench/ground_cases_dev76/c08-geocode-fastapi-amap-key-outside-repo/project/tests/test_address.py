from app.address import mask_address, normalize_address, same_building


def test_strips_unit_info():
    assert normalize_address("上海市浦东新区张杨路 500 号 3号楼2单元1201室") == "上海市浦东新区张杨路500号"


def test_fullwidth_digits():
    assert normalize_address("张杨路５００号") == "张杨路500号"


def test_same_building():
    assert same_building("张杨路500号1201室", "张杨路 500 号")


def test_mask():
    assert mask_address("上海市浦东新区张杨路500号") == "上海市浦东新" + "*" * 7
