require "rails_helper"

RSpec.describe RefundService do
  let(:actor) { create(:user, :support) }
  let(:order) { create(:order, :paid_by_card, total_cents: 5000) }

  before { allow(PaymentGateway).to receive(:refund) }

  it "creates a refund and calls the gateway" do
    refund = described_class.new(order, amount_cents: 2000, reason: "damaged", actor: actor).call
    expect(refund).to be_persisted
    expect(PaymentGateway).to have_received(:refund).with(order.payment.gateway_ref, 2000)
  end

  it "marks the order refunded when everything is refunded" do
    described_class.new(order, amount_cents: 5000, reason: "cancelled", actor: actor).call
    expect(order.reload.status).to eq("refunded")
  end

  it "rejects a refund above what was paid" do
    described_class.new(order, amount_cents: 3000, reason: "partial", actor: actor).call
    expect {
      described_class.new(order, amount_cents: 2500, reason: "again", actor: actor).call
    }.to raise_error(RefundService::RefundError, /exceeds amount paid/)
  end

  it "rejects a non-positive amount" do
    expect {
      described_class.new(order, amount_cents: 0, reason: "x", actor: actor).call
    }.to raise_error(RefundService::RefundError)
  end
end
