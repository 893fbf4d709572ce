require "rails_helper"

RSpec.describe Subscription do
  let(:plan) { create(:plan, price_cents: 4900, interval: "month") }

  describe "#renewable?" do
    let(:sub) do
      build(:subscription, plan: plan, status: :active,
                           current_period_start: Time.zone.parse("2025-11-01"),
                           current_period_end: Time.zone.parse("2025-12-01"))
    end

    it "is renewable once the period has ended" do
      expect(sub.renewable?(Time.zone.parse("2025-12-01 00:05"))).to be(true)
    end

    it "is not renewable during the period" do
      expect(sub.renewable?(Time.zone.parse("2025-11-20"))).to be(false)
    end

    it "is not renewable while the trial runs" do
      sub.status = :trialing
      sub.trial_ends_at = Time.zone.parse("2025-12-10")
      expect(sub.renewable?(Time.zone.parse("2025-12-02"))).to be(false)
    end

    it "is never renewable when expired" do
      sub.status = :expired
      expect(sub.renewable?(Time.zone.parse("2025-12-02"))).to be(false)
    end

    it "is false once the subscription is canceled" do
      sub.status = :canceled
      sub.canceled_at = Time.zone.parse("2025-11-15")
      expect(sub.renewable?(Time.zone.parse("2025-12-02"))).to be(false)
    end
  end

  describe "#advance_period!" do
    it "moves a monthly period forward by a month" do
      sub = create(:subscription, plan: plan, current_period_start: Time.zone.parse("2025-11-01"),
                                  current_period_end: Time.zone.parse("2025-12-01"))
      sub.advance_period!
      expect(sub.current_period_end).to eq(Time.zone.parse("2026-01-01"))
    end
  end
end
