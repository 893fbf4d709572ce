require "test_helper"

class AccountTest < ActiveSupport::TestCase
  test "feature? delegates to FeatureFlag" do
    account = accounts(:acme)
    FeatureFlag.create!(name: "new_invoice_pdf", enabled: true)
    assert account.feature?(:new_invoice_pdf)
  end

  test "feature? is false for unknown flags" do
    refute accounts(:acme).feature?(:nope)
  end

  test "allow list enables a single account" do
    acme, other = accounts(:acme), accounts(:globex)
    FeatureFlag.create!(name: "beta_reports", account_ids: [acme.id])
    assert acme.feature?(:beta_reports)
    refute other.feature?(:beta_reports)
  end
end
