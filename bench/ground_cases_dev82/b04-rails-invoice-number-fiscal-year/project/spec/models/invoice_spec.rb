require "rails_helper"

RSpec.describe Invoice do
  let(:customer) { create(:customer) }

  describe "#subtotal_yen" do
    it "backs out 10% tax" do
      invoice = build(:invoice, customer: customer, total_yen: 1100)
      expect(invoice.subtotal_yen).to eq(1000)
    end
  end

  describe "#number" do
    it "is assigned on create" do
      invoice = create(:invoice, customer: customer, issued_on: Date.new(2025, 6, 1))
      expect(invoice.number).to be_present
    end

    it "uses the fiscal year (April start)" do
      invoice = create(:invoice, customer: customer, issued_on: Date.new(2025, 3, 31))
      expect(invoice.number).to eq("INV-2024-000001")
    end
  end
end
