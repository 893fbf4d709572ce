require "test_helper"

class SubscriptionTest < ActiveSupport::TestCase
  setup do
    @plan = plans(:pro_monthly)
    @account = accounts(:acme)
  end

  def build_sub(**attrs)
    Subscription.new({ account: @account, plan: @plan, status: :active,
                       started_on: Date.new(2025, 1, 15), current_period_end: Date.new(2025, 2, 15) }.merge(attrs))
  end

  test "next renewal is one month later" do
    assert_equal Date.new(2025, 3, 15), build_sub.next_renewal_on
  end

  test "renewal of a month-end start clamps to the last day of february" do
    sub = build_sub(started_on: Date.new(2025, 1, 31), current_period_end: Date.new(2025, 1, 31))
    assert_equal Date.new(2025, 2, 28), sub.next_renewal_on
  end

  test "grace period includes last day" do
    sub = build_sub(status: :past_due, current_period_end: Date.new(2025, 5, 10))
    travel_to Date.new(2025, 5, 13) do
      assert sub.in_grace_period?
    end
  end

  test "grace period is over after the last day" do
    sub = build_sub(status: :past_due, current_period_end: Date.new(2025, 5, 10))
    travel_to Date.new(2025, 5, 14) do
      assert_not sub.in_grace_period?
    end
  end

  test "canceled subscriptions are not accessible" do
    sub = build_sub(status: :canceled)
    assert_not sub.accessible?
  end
end
