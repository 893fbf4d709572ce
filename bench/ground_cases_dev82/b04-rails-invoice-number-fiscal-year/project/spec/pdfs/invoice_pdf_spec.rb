require "rails_helper"
require "pdf/inspector"

RSpec.describe InvoicePdf do
  let(:customer) { create(:customer, name: "山田商店") }
  let(:invoice) { create(:invoice, customer: customer, total_yen: 11_000, issued_on: Date.new(2025, 5, 1)) }

  it "renders the invoice number and registration number" do
    text = PDF::Inspector::Text.analyze(described_class.new(invoice).render).strings.join("\n")
    expect(text).to include("請求書番号: INV-2025-000001")
    expect(text).to include("登録番号: T9876543210987")
  end
end
