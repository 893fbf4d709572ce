# frozen_string_literal: true

require "minitest/autorun"
require "wareki"

using Wareki::CoreExt

class TestFormatter < Minitest::Test
  def test_default_pattern
    assert_equal "令和5年4月1日", Wareki.format(Date.new(2023, 4, 1))
  end

  def test_gannen
    assert_equal "令和元年6月1日", Wareki.format(Date.new(2019, 6, 1))
    assert_equal "令和1年6月1日", Wareki.format(Date.new(2019, 6, 1), gannen: false)
  end

  def test_abbreviated_pattern
    assert_equal "H07.01.17", Wareki.format(Date.new(1995, 1, 17), "%a%Y.%M.%D")
    assert_equal "Showa 64", Wareki.format(Date.new(1989, 1, 7), "%G %y")
  end

  def test_zenkaku_digits
    assert_equal "令和５年４月１日", Wareki.format(Date.new(2023, 4, 1), digits: :zenkaku)
  end

  def test_before_meiji_6_raises
    assert_raises(RangeError) { Wareki.format(Date.new(1872, 12, 31)) }
  end

  def test_refinement
    assert_equal "平成30年12月31日", Date.new(2018, 12, 31).to_wareki
  end
end
