require "rails_helper"

RSpec.describe Order, type: :model do
  describe "#total_yen" do
    it "sums line items" do
      order = create(:order)
      create(:line_item, order: order, unit_price_cents: 120_000, quantity: 2)
      create(:line_item, order: order, unit_price_cents: 50_000, quantity: 1)
      expect(order.total_yen).to eq(2_900)
    end
  end

  describe "#customer_name" do
    it "returns the customer's name" do
      customer = create(:customer, name: "山田 太郎")
      order = create(:order, customer: customer)
      expect(order.customer_name).to eq("山田 太郎")
    end

    it "falls back to guest_name for guest orders" do
      order = create(:order, customer: nil, guest_email: "guest@example.com", guest_name: "ゲスト 花子")
      expect(order.customer_name).to eq("ゲスト 花子")
    end
  end

  describe "validations" do
    it "requires guest_email when there is no customer" do
      order = build(:order, customer: nil, guest_email: nil)
      expect(order).not_to be_valid
      expect(order.errors[:guest_email]).to be_present
    end
  end

  describe "#status_label" do
    it "is translated" do
      expect(build(:order, status: :shipped).status_label).to eq("発送済み")
    end
  end
end
