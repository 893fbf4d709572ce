require "rails_helper"

RSpec.describe Billing::Renewal do
  let(:plan) { create(:plan, interval: "month") }

  it "extends a monthly subscription by one month" do
    sub = create(:subscription, plan: plan, current_period_end: Date.new(2025, 4, 10))
    expect(described_class.new(sub).call).to eq(Date.new(2025, 5, 10))
  end

  it "clamps to the end of a shorter month" do
    sub = create(:subscription, plan: plan, current_period_end: Date.new(2025, 1, 31))
    expect(described_class.new(sub).call).to eq(Date.new(2025, 2, 28))
  end

  it "does nothing for cancelled subscriptions" do
    sub = create(:subscription, plan: plan, status: "cancelled", current_period_end: Date.new(2025, 4, 10))
    expect(described_class.new(sub).call).to be_nil
  end
end
