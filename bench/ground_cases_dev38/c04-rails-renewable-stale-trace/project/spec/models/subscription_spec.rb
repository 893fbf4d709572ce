require "rails_helper"

RSpec.describe Subscription do
  let(:plan) { create(:plan, price_cents: 1900) }
  let(:account) { create(:account) }

  describe "#monthly_price" do
    it "multiplies by seats" do
      sub = build(:subscription, plan: plan, account: account, seats: 3)
      expect(sub.monthly_price).to eq(5700)
    end
  end

  describe "#in_grace_period?" do
    it "is true for 7 days after the period ends" do
      sub = build(:subscription, plan: plan, account: account, status: :past_due,
                                 current_period_end: 3.days.ago)
      expect(sub.in_grace_period?).to be(true)
    end

    it "is false after 7 days" do
      sub = build(:subscription, plan: plan, account: account, status: :past_due,
                                 current_period_end: 8.days.ago)
      expect(sub.in_grace_period?).to be(false)
    end
  end

  describe "#renewable?" do
    it "is false when canceled" do
      sub = build(:subscription, plan: plan, account: account, status: :canceled)
      expect(sub.renewable?).to be(false)
    end

    it "is true when the trial is over" do
      sub = build(:subscription, plan: plan, account: account, status: :trialing,
                                 trial_ends_at: 2.days.ago, current_period_end: nil)
      expect(sub.renewable?).to be(true)
    end

    it "is true when the period ends tomorrow" do
      sub = build(:subscription, plan: plan, account: account, status: :active,
                                 trial_ends_at: 1.year.ago, current_period_end: 12.hours.from_now)
      expect(sub.renewable?).to be(true)
    end
  end
end
