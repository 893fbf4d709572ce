require "test_helper"

class DigestMailerTest < ActionMailer::TestCase
  test "weekly" do
    stats = DigestStats.new(new_customers: 2, deals_won: 1, follow_ups: 4)
    range = Date.new(2025, 10, 27).all_week(:monday)
    mail = DigestMailer.weekly(users(:alice), stats, range)
    assert_equal ["alice@example.com"], mail.to
    assert_match "新增客户：2", mail.body.encoded
  end
end
