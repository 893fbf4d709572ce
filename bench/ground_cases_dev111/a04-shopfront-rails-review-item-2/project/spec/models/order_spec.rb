require "rails_helper"

RSpec.describe Order do
  let(:customer) { Customer.create!(name: "Ada", email: "ada@example.com") }

  def order_with(*prices)
    order = Order.create!(customer: customer)
    prices.each_with_index { |p, i| order.line_items.create!(sku: "SKU#{i}", quantity: 1, unit_price_cents: p) }
    order
  end

  describe ".recent" do
    it "includes orders placed in the last 7 days" do
      travel_to Time.zone.parse("2025-06-10 12:00") do
        fresh = order_with(100).tap { |o| o.update!(status: :placed, placed_at: 2.days.ago) }
        old = order_with(100).tap { |o| o.update!(status: :placed, placed_at: 9.days.ago) }
        expect(Order.recent).to include(fresh)
        expect(Order.recent).not_to include(old)
      end
    end

    it "uses the app time zone at the 7-day edge" do
      Time.use_zone("Pacific/Auckland") do
        travel_to Time.zone.parse("2025-06-10 08:00") do
          edge = order_with(100).tap { |o| o.update!(status: :placed, placed_at: 7.days.ago + 1.minute) }
          expect(Order.recent).to include(edge)
        end
      end
    end
  end

  describe "#total_cents" do
    it "subtracts a fixed coupon" do
      order = order_with(1000, 500)
      order.update!(coupon: Coupon.create!(code: "TENOFF", kind: "fixed", value: 1000))
      expect(order.total_cents).to eq(500)
    end

    it "never goes below zero" do
      order = order_with(300)
      order.update!(coupon: Coupon.create!(code: "BIG", kind: "fixed", value: 1000))
      expect(order.total_cents).to eq(0)
    end
  end
end
