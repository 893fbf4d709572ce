# frozen_string_literal: true

require "rails_helper"

RSpec.describe InvoicePdf do
  let(:invoice) { create(:invoice, number: "INV-2025-0042", tax_rate: 0.13) }

  before do
    create(:invoice_item, invoice: invoice, name: "云服务器 ECS", quantity: 2, unit_price: 1200)
    create(:invoice_item, invoice: invoice, name: "对象存储 OSS", quantity: 1, unit_price: 99.5)
  end

  def text_of(pdf)
    PDF::Inspector::Text.analyze(pdf).strings.join
  end

  it "renders the invoice number and buyer" do
    text = text_of(described_class.new(invoice).render)
    expect(text).to include("INV-2025-0042")
    expect(text).to include(invoice.buyer_name)
  end

  it "renders the totals" do
    text = text_of(described_class.new(invoice).render)
    expect(text).to include("¥2,499.50")
    expect(text).to include("¥2,824.44")
  end

  it "starts a second page for long invoices" do
    40.times { |i| create(:invoice_item, invoice: invoice, name: "配件 #{i}", quantity: 1, unit_price: 10) }
    pages = PDF::Inspector::Page.analyze(described_class.new(invoice.reload).render).pages
    expect(pages.size).to be >= 2
  end
end
