require "test_helper"

class AccountTest < ActiveSupport::TestCase
  setup do
    @plan = Plan.create!(code: "basic", name: "基础版", monthly_price_cents: 9900)
  end

  test "trialing for the first 14 days" do
    travel_to Time.zone.local(2025, 11, 1, 10, 0) do
      account = Account.create!(name: "acme", plan: @plan)
      travel 13.days
      assert account.trialing?
      travel 2.days
      assert_not account.trialing?
    end
  end

  test "trial_days_left shows 1 on the last day" do
    travel_to Time.zone.local(2025, 11, 1, 10, 0) do
      account = Account.create!(name: "acme", plan: @plan)
      travel 13.days + 3.hours
      assert_equal 1, account.trial_days_left
      travel 1.day
      assert_equal 0, account.trial_days_left
    end
  end

  test "subscribed accounts are not trialing" do
    account = Account.create!(name: "acme", plan: @plan, subscribed_at: Time.current)
    assert account.subscribed?
    assert_not account.trialing?
  end

  test "period end is the day before the next period start" do
    travel_to Time.zone.local(2025, 11, 20, 9, 0) do
      account = Account.create!(name: "acme", plan: @plan, subscribed_at: Time.zone.local(2025, 9, 5))
      assert_equal Date.new(2025, 11, 5), account.current_period_start
      assert_equal Date.new(2025, 12, 4), account.current_period_end
    end
  end
end
