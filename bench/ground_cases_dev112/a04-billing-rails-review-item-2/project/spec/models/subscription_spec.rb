require "rails_helper"

RSpec.describe Subscription do
  let(:plan) { create(:plan, price_cents: 1500) }

  describe "#amount_cents" do
    it "multiplies by the interval" do
      sub = build(:subscription, plan: plan, interval_months: 3)
      expect(sub.amount_cents).to eq(4500)
    end
  end

  describe "#next_renewal_on" do
    it "is one interval after the start in the first period" do
      travel_to Date.new(2026, 3, 10) do
        sub = build(:subscription, started_on: Date.new(2026, 3, 1), interval_months: 1)
        expect(sub.next_renewal_on).to eq(Date.new(2026, 4, 1))
      end
    end
  end

  describe ".due_on" do
    it "includes past_due subscriptions" do
      sub = create(:subscription, status: :past_due, current_period_end: Date.new(2026, 1, 1))
      expect(Subscription.due_on(Date.new(2026, 1, 2))).to include(sub)
    end

    it "skips cancelled ones" do
      create(:subscription, status: :cancelled, current_period_end: Date.new(2026, 1, 1))
      expect(Subscription.due_on(Date.new(2026, 1, 2))).to be_empty
    end
  end
end
