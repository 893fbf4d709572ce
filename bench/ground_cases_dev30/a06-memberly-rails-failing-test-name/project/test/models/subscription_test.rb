require "test_helper"

class SubscriptionTest < ActiveSupport::TestCase
  test "monthly renews one month after start" do
    sub = subscriptions(:monthly_mar15)
    assert_equal Date.new(2022, 4, 15), sub.next_renewal_on
  end

  test "renews on last day of month" do
    sub = subscriptions(:monthly_jan31)
    assert_equal Date.new(2022, 3, 31), sub.next_renewal_on
  end

  test "yearly renews a year after start" do
    sub = subscriptions(:yearly_2021)
    assert_equal Date.new(2022, 6, 1), sub.next_renewal_on
  end

  test "yearly renewal across a leap year keeps the day" do
    sub = subscriptions(:yearly_2021)
    sub.update!(started_on: Date.new(2023, 6, 1), renewals_count: 1, last_renewed_on: Date.new(2024, 6, 1))
    assert_equal Date.new(2025, 6, 1), sub.next_renewal_on
  end

  test "renew! bumps the counter and charges the member" do
    sub = subscriptions(:monthly_mar15)
    assert_difference -> { sub.member.charges.count } => 1 do
      sub.renew!(on: Date.new(2022, 4, 15))
    end
    assert_equal 1, sub.reload.renewals_count
  end

  test "pause! keeps the renewal date" do
    sub = subscriptions(:monthly_mar15)
    before = sub.next_renewal_on
    sub.pause!
    assert_equal before, sub.reload.next_renewal_on
  end
end
