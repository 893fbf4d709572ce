require "rails_helper"

RSpec.describe Subscription do
  let(:plan) { create(:plan, price_cents: 1990, interval: 1.month, name: "基础版") }
  let(:sub) { create(:subscription, plan: plan, current_period_end: Time.zone.parse("2025-11-01 00:00")) }

  describe "#renew!" do
    before do
      allow(PaymentGateway).to receive(:charge)
        .and_return(PaymentGateway::Charge.new(id: "ch_1", amount_cents: 1990, created_at: Time.current))
    end

    it "charges and moves the period forward" do
      travel_to Time.zone.parse("2025-11-01 03:00") do
        expect(sub.renew!).to be(true)
      end
      expect(sub.reload.current_period_end).to eq(Time.zone.parse("2025-12-01 00:00"))
      expect(sub.charges.count).to eq(1)
    end

    it "does nothing before the period ends" do
      travel_to Time.zone.parse("2025-10-20 03:00") do
        expect(sub.renew!).to be(false)
      end
      expect(PaymentGateway).not_to have_received(:charge)
    end

    it "marks the subscription past due when the card is declined" do
      allow(PaymentGateway).to receive(:charge).and_raise(PaymentGateway::CardDeclined, "余额不足")
      travel_to Time.zone.parse("2025-11-01 03:00") do
        expect(sub.renew!).to be(false)
      end
      expect(sub.reload).to be_past_due
    end
  end
end
