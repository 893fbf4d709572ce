require "rails_helper"

RSpec.describe ChargeOrderJob do
  let(:customer) { create(:customer, stripe_customer_id: "cus_123", default_payment_method_id: "pm_123") }
  let(:order) { create(:order, :with_items, customer: customer, status: :pending_payment) }

  it "marks the order paid when the intent succeeds" do
    intent = double(id: "pi_1", status: "succeeded")
    allow(Stripe::PaymentIntent).to receive(:create).and_return(intent)

    described_class.new.perform(order.id)

    expect(order.reload).to be_paid
    expect(order.stripe_payment_intent_id).to eq("pi_1")
  end

  it "does nothing for an order that is already paid" do
    order.update!(status: :paid)
    expect(Stripe::PaymentIntent).not_to receive(:create)

    described_class.new.perform(order.id)
  end

  it "marks the order failed on a card error" do
    allow(Stripe::PaymentIntent).to receive(:create)
      .and_raise(Stripe::CardError.new("declined", nil, code: "card_declined"))

    described_class.new.perform(order.id)

    expect(order.reload).to be_payment_failed
    expect(order.failure_reason).to eq("card_declined")
  end
end
