require "rails_helper"

RSpec.describe SubscriptionRenewal do
  let(:gateway) { instance_double(PaymentGateway) }
  let(:ok) { PaymentGateway::Charge.new(success?: true, error: nil) }
  let(:declined) { PaymentGateway::Charge.new(success?: false, error: "card_declined") }
  let(:plan) { create(:plan, price_cents: 9900) }

  subject(:renewal) { described_class.new(gateway: gateway) }

  describe "#call" do
    it "charges and extends an active subscription that is due" do
      sub = create(:subscription, plan: plan, status: "active", renews_on: Date.current)
      allow(gateway).to receive(:charge).and_return(ok)

      renewal.call

      expect(sub.reload.renews_on).to eq(Date.current.next_month)
    end

    it "extends a trial subscription by one month" do
      sub = create(:subscription, plan: plan, status: "trialing", renews_on: nil, trial_ends_on: Date.current)
      allow(gateway).to receive(:charge).and_return(ok)

      renewal.call

      expect(sub.reload).to have_attributes(status: "active", renews_on: Date.current.next_month)
    end

    it "marks the subscription past_due when the charge is declined" do
      sub = create(:subscription, plan: plan, status: "active", renews_on: Date.current)
      allow(gateway).to receive(:charge).and_return(declined)

      result = renewal.call

      expect(sub.reload.status).to eq("past_due")
      expect(result.failed).to eq([sub.id])
    end

    it "skips subscriptions that are not due yet" do
      create(:subscription, plan: plan, status: "active", renews_on: Date.current + 3)
      expect(gateway).not_to receive(:charge)

      renewal.call
    end
  end
end
