require "rails_helper"

RSpec.describe Order do
  describe "#total" do
    it "adds 13% tax" do
      order = create(:order, prices: [BigDecimal("100.00")])
      expect(order.total).to eq(BigDecimal("113.00"))
    end

    it "applies discount before tax" do
      order = create(:order, prices: [BigDecimal("60.00"), BigDecimal("40.00")], discount_percent: 10)
      expect(order.discount_amount).to eq(BigDecimal("10.00"))
      expect(order.total).to eq(BigDecimal("101.70"))
    end
  end

  it "summarises itself" do
    order = create(:order, prices: [BigDecimal("9.90")] * 3)
    expect(order.summary).to match(/3 items, total 33.56/)
  end
end
