require "rails_helper"

# Talks to Stripe test mode. Needs STRIPE_SECRET_KEY to be a test-mode key with
# read access to charges; the fixtures below are created once per run.
RSpec.describe PaymentsSync, :stripe_live do
  let(:since) { 1.hour.ago }

  before(:all) do
    @charge = Stripe::Charge.create(
      amount: 4_200,
      currency: "eur",
      source: "tok_visa",
      description: "payments_sync_spec #{SecureRandom.hex(4)}"
    )
  end

  it "creates a Payment for each succeeded charge" do
    expect { described_class.new(since: since).call }
      .to change { Payment.where(stripe_charge_id: @charge.id).count }.from(0).to(1)
  end

  it "stores amounts in cents with an upper-case currency" do
    described_class.new(since: since).call
    payment = Payment.find_by!(stripe_charge_id: @charge.id)
    expect(payment.amount_cents).to eq(4_200)
    expect(payment.currency).to eq("EUR")
  end

  it "is idempotent" do
    sync = described_class.new(since: since)
    sync.call
    expect(sync.call.created).to eq(0)
  end
end
