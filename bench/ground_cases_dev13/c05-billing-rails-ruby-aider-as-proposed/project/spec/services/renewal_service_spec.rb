require "rails_helper"

RSpec.describe RenewalService do
  let(:now) { Time.zone.parse("2025-11-06 03:10") }
  let(:gateway) { instance_double(PaymentGateway) }
  let(:plan) { create(:plan, price_cents: 9_900, interval: "month") }
  let(:service) { described_class.new(gateway: gateway, now: now, logger: Logger.new(nil)) }

  def ok_payment = double(success?: true, id: "ch_123")
  def failed_payment = double(success?: false, error_code: "card_declined")

  it "renews an active subscription whose period ended" do
    sub = create(:subscription, plan: plan, status: :active, current_period_end: now - 1.hour)
    allow(gateway).to receive(:charge).and_return(ok_payment)

    expect(service.call.renewed).to eq(1)
    expect(sub.reload.current_period_end).to eq(now - 1.hour + 1.month)
  end

  it "marks a failed renewal past due with a grace period" do
    sub = create(:subscription, plan: plan, status: :active, current_period_end: now - 1.hour)
    allow(gateway).to receive(:charge).and_return(failed_payment)

    service.call
    expect(sub.reload).to be_past_due
    expect(sub.grace_ends_at).to eq(now + 7.days)
  end

  it "retries a past due subscription inside the grace period" do
    sub = create(:subscription, plan: plan, status: :past_due, current_period_end: now - 3.days,
                                grace_ends_at: now + 4.days)
    allow(gateway).to receive(:charge).and_return(ok_payment)

    service.call
    expect(sub.reload).to be_active
  end
end
