# frozen_string_literal: true

require "rails_helper"

RSpec.describe Exports::OrdersCsv do
  let(:customer) { create(:customer, first_name: "Ada", last_name: "Lovelace", email: "ada@example.com") }
  let!(:order) do
    create(:order, customer: customer, number: "SO-2510-ABC123", placed_at: Time.utc(2025, 1, 15, 9, 30),
                   status: :paid)
  end

  before do
    create(:line_item, order: order, unit_price: 10, quantity: 2, vat_rate: 0.19)
  end

  subject(:rows) { CSV.parse(described_class.new(Order.all).to_csv, col_sep: ";") }

  it "writes the header row" do
    expect(rows.first).to start_with("Order number", "Placed at")
  end

  it "writes one row per order" do
    expect(rows.size).to eq(2)
    expect(rows.second.first).to eq("SO-2510-ABC123")
  end

  it "formats money with two decimals" do
    expect(rows.second).to include("20.00", "3.80", "23.80")
  end
end
