# frozen_string_literal: true

require "rails_helper"

RSpec.describe Subscription do
  let(:plan) { build(:plan, price_cents: 1_200) }

  describe "#monthly_price_cents" do
    it "multiplies by seats" do
      expect(build(:subscription, plan: plan, seats: 3).monthly_price_cents).to eq(3_600)
    end
  end

  describe "#pause!" do
    it "pauses an active subscription" do
      sub = create(:subscription, status: "active")
      sub.pause!
      expect(sub.reload).to be_paused
    end

    it "refuses to pause a canceled one" do
      sub = create(:subscription, status: "canceled")
      expect { sub.pause! }.to raise_error(ArgumentError)
    end
  end

  describe "#in_grace_period?" do
    it "is true for a week after going past due" do
      sub = build(:subscription, status: "past_due", past_due_since: 3.days.ago)
      expect(sub).to be_in_grace_period
    end

    it "is false for active subscriptions" do
      expect(build(:subscription, status: "active")).not_to be_in_grace_period
    end
  end

  describe "#next_renewal_on" do
    it "is always in the future" do
      sub = build(:subscription, started_on: Date.new(2025, 1, 31))
      expect(sub.next_renewal_on).to be > Time.zone.today
    end

    it "keeps the start day" do
      sub = build(:subscription, started_on: Date.new(2025, 3, 14))
      expect(sub.next_renewal_on(Date.new(2025, 6, 20))).to eq(Date.new(2025, 7, 14))
    end
  end

  describe "#renews_today?" do
    it "is true on the renewal day" do
      sub = build(:subscription, status: "active", started_on: Date.new(2025, 2, 10))
      expect(sub.renews_today?(Date.new(2025, 8, 10))).to be(true)
    end
  end
end
