import configparser

import pytest

import pricing


@pytest.fixture
def cfg():
    c = configparser.ConfigParser()
    c.read_string("""
[markup]
default = 1.35
電動工具 = 1.25
金物 = 1.40
""")
    return c


def test_markup_default(cfg):
    assert pricing.markup_for("その他", cfg) == 1.35


def test_markup_category(cfg):
    assert pricing.markup_for("電動工具", cfg) == 1.25


def test_round_price_ceil_10():
    assert pricing.round_price(582.75) == 590
    assert pricing.round_price(1590.0) == 1590
    assert pricing.round_price(1590.01) == 1600


def test_list_price_caps(cfg):
    assert pricing.selling_price(1000, "金物", 1200, cfg) == 1200


def test_describe_change():
    assert pricing.describe_change(1000, 1100) == "+100円 (+10.0%)"
    assert pricing.describe_change(0, 500) == "新規"


def test_big_jump():
    assert pricing.is_big_jump(1000, 1300)
    assert not pricing.is_big_jump(1000, 1100)
