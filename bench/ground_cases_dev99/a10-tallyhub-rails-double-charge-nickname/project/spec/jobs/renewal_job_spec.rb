require "rails_helper"

RSpec.describe RenewalJob do
  let(:customer) { create(:customer) }
  let(:subscription) do
    create(:subscription, customer: customer, price_cents: 1900, currency: "EUR", current_period_end: 1.hour.ago)
  end
  let(:payment) { Billing::Payment.new(id: "pi_123", amount: 1900, status: "succeeded") }

  it "charges the customer and extends the period" do
    expect(Billing).to receive(:charge!).with(hash_including(amount_cents: 1900, currency: "EUR")).and_return(payment)

    described_class.perform_now(subscription.id)

    expect(subscription.reload.current_period_end).to be_within(1.second).of(1.hour.ago + 1.month)
    expect(subscription.payments.sole.stripe_payment_intent_id).to eq("pi_123")
  end

  it "does nothing when the period was already renewed" do
    subscription.update!(renewed_through: subscription.current_period_end + 1.month)
    expect(Billing).not_to receive(:charge!)

    described_class.perform_now(subscription.id)
  end

  it "marks the subscription past due when the card is declined" do
    allow(Billing).to receive(:charge!).and_raise(Billing::CardDeclined, "Your card was declined.")

    described_class.perform_now(subscription.id)

    expect(subscription.reload).to be_past_due
    expect(subscription.last_payment_error).to eq("Your card was declined.")
  end

  it "exposes the pending cancellation in the API json" do
    subscription.cancel!(at_period_end: true)

    json = subscription.as_api_json
    expect(json[:cancel_at_period_end]).to be(true)
    expect(json[:cancels_on]).to eq(subscription.current_period_end.to_date.iso8601)
  end

  it "skips subscriptions that cancel at period end" do
    subscription.update!(cancel_at_period_end: true)
    expect(Billing).not_to receive(:charge!)

    described_class.perform_now(subscription.id)
  end
end
