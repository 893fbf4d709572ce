require "test_helper"

class SubscriptionTest < ActiveSupport::TestCase
  def build(started_on:, interval_months: 1)
    Subscription.new(started_on: started_on, interval_months: interval_months)
  end

  test "renews one month after start" do
    sub = build(started_on: Date.new(2025, 4, 10))
    assert_equal Date.new(2025, 5, 10), sub.next_renewal_on(Date.new(2025, 4, 20))
  end

  test "renews on month end after february" do
    sub = build(started_on: Date.new(2025, 1, 31))
    assert_equal Date.new(2025, 3, 31), sub.next_renewal_on(Date.new(2025, 3, 1))
  end

  test "quarterly plan" do
    sub = build(started_on: Date.new(2025, 1, 15), interval_months: 3)
    assert_equal Date.new(2025, 7, 15), sub.next_renewal_on(Date.new(2025, 5, 1))
  end
end
