require "rails_helper"

RSpec.describe MonthlySalesCsv do
  let(:customer) { create(:customer) }

  it "lists paid orders of the month with a total row" do
    create(:order, customer:, status: "paid", total_yen: 3000, created_at: Time.utc(2025, 10, 5, 3))
    create(:order, customer:, status: "shipped", total_yen: 4500, created_at: Time.utc(2025, 10, 20, 3))
    csv = CSV.parse(described_class.new(year: 2025, month: 10).to_csv, headers: true)
    expect(csv.count).to eq 3
    expect(csv[-1]["金額"]).to eq "7500"
  end

  it "leaves out cancelled orders" do
    create(:order, customer:, status: "cancelled", total_yen: 9999, created_at: Time.utc(2025, 10, 5, 3))
    expect(described_class.new(year: 2025, month: 10).total_yen).to eq 0
  end

  it "names the file by month" do
    expect(described_class.new(year: 2025, month: 3).filename).to eq "sales-2025-03.csv"
  end
end
