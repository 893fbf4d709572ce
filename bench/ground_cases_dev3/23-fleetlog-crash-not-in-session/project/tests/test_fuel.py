from fleetlog.fuel import fuel_rows


def test_fuel_rows_drops_none():
    assert fuel_rows([1, None, 2]) == [1, 2]
