# frozen_string_literal: true

require "minitest/autorun"
require "slugger"

class TransliterateTest < Minitest::Test
  def test_table_entries
    assert_equal "ss", Slugger::Transliterate.to_ascii("ß")
    assert_equal "ae", Slugger::Transliterate.to_ascii("æ")
  end

  def test_accents_outside_the_table
    assert_equal "creme brulee", Slugger::Transliterate.to_ascii("crème brûlée")
    assert_equal "Sao Tome", Slugger::Transliterate.to_ascii("São Tomé")
  end

  def test_drops_unknown_non_ascii
    assert_equal "ab", Slugger::Transliterate.to_ascii("a☃b")
  end

  def test_symbols
    assert_equal "rock and roll", Slugger::Transliterate.to_ascii("rock&roll")
  end

  def test_ascii_predicate
    assert Slugger::Transliterate.ascii?("plain")
    refute Slugger::Transliterate.ascii?("café")
  end

  def test_empty_string
    assert_equal "", Slugger::Transliterate.to_ascii("")
  end
end
