require "rails_helper"

RSpec.describe SubscriptionRenewal do
  let(:now) { Time.zone.parse("2025-03-10 06:00") }
  let(:clock) { double(now: now) }
  let(:plan) { create(:plan, price_cents: 1900, billing_interval: "month") }
  let(:gateway) { instance_double(PaymentGateway) }
  let(:subscription) do
    create(:subscription, plan: plan, status: "active", current_period_end: now - 1.hour)
  end

  subject(:result) { described_class.new(subscription, gateway: gateway, clock: clock).call }

  it "skips subscriptions that are not due" do
    subscription.update!(current_period_end: now + 2.days)
    expect(result.status).to eq(:skipped)
  end

  it "charges and renews a due subscription" do
    allow(gateway).to receive(:charge).and_return(double(succeeded?: true))
    expect(result.status).to eq(:renewed)
    expect(gateway).to have_received(:charge).with(hash_including(amount_cents: 1900))
  end

  it "keeps the billing date when the job runs late" do
    subscription.update!(current_period_end: Time.zone.parse("2025-03-10 06:00"))
    late_clock = double(now: Time.zone.parse("2025-03-10 07:40"))
    allow(gateway).to receive(:charge).and_return(double(succeeded?: true))
    described_class.new(subscription, gateway: gateway, clock: late_clock).call
    expect(subscription.reload.current_period_end).to eq(Time.zone.parse("2025-04-10 06:00"))
  end

  it "marks past_due after three failed charges" do
    subscription.update!(failed_attempts: 2)
    allow(gateway).to receive(:charge).and_return(double(succeeded?: false, error_message: "card_declined"))
    expect(result.status).to eq(:charge_failed)
    expect(subscription.reload.status).to eq("past_due")
  end
end
