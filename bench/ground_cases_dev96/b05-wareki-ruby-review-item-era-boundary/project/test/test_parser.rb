# frozen_string_literal: true

require "minitest/autorun"
require "wareki"

class TestParser < Minitest::Test
  def test_kanji
    assert_equal Date.new(2023, 4, 1), Wareki.parse("令和5年4月1日")
    assert_equal Date.new(1989, 1, 8), Wareki.parse("平成元年1月8日")
  end

  def test_abbreviation
    assert_equal Date.new(2019, 4, 30), Wareki.parse("H31.4.30")
    assert_equal Date.new(1975, 10, 2), Wareki.parse("s50/10/2")
  end

  def test_rejects_garbage
    assert_raises(Wareki::ParseError) { Wareki.parse("2023-04-01") }
    assert_raises(Wareki::ParseError) { Wareki.parse("令和5年2月30日") }
  end

  def test_rejects_dates_outside_the_era
    assert_raises(Wareki::ParseError) { Wareki.parse("平成32年1月1日") }
    assert_raises(Wareki::ParseError) { Wareki.parse("令和元年4月1日") }
    assert_equal Date.new(2019, 5, 1), Wareki.parse("令和元年5月1日")
  end

  def test_full_width
    assert_equal Date.new(2023, 4, 1), Wareki.parse("Ｒ５．４．１")
    assert_equal Date.new(2023, 4, 1), Wareki.parse("令和５年４月１日")
  end
end
