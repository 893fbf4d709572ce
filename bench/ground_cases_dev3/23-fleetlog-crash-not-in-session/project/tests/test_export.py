from fleetlog.export import export_rows


def test_export_rows_drops_none():
    assert export_rows([1, None, 2]) == [1, 2]
