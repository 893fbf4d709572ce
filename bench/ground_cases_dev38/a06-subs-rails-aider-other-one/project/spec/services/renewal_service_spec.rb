require "rails_helper"

RSpec.describe RenewalService do
  let(:gateway) { instance_double(Billing::StripeGateway) }
  let(:now) { Time.zone.parse("2025-11-01 10:00") }
  let(:monthly) { create(:plan, interval: "month", price_cents: 1900) }

  before do
    allow(gateway).to receive(:charge).and_return(double(id: "ch_1", amount: 1900))
  end

  it "charges due subscriptions and moves the renewal date" do
    sub = create(:subscription, plan: monthly, status: "active", renews_at: now - 1.hour)

    described_class.new(gateway: gateway, now: now).call

    expect(gateway).to have_received(:charge).once
    expect(sub.reload.renews_at).to eq(now - 1.hour + 1.month)
  end

  it "skips subscriptions that are not due yet" do
    create(:subscription, plan: monthly, status: "active", renews_at: now + 1.day)

    described_class.new(gateway: gateway, now: now).call

    expect(gateway).not_to have_received(:charge)
  end

  it "marks declined renewals past due" do
    sub = create(:subscription, plan: monthly, status: "active", renews_at: now - 1.hour, failed_attempts: 0)
    allow(gateway).to receive(:charge).and_raise(Billing::CardDeclined, "insufficient_funds")

    described_class.new(gateway: gateway, now: now).call

    expect(sub.reload.status).to eq("past_due")
  end
end
