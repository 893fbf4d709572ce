import datetime as dt

from formatters import format_date, format_phone, gender_code, passport_no, split_name


def test_format_date_from_text():
    assert format_date("1988/3/5") == "1988.03.05"


def test_format_date_from_excel_datetime():
    assert format_date(dt.datetime(2031, 11, 20)) == "2031.11.20"


def test_format_date_empty():
    assert format_date(None) == ""


def test_split_name():
    assert split_name("张晓明") == ("ZHANG", "XIAOMING")


def test_split_name_compound_surname():
    assert split_name("欧阳娜娜") == ("OUYANG", "NANA")


def test_split_name_u_umlaut():
    assert split_name("吕雪") == ("LYU", "XUE")


def test_format_phone():
    assert format_phone("138 1234-5678") == "13812345678"


def test_gender_and_passport():
    assert gender_code("女") == "Female"
    assert passport_no(" ej1234567 ") == "EJ1234567"
