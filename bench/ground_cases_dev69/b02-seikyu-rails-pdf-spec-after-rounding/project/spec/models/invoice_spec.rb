require "rails_helper"

RSpec.describe Invoice do
  let(:invoice) { create(:invoice) }

  it "sums item amounts into the subtotal" do
    create(:invoice_item, invoice:, unit_price: 1200)
    create(:invoice_item, invoice:, unit_price: 800)
    expect(invoice.reload.subtotal).to eq 2000
  end

  it "breaks tax down per rate" do
    create(:invoice_item, invoice:, unit_price: 1000, tax_rate: 10)
    create(:invoice_item, invoice:, unit_price: 500, tax_rate: 8)
    expect(invoice.reload.tax_breakdown).to eq(10 => { subtotal: 1000, tax: 100 }, 8 => { subtotal: 500, tax: 40 })
  end

  it "rounds tax once per rate, not per item" do
    3.times { create(:invoice_item, invoice:, unit_price: 105, tax_rate: 8) }
    expect(invoice.reload.tax_breakdown[8]).to eq(subtotal: 315, tax: 25)
  end

  it "adds tax to the total" do
    create(:invoice_item, invoice:, unit_price: 1000, tax_rate: 10)
    expect(invoice.reload.total).to eq 1100
  end

  it "rejects a due date before the issue date" do
    invoice.due_on = invoice.issued_on - 1
    expect(invoice).not_to be_valid
  end
end
