require "rails_helper"

RSpec.describe Subscription do
  let(:plan) { create(:plan, price: 1200, interval: "month") }

  describe ".due_for_renewal" do
    it "includes subscriptions whose renewal date has come" do
      sub = create(:subscription, plan:, renews_on: Date.current)
      expect(described_class.due_for_renewal).to include(sub)
    end

    it "skips canceled subscriptions" do
      create(:subscription, plan:, renews_on: Date.current, status: "canceled")
      expect(described_class.due_for_renewal).to be_empty
    end
  end

  describe "#renew!" do
    it "moves a monthly plan a month ahead" do
      sub = create(:subscription, plan:, renews_on: Date.new(2025, 1, 31))
      sub.renew!(Date.new(2025, 1, 31))
      expect(sub.renews_on).to eq(Date.new(2025, 2, 28))
    end

    it "clears past_due" do
      sub = create(:subscription, plan:, status: "past_due", renews_on: Date.current)
      sub.renew!
      expect(sub.status).to eq("active")
    end
  end

  describe "#in_trial?" do
    it "is true until trial_ends_at" do
      sub = build(:subscription, trial_ends_at: 2.days.from_now)
      expect(sub.in_trial?).to be(true)
      expect(sub.in_trial?(3.days.from_now)).to be(false)
    end
  end
end
