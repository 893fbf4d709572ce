require "rails_helper"

RSpec.describe CsvExporter do
  it "writes a header row" do
    csv = described_class.new(Order.none).call
    expect(csv.lines.first.strip).to eq("order_no,customer,total_yuan,status,created_at")
  end

  it "formats totals in yuan" do
    order = create(:order, total_cents: 12_345)
    csv = described_class.new(Order.where(id: order.id)).call
    expect(csv).to include("123.45")
  end
end
