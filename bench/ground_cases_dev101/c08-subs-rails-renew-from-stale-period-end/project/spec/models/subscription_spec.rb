require "rails_helper"

RSpec.describe Subscription do
  let(:plan) { create(:plan, interval_unit: "month", price_cents: 3_000) }
  let(:now) { Time.zone.parse("2025-11-10 12:00") }

  describe "#active?" do
    it "is active before period_end" do
      sub = build(:subscription, plan: plan, period_start: now - 10.days, period_end: now + 1.day)
      expect(sub.active?(now)).to be(true)
    end

    it "is not active once cancelled" do
      sub = build(:subscription, plan: plan, status: "cancelled", period_start: now - 10.days, period_end: now + 1.day)
      expect(sub.active?(now)).to be(false)
    end

    it "stays active during the grace period" do
      sub = build(:subscription, plan: plan, period_start: now - 32.days, period_end: now - 2.days)
      expect(sub.in_grace?(now)).to be(true)
      expect(sub.active?(now)).to be(true)
    end

    it "is not active after the grace period" do
      sub = build(:subscription, plan: plan, period_start: now - 34.days, period_end: now - 4.days)
      expect(sub.active?(now)).to be(false)
    end
  end

  describe ExpireSubscriptionsJob do
    it "moves lapsed subscriptions to past_due, then to expired after 3 days" do
      in_grace = create(:subscription, plan: plan, period_start: now - 31.days, period_end: now - 1.day)
      gone = create(:subscription, plan: plan, period_start: now - 35.days, period_end: now - 5.days)

      expect(ExpireSubscriptionsJob.new.perform(now)).to eq(1)
      expect(in_grace.reload).to be_status_past_due
      expect(gone.reload).to be_status_expired
    end
  end

  describe "#renew!" do
    it "extends by one interval from period_end" do
      sub = create(:subscription, plan: plan, period_start: now - 29.days, period_end: now + 1.day)
      sub.renew!(paid_at: now)
      expect(sub.period_start).to eq(now + 1.day)
      expect(sub.period_end).to eq(now + 1.day + 1.month)
      expect(sub.renewals.count).to eq(1)
    end
  end

  describe ".lapsed" do
    it "finds active subscriptions past their end" do
      old = create(:subscription, plan: plan, period_start: now - 40.days, period_end: now - 10.days)
      create(:subscription, plan: plan, period_start: now - 10.days, period_end: now + 20.days)
      expect(described_class.lapsed(now)).to contain_exactly(old)
    end
  end
end
