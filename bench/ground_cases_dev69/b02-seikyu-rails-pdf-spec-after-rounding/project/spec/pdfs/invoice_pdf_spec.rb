require "rails_helper"

RSpec.describe InvoicePdf do
  let(:invoice) { create(:invoice) }

  def text_of(pdf)
    PDF::Inspector::Text.analyze(pdf).strings.join(" ")
  end

  it "renders the title and number" do
    create(:invoice_item, invoice:)
    text = text_of(described_class.new(invoice.reload).render)
    expect(text).to include("INV-2025-")
  end

  it "prints subtotal and tax per rate" do
    create(:invoice_item, invoice:, name: "保守費", quantity: 3, unit_price: 1000, tax_rate: 10)
    create(:invoice_item, invoice:, name: "お茶", quantity: 2, unit_price: 150, tax_rate: 8)
    text = text_of(described_class.new(invoice.reload).render)
    expect(text).to include("10%対象 ¥3,000", "消費税 ¥300", "8%対象 ¥300", "消費税 ¥24")
    expect(text).to include("¥3,624")
  end

  it "marks reduced-rate items" do
    create(:invoice_item, invoice:, name: "お茶", tax_rate: 8)
    text = text_of(described_class.new(invoice.reload).render)
    expect(text).to include("お茶 ※", "軽減税率")
  end
end
