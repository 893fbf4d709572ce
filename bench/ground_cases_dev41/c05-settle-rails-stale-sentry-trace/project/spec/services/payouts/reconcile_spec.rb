# frozen_string_literal: true

require "rails_helper"

RSpec.describe Payouts::Reconcile do
  let(:merchant) { create(:merchant) }
  let!(:payout) { create(:payout, provider_id: "po_123") }
  let!(:payment) { create(:payment, merchant: merchant, provider_ref: "pay_1", amount_cents: 10_000) }
  let(:client) { instance_double(Payouts::ProviderClient) }

  def line(**attrs)
    Payouts::ProviderClient::Line.new(payment_ref: "pay_1", kind: "charge", gross_cents: 10_000,
                                      fee_cents: 290, net_cents: 9_710, **attrs)
  end

  it "marks matching payments as reconciled" do
    allow(client).to receive(:payout_lines).with("po_123").and_return([line])

    result = described_class.call("po_123", client: client)

    expect(result.matched).to eq(1)
    expect(payment.reload.reconciled_at).to be_present
    expect(payout.reload).to be_reconciled
  end

  it "records a discrepancy when the net amount does not match" do
    allow(client).to receive(:payout_lines).with("po_123").and_return([line(net_cents: 9_000)])

    result = described_class.call("po_123", client: client)

    expect(result.matched).to eq(0)
    expect(result.discrepancies.size).to eq(1)
    expect(result.discrepancies.first).to have_attributes(expected_cents: 9_710, actual_cents: 9_000,
                                                           kind: "amount_mismatch")
    expect(payout.reload).to be_needs_review
  end

  it "treats a null fee as zero" do
    allow(client).to receive(:payout_lines).with("po_123").and_return([line(fee_cents: nil, net_cents: 10_000)])

    expect(described_class.call("po_123", client: client).matched).to eq(1)
  end

  it "writes nothing in dry run" do
    allow(client).to receive(:payout_lines).with("po_123").and_return([line(net_cents: 1)])

    result = described_class.call("po_123", client: client, dry_run: true)

    expect(result.discrepancies.first).not_to be_persisted
    expect(payout.reload).to be_pending
    expect(Discrepancy.count).to eq(0)
  end

  it "fails loudly for an unknown payout" do
    expect { described_class.call("po_missing", client: client) }
      .to raise_error(ActiveRecord::RecordNotFound)
  end
end
