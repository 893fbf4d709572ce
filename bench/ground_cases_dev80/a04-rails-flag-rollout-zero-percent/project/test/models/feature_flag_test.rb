require "test_helper"

class FeatureFlagTest < ActiveSupport::TestCase
  Account = Struct.new(:id)

  def sample_accounts(n = 1000)
    (1..n).map { |i| Account.new(i) }
  end

  test "zero percent disables every account" do
    flag = FeatureFlag.new(name: "new_invoice_pdf", rollout_percentage: 0)
    assert_equal 0, sample_accounts.count { |a| flag.enabled_for?(a) }
  end

  test "hundred percent enables every account" do
    flag = FeatureFlag.new(name: "new_invoice_pdf", rollout_percentage: 100)
    assert_equal 1000, sample_accounts.count { |a| flag.enabled_for?(a) }
  end

  test "fifty percent enables about half" do
    flag = FeatureFlag.new(name: "new_invoice_pdf", rollout_percentage: 50)
    assert_in_delta 500, sample_accounts.count { |a| flag.enabled_for?(a) }, 60
  end

  test "an account keeps its answer" do
    flag = FeatureFlag.new(name: "new_invoice_pdf", rollout_percentage: 30)
    account = Account.new(4242)
    assert_equal [flag.enabled_for?(account)] * 5, Array.new(5) { flag.enabled_for?(account) }
  end
end
