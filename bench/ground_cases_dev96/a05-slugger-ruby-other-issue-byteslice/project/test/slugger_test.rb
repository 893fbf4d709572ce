# frozen_string_literal: true

require "minitest/autorun"
require "slugger"

class SluggerTest < Minitest::Test
  def test_basic
    assert_equal "hello-world", Slugger.slugify("Hello, World!")
  end

  def test_collapses_and_strips_separators
    assert_equal "a-b", Slugger.slugify("  --a   b--  ")
  end

  def test_transliterates_by_default
    assert_equal "strasse-cafe", Slugger.slugify("Straße Café")
  end

  def test_keeps_unicode_when_ascii_false
    assert_equal "東京-天気", Slugger.slugify("東京 天気", ascii: false)
  end

  def test_max_length_cuts_on_word_boundary
    assert_equal "the-quick-brown", Slugger.slugify("The quick brown fox jumps", max_length: 18)
  end

  def test_max_length_without_boundary
    assert_equal "abcdef", Slugger.slugify("abcdefghij", max_length: 6)
  end

  def test_keeps_case_when_asked
    assert_equal "Hello-World", Slugger.slugify("Hello World", lowercase: false)
  end

  def test_custom_separator
    assert_equal "hello_big_world", Slugger.slugify("Hello, big World!", separator: "_")
  end

  def test_max_length_cuts_on_custom_separator
    assert_equal "the_quick_brown", Slugger.slugify("The quick brown fox jumps", separator: "_", max_length: 18)
  end

  def test_rejects_unknown_options
    assert_raises(ArgumentError) { Slugger.slugify("x", sep: "_") }
  end
end
