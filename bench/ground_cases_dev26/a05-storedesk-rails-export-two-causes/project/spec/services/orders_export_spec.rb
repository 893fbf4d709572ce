require "rails_helper"

RSpec.describe OrdersExport do
  let(:account) { create(:account, slug: "acme") }

  it "writes a header row" do
    csv = described_class.new(account, from: Date.new(2025, 3, 1), to: Date.new(2025, 3, 31)).to_csv
    expect(csv.lines.first.chomp).to eq(OrdersExport::HEADERS.join(","))
  end

  it "includes orders inside the window" do
    create(:order, account: account, number: "A-1", placed_at: Time.utc(2025, 3, 10, 9))
    create(:order, account: account, number: "A-2", placed_at: Time.utc(2025, 4, 2, 9))
    csv = described_class.new(account, from: Date.new(2025, 3, 1), to: Date.new(2025, 3, 31)).to_csv
    expect(csv).to include("A-1")
    expect(csv).not_to include("A-2")
  end

  it "names the file after the window" do
    export = described_class.new(account, from: Date.new(2025, 3, 1), to: Date.new(2025, 3, 31))
    expect(export.filename).to eq("orders-acme-2025-03-01-2025-03-31.csv")
  end
end
