require "rails_helper"

RSpec.describe Subscription do
  let(:plan) { create(:plan, price_cents: 9900, trial_days: 14, interval_days: 30) }

  describe "#in_trial?" do
    it "is true during the trial" do
      sub = build(:subscription, plan: plan, started_at: 2.days.ago)
      expect(sub).to be_in_trial
    end

    it "is false after the trial" do
      sub = build(:subscription, plan: plan, started_at: 20.days.ago)
      expect(sub).not_to be_in_trial
    end
  end

  describe "#renewal_price_cents" do
    it "is half price for the first paid month" do
      sub = build(:subscription, plan: plan, started_at: 15.days.ago, renewals_count: 0)
      expect(sub.renewal_price_cents).to eq(4950)
    end
  end
end
