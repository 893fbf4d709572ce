require "rails_helper"

RSpec.describe InvoicePdf do
  let(:customer) do
    create(:customer, name: "有限会社みなと青果", postal_code: "530-0001",
                      prefecture: "大阪府", city: "大阪市北区", address1: "梅田1-1-1")
  end
  let(:invoice) { create(:invoice, customer: customer) }

  def text_of(pdf)
    PDF::Inspector::Text.analyze(pdf.render).strings.join
  end

  it "renders the customer name and address" do
    text = text_of(described_class.new(invoice, kind: :invoice))
    expect(text).to include("有限会社みなと青果 御中")
    expect(text).to include("大阪市北区")
  end

  it "does not cut off a long address" do
    customer.update!(city: "大阪市中央区", address1: "北浜2丁目3番14号",
                     address2: "北浜センタービルディング 東館 12階 1203号室")
    text = text_of(described_class.new(invoice.reload, kind: :invoice))
    expect(text).to include("1203号室")
  end

  it "shows standard and reduced tax separately" do
    create(:invoice_line, invoice: invoice, amount: 1000, reduced_rate: true)
    create(:invoice_line, invoice: invoice, amount: 2000, reduced_rate: false)
    text = text_of(described_class.new(invoice.reload, kind: :invoice))
    expect(text).to include("消費税(10%) ¥200")
    expect(text).to include("消費税(8%・軽減) ¥80")
  end
end
