require "rails_helper"

RSpec.describe Order do
  let(:customer) { create(:customer) }
  let(:order) { create(:order, customer: customer) }

  def add_item(order, price_cents:, quantity: 1, physical: true)
    product = create(:product, physical: physical, stock: 10)
    create(:line_item, order: order, product: product, unit_price_cents: price_cents, quantity: quantity)
  end

  describe "#subtotal_cents" do
    it "sums price times quantity" do
      add_item(order, price_cents: 1250, quantity: 2)
      add_item(order, price_cents: 499)
      expect(order.reload.subtotal_cents).to eq(2999)
    end
  end

  describe "#shipping_cents" do
    it "charges the flat rate for physical goods" do
      add_item(order, price_cents: 1000)
      expect(order.reload.shipping_cents).to eq(490)
    end

    it "is free from 50 EUR net goods value" do
      add_item(order, price_cents: 5000)
      expect(order.reload.shipping_cents).to eq(0)
    end

    it "still charges just below the threshold" do
      add_item(order, price_cents: 4999)
      expect(order.reload.shipping_cents).to eq(490)
    end

    it "is free for digital-only orders" do
      add_item(order, price_cents: 1000, physical: false)
      expect(order.reload.shipping_cents).to eq(0)
    end
  end

  describe "#vat_cents" do
    it "is charged on goods only, not on shipping (OPS-412)" do
      add_item(order, price_cents: 2000)
      # 2000 * 0.19 = 380
      expect(order.reload.vat_cents).to eq(380)
    end
  end

  describe "#total_cents" do
    it "adds subtotal, shipping and VAT" do
      add_item(order, price_cents: 2000)
      expect(order.reload.total_cents).to eq(2000 + 490 + 380)
    end
  end

  describe "#cancel!" do
    it "releases stock and records the reason" do
      item = add_item(order, price_cents: 1000, quantity: 3)
      order.place!
      expect { order.cancel!(reason: "customer request") }.to change { item.product.reload.stock }.by(3)
      expect(order).to be_cancelled
    end

    it "refuses shipped orders" do
      add_item(order, price_cents: 1000)
      order.update!(status: :shipped)
      expect { order.cancel!(reason: "too late") }.to raise_error(ArgumentError)
    end
  end
end
