require "rails_helper"

RSpec.describe OrderCsvExporter do
  let(:customer) { create(:customer, name: "张三") }

  it "exports paid orders inside the range" do
    create(:order, customer:, status: "paid", created_at: Time.zone.local(2025, 11, 3, 12))
    csv = described_class.new(from: Date.new(2025, 11, 1), to: Date.new(2025, 11, 30)).call
    expect(CSV.parse(csv, headers: true).size).to eq(1)
  end

  it "skips canceled orders" do
    create(:order, customer:, status: "canceled", created_at: Time.zone.local(2025, 11, 3, 12))
    csv = described_class.new(from: Date.new(2025, 11, 1), to: Date.new(2025, 11, 30)).call
    expect(CSV.parse(csv, headers: true).size).to eq(0)
  end
end
