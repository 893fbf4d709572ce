require "rails_helper"

RSpec.describe SubscriptionRenewal do
  let(:gateway) { instance_double(PaymentGateway) }
  let(:plan) { create(:plan, price_cents: 9900, interval_unit: "month") }
  let(:charge) { Struct.new(:id).new("ch_123") }

  subject(:renewal) { described_class.new(gateway: gateway, logger: Logger.new(nil)) }

  it "charges and extends a due subscription" do
    sub = create(:subscription, plan: plan, current_period_end: Time.zone.today)
    allow(gateway).to receive(:charge).and_return(charge)

    result = renewal.call

    expect(result.renewed).to eq(1)
    expect(sub.reload.current_period_end).to eq(Time.zone.today + 1.month)
    expect(sub.payments.last.gateway_charge_id).to eq("ch_123")
  end

  it "skips subscriptions that are not due yet" do
    create(:subscription, plan: plan, current_period_end: Time.zone.today + 3)
    expect(gateway).not_to receive(:charge)

    expect(renewal.call.renewed).to eq(0)
  end

  it "counts a failed charge" do
    create(:subscription, plan: plan, current_period_end: Time.zone.today)
    allow(gateway).to receive(:charge).and_raise(PaymentGateway::Declined, "card declined")

    expect(renewal.call.failed).to eq(1)
  end
end
