require "rails_helper"

RSpec.describe MonthlyReport do
  # amounts are tax-included yen; net/tax are derived at 10%
  let(:september) { Date.new(2025, 9, 1) }

  def order(at, gross: 1100, status: "paid")
    Order.create!(external_id: SecureRandom.hex(4), ordered_at: Time.zone.parse(at), status: status,
                  amount_net: gross / 1.1, tax: gross - gross / 1.1, amount_gross: gross, product_code: "P-1")
  end

  it "sums paid orders in the month" do
    order("2025-09-10 12:00")
    order("2025-09-11 12:00", status: "refunded")
    expect(described_class.new(Date.new(2025, 9, 1)).total_gross).to eq(1100)
  end

  it "includes the last day of the month" do
    order("2025-09-30 21:45")
    order("2025-10-01 00:05")
    expect(described_class.new(Date.new(2025, 9, 1)).total_gross).to eq(1100)
  end

  it "groups rows by Tokyo day" do
    order("2025-09-02 08:00")
    order("2025-09-02 20:00")
    rows = described_class.new(september).rows
    expect(rows.map { |r| [r.day.day, r.orders] }).to eq([[2, 2]])
  end
end
