# frozen_string_literal: true

require "billing/subscription"

RSpec.describe Billing::Subscription do
  let(:monthly) { Billing::Plan.find("monthly") }

  def sub(started_on, **opts)
    described_class.new(id: 1, customer_id: 7, plan: monthly, started_on: started_on, **opts)
  end

  it "renews on the same day next month" do
    expect(sub(Date.new(2025, 3, 15)).next_renewal_on).to eq(Date.new(2025, 4, 15))
  end

  it "rolls over the year" do
    expect(sub(Date.new(2025, 12, 5)).next_renewal_on).to eq(Date.new(2026, 1, 5))
  end

  it "is due on the renewal date" do
    expect(sub(Date.new(2025, 3, 15)).due?(Date.new(2025, 4, 15))).to be(true)
  end

  it "is not due before" do
    expect(sub(Date.new(2025, 3, 15)).due?(Date.new(2025, 4, 14))).to be(false)
  end

  describe "#pause! / #resume!" do
    it "is never due while paused" do
      s = sub(Date.new(2025, 3, 15))
      s.pause!
      expect(s.due?(Date.new(2025, 6, 1))).to be(false)
    end

    it "is due again after resuming" do
      s = sub(Date.new(2025, 3, 15))
      s.pause!
      s.resume!
      expect(s.due?(Date.new(2025, 4, 15))).to be(true)
    end

    it "refuses to resume an active subscription" do
      expect { sub(Date.new(2025, 3, 15)).resume! }.to raise_error(ArgumentError)
    end
  end
end
