# frozen_string_literal: true

require "minitest/autorun"
require_relative "../lib/dunning"

class TestDunning < Minitest::Test
  def inv(**over)
    { number: "INV-1", customer: "山田商店", email: "a@example.jp", status: "open",
      due_on: Date.new(2025, 11, 1), reminded_on: nil }.merge(over)
  end

  def test_skips_reminded_today
    today = Date.new(2025, 11, 10)
    refute Dunning.due_for_reminder?(inv(reminded_on: today), today)
  end

  def test_reminds_well_past_due
    assert Dunning.due_for_reminder?(inv, Date.new(2025, 11, 10))
  end

  def test_mail_mentions_number
    assert_includes Dunning.mail_for(inv)[:body], "INV-1"
  end

  def test_targets_only_open
    today = Date.new(2025, 11, 10)
    list = [inv, inv(number: "INV-2", status: "open")]
    assert_equal 2, Dunning.targets(list, today: today).size
  end
end
