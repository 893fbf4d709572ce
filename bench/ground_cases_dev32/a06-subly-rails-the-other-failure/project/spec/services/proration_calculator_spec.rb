require "rails_helper"

RSpec.describe ProrationCalculator do
  let(:basic) { build(:plan, price_cents: 4900, interval: "month") }
  let(:pro) { build(:plan, price_cents: 9900, interval: "month") }
  let(:sub) do
    build(:subscription, plan: basic,
                         current_period_start: Time.zone.parse("2025-11-01"),
                         current_period_end: Time.zone.parse("2025-12-01"))
  end

  describe "#credit_cents" do
    it "is zero once the period is over" do
      calc = described_class.new(sub, pro, at: Time.zone.parse("2025-12-01"))
      expect(calc.credit_cents).to eq(0)
    end

    it "credits the unused part of the old plan" do
      # 20 of 30 days left on a 49.00 plan: 32.666.. -> 32.67
      calc = described_class.new(sub, pro, at: Time.zone.parse("2025-11-11"))
      expect(calc.credit_cents).to eq(3267)
    end
  end

  describe "#amount_cents" do
    it "charges nothing for a switch on the last day" do
      calc = described_class.new(sub, pro, at: Time.zone.parse("2025-12-01"))
      expect(calc.amount_cents).to eq(0)
    end
  end
end
