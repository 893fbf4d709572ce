require "rails_helper"

RSpec.describe RefundService do
  let(:invoice) { create(:invoice, :paid, gross: 119_00) }
  let(:stripe) { double("Stripe::Refund", create: double(id: "re_123", status: "succeeded")) }

  it "refunds part of a paid invoice" do
    refund = described_class.new(invoice, stripe: stripe).call(amount_cents: 50_00)
    expect(refund).to be_succeeded
    expect(refund.stripe_refund_id).to eq("re_123")
    expect(refund.credit_note.amount_cents).to eq(50_00)
  end

  it "refuses more than was paid" do
    expect { described_class.new(invoice, stripe: stripe).call(amount_cents: 200_00) }
      .to raise_error(RefundService::Error, /exceeds/)
  end
end
