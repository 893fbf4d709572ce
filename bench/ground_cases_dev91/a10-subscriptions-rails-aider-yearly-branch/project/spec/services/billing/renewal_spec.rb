require "rails_helper"

RSpec.describe Billing::Renewal do
  let(:gateway) { instance_double(PaymentGateway, charge: double(success?: true, error: nil)) }
  let(:plan) { create(:plan, interval: "month", price_cents: 1999) }
  let(:subscription) { create(:subscription, plan: plan, renews_on: Date.new(2025, 1, 31)) }

  it "extends renews_on by one month" do
    described_class.new(subscription, gateway: gateway).call

    expect(subscription.reload.renews_on).to eq(Date.new(2025, 2, 28))
  end

  it "marks the subscription past due when the charge fails" do
    allow(gateway).to receive(:charge).and_return(double(success?: false, error: "card_declined"))

    expect { described_class.new(subscription, gateway: gateway).call }.to raise_error(Billing::Renewal::PaymentFailed)
    expect(subscription.reload).to be_past_due
  end
end
