require "rails_helper"

RSpec.describe StripeEventHandler do
  def event(type, object)
    Stripe::Event.construct_from(id: "evt_#{SecureRandom.hex(4)}", type: type, data: { object: object })
  end

  let(:subscription) { create(:subscription, stripe_subscription_id: "sub_1") }

  it "ignores events it does not know" do
    expect(described_class.call(event("customer.created", { id: "cus_1" }))).to eq(:ignored)
  end

  it "records a refund on the payment" do
    payment = create(:payment, subscription: subscription, stripe_payment_intent_id: "pi_9")

    described_class.call(event("charge.refunded", { payment_intent: "pi_9", amount_refunded: 500 }))

    expect(payment.reload.refunded_cents).to eq(500)
  end

  it "cancels the subscription when Stripe deletes it" do
    described_class.call(event("customer.subscription.deleted", { id: "sub_1" }))

    expect(subscription.reload).to be_canceled
  end

  it "marks the subscription past due on a failed invoice and emails once" do
    e = event("invoice.payment_failed", { subscription: "sub_1", last_payment_error: { message: "insufficient funds" } })

    expect { 2.times { described_class.call(e) } }
      .to have_enqueued_mail(SubscriptionMailer, :payment_failed).once
    expect(subscription.reload).to be_past_due
    expect(subscription.last_payment_error).to eq("insufficient funds")
  end

  it "is safe to run twice" do
    e = event("customer.subscription.deleted", { id: "sub_1" })
    2.times { described_class.call(e) }

    expect(subscription.reload).to be_canceled
  end
end
