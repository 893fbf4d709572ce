from tomlconf.schema import Field, Schema

S = Schema([Field("host", str), Field("port", int), Field("mode", str, required=False, choices=("dev", "prod"))])


def test_missing_required():
    assert S.validate({"host": "x"}) == ["port: missing"]


def test_wrong_type():
    assert S.validate({"host": "x", "port": "80"}) == ["port: expected int, got str"]


def test_choices():
    assert S.validate({"host": "x", "port": 1, "mode": "qa"}) == ["mode: must be one of dev, prod"]


def test_partial_ignores_missing():
    assert S.validate_partial({"port": 1}) == []
