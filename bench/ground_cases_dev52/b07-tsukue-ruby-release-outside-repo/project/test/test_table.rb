# frozen_string_literal: true

require "minitest/autorun"
require "tsukue"

class TestTable < Minitest::Test
  def test_ascii
    out = Tsukue.render([%w[name qty], ["apple", 3]])
    assert_equal "name  | qty\n------+----\napple | 3\n", out
  end

  def test_japanese_columns_line_up
    out = Tsukue.render([%w[名前 数], ["りんご", 3], ["ぶどう", 12]])
    lines = out.lines.map(&:chomp)
    assert_equal ["名前   | 数", "-------+---", "りんご | 3", "ぶどう | 12"], lines
  end

  def test_right_align
    out = Tsukue.render([%w[k v], ["a", 1], ["b", 100]], align: [:left, :right])
    assert_includes out, "a |   1"
  end

  def test_ambiguous_wide
    assert_equal 2, Tsukue::Width.of("○", ambiguous: 2)
    assert_equal 1, Tsukue::Width.of("○")
  end

  def test_truncate_keeps_graphemes
    assert_equal "が…", Tsukue::Width.truncate("がぎぐ", 3)
  end

  def test_rejects_non_rows
    assert_raises(Tsukue::Error) { Tsukue.render("nope") }
  end
end
