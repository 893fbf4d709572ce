require "rails_helper"

RSpec.describe OrderCsvExporter do
  let(:customer) { Customer.create!(name: "山田商店") }
  let!(:order) do
    Order.create!(customer: customer, number: "JP-0001", status: :paid, ordered_at: Time.zone.parse("2025-10-05 10:00"))
  end

  before do
    order.line_items.create!(product_name: "抹茶ラテ", quantity: 2, unit_price: 480)
  end

  it "encodes the file as Shift_JIS" do
    csv = described_class.new(Order.all).to_csv
    expect(csv.encoding).to eq(Encoding::Shift_JIS)
    expect(csv.encode("UTF-8")).to include("抹茶ラテ")
  end

  it "exports product names with circled digits" do
    order.line_items.create!(product_name: "福袋①", quantity: 1, unit_price: 3000)
    expect { described_class.new(Order.all).to_csv }.not_to raise_error
  end

  it "writes one row per line item" do
    csv = described_class.new(Order.all).to_csv.encode("UTF-8")
    expect(csv.lines.size).to eq(2)
  end
end
