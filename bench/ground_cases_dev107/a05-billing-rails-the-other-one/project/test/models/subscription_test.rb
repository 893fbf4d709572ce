require "test_helper"

class SubscriptionTest < ActiveSupport::TestCase
  setup do
    @sub = subscriptions(:basic_monthly)
  end

  test "trial lasts fourteen days" do
    @sub.started_on = Date.new(2025, 3, 1)
    assert_equal Date.new(2025, 3, 14), @sub.trial_ends_on
  end

  test "trial is not over on its last day" do
    @sub.started_on = Date.new(2025, 3, 1)
    refute @sub.trial_over?(Date.new(2025, 3, 14))
    assert @sub.trial_over?(Date.new(2025, 3, 15))
  end

  test "switching interval is deferred" do
    @sub.switch_interval!("year")
    assert_equal "month", @sub.interval
    assert_equal "year", @sub.pending_interval
  end

  test "applying a pending change" do
    @sub.update!(pending_interval: "year")
    @sub.apply_pending_change!
    assert_equal "year", @sub.interval
    assert_nil @sub.pending_interval
  end

  test "rejects unknown intervals" do
    assert_raises(ArgumentError) { @sub.switch_interval!("week") }
  end
end
