require "rails_helper"

RSpec.describe RenewalService do
  let(:gateway) { instance_double(PaymentGateway) }
  let(:plan) { create(:plan, price_cents: 9900, trial_days: 14, interval_days: 30) }
  let(:service) { described_class.new(gateway: gateway) }

  before do
    allow(gateway).to receive(:charge).and_return(double(success?: true, reference: "ch_123"))
  end

  it "skips subscriptions still in trial" do
    sub = create(:subscription, plan: plan, started_at: 3.days.ago)
    expect(service.renew(sub).charge).to be_nil
  end

  it "charges the full price for a regular renewal" do
    sub = create(:subscription, plan: plan, started_at: 60.days.ago, renewals_count: 1, status: :active)
    result = service.renew(sub)
    expect(result.charge.amount_cents).to eq(9900)
    expect(sub.reload.renewals_count).to eq(2)
  end

  it "marks the subscription past_due when the charge fails" do
    allow(gateway).to receive(:charge).and_return(double(success?: false, message: "card_declined"))
    sub = create(:subscription, plan: plan, started_at: 60.days.ago, renewals_count: 1, status: :active)
    service.renew(sub)
    expect(sub.reload).to be_past_due
  end
end
