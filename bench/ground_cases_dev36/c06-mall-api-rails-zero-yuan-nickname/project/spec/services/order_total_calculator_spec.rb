require "rails_helper"

RSpec.describe OrderTotalCalculator do
  let(:user) { create(:user) }
  let(:order) { create(:order, user: user) }

  before do
    create(:order_item, order: order, unit_price_cents: 60_00, quantity: 2)
  end

  it "sums items and charges no shipping above the threshold" do
    result = described_class.new(order).call
    expect(result.subtotal).to eq(120_00)
    expect(result.shipping).to eq(0)
    expect(result.total).to eq(120_00)
  end

  it "applies an amount_off coupon" do
    order.coupons << create(:coupon, kind: "amount_off", threshold_cents: 100_00, value: 20_00)
    expect(described_class.new(order).call.total).to eq(100_00)
  end

  it "applies a percent_off coupon" do
    order.coupons << create(:coupon, kind: "percent_off", threshold_cents: 0, value: 90)
    expect(described_class.new(order).call.discount).to eq(12_00)
  end

  it "ignores coupons below their threshold" do
    order.coupons << create(:coupon, kind: "amount_off", threshold_cents: 200_00, value: 50_00)
    expect(described_class.new(order).call.discount).to eq(0)
  end

  it "charges shipping below the threshold" do
    order.items.first.update!(quantity: 1)
    expect(described_class.new(order.reload).call.shipping).to eq(8_00)
  end
end
