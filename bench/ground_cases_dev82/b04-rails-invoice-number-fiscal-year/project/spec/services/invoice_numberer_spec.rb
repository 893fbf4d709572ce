require "rails_helper"

RSpec.describe InvoiceNumberer do
  let(:customer) { create(:customer) }

  it "numbers invoices sequentially" do
    a = create(:invoice, customer: customer)
    b = create(:invoice, customer: customer)
    expect(b.sequence).to eq(a.sequence + 1)
  end

  it "restarts the sequence every year" do
    create(:invoice, customer: customer, issued_on: Date.new(2025, 6, 1))
    c = create(:invoice, customer: customer, issued_on: Date.new(2026, 6, 1))
    expect(c.number).to eq("INV-2026-000001")
  end
end
