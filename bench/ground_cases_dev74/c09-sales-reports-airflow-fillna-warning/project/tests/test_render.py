from reports.weekly_sales.render import _sheet_name


def test_sheet_name_is_valid_and_unique():
    used = {"汇总"}
    long = "华东大区（上海/江苏/浙江/安徽）-直营"
    a = _sheet_name(long, used)
    b = _sheet_name(long + "店", used)
    assert "/" not in a and len(a) <= 31
    assert a != b and len(b) <= 31
