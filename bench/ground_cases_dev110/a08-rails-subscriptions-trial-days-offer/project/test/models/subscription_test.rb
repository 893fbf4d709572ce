require "test_helper"

class SubscriptionTest < ActiveSupport::TestCase
  setup do
    @account = accounts(:acme)
  end

  test "trialing only while the trial end is in the future" do
    sub = Subscription.new(account: @account, plan: "starter", status: "trialing", trial_ends_at: 2.days.from_now)
    assert sub.trialing?
    sub.trial_ends_at = 1.minute.ago
    assert_not sub.trialing?
  end

  test "days left is zero when not trialing" do
    sub = Subscription.new(account: @account, plan: "team", status: "active")
    assert_equal 0, sub.trial_days_left
  end

  test "price comes from the plan" do
    assert_equal 2900, Subscription.new(plan: "team").monthly_price_cents
  end

  test "unknown plan is invalid" do
    sub = Subscription.new(account: @account, plan: "gold", status: "active")
    assert_not sub.valid?
    assert_includes sub.errors[:plan], "is not included in the list"
  end

  test "cancel! stamps canceled_at" do
    sub = Subscription.create!(account: @account, plan: "starter", status: "active")
    sub.cancel!
    assert_equal "canceled", sub.reload.status
    assert_not_nil sub.canceled_at
  end
end
