# frozen_string_literal: true

require "rails_helper"

RSpec.describe Settlement::LedgerBuilder do
  let(:merchant) { create(:merchant) }
  let(:day) { Date.new(2025, 3, 10) }

  it "credits payments net of fees" do
    payment = create(:payment, merchant: merchant, amount_cents: 10_000, settled_at: day.noon)
    create(:payment_fee, payment: payment, amount_cents: 60)
    entry = described_class.new(merchant, day).build.first
    expect(entry).to include(kind: "payment", gross_cents: 10_000, fee_cents: 60, net_cents: 9_940, currency: "CNY")
  end

  it "gives back a proportional fee on refunds" do
    payment = create(:payment, merchant: merchant, amount_cents: 10_000, settled_at: day.noon - 1.day)
    create(:payment_fee, payment: payment, amount_cents: 60)
    create(:refund, payment: payment, merchant: merchant, amount_cents: 5_000, settled_at: day.noon)
    entry = described_class.new(merchant, day).build.first
    expect(entry).to include(kind: "refund", gross_cents: -5_000, fee_cents: -30, net_cents: -4_970)
  end

  it "handles payments without a fee" do
    create(:payment, merchant: merchant, amount_cents: 2_000, settled_at: day.noon)
    entry = described_class.new(merchant, day).build.first
    expect(entry[:fee_cents]).to eq(0)
  end

  it "returns nothing on a day without activity" do
    expect(described_class.new(merchant, day).build).to eq([])
  end
end
