from sync.inventory import merge_rows, parse_qty


def test_parse_qty_formats():
    assert parse_qty("12") == 12
    assert parse_qty("12.0") == 12
    assert parse_qty("1,200") == 1200
    assert parse_qty("") == 0
    assert parse_qty("-3") == 0


def test_unchanged_rows_are_not_pushed():
    rows = [{"sku": "A-1", "qty": "5", "warehouse": "SH01"}]
    result = merge_rows(rows, {("A-1", "SH01"): 5})
    assert result.updated == []
    assert result.unchanged == 1


def test_default_warehouse():
    rows = [{"sku": "B-7", "qty": "3"}]
    result = merge_rows(rows, {}, default_warehouse="GZ02")
    assert result.updated[0].warehouse == "GZ02"


def test_skip_zero():
    rows = [{"sku": "C-2", "qty": "0", "warehouse": "SH01"}]
    result = merge_rows(rows, {}, skip_zero=True)
    assert result.skipped == ["C-2"]


def test_by_warehouse_counts_updates():
    rows = [{"sku": "A", "qty": "1", "warehouse": "GZ02"}, {"sku": "B", "qty": "2", "warehouse": "SH01"},
            {"sku": "C", "qty": "3", "warehouse": "GZ02"}]
    assert merge_rows(rows, {}).by_warehouse() == {"GZ02": 2, "SH01": 1}


def test_empty_sku_is_skipped():
    rows = [{"sku": "", "qty": "9", "warehouse": "SH01"}]
    result = merge_rows(rows, {})
    assert result.skipped == ["(empty sku)"]
    assert result.updated == []
