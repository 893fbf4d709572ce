# frozen_string_literal: true

require "rails_helper"

RSpec.describe OrderSerializer do
  let(:user) { create(:user, name: "王小明", phone: "13800138000") }
  let(:order) { create(:order, user: user, status: "paid") }

  subject(:json) { described_class.new(order).as_json }

  it "masks phone" do
    expect(json[:customer_phone]).to eq("138****8000")
  end

  it "shows customer name" do
    expect(json[:customer_name]).to eq("王小明")
  end

  it "labels status in chinese" do
    expect(json[:status_label]).to eq("已支付")
  end

  it "counts items by quantity" do
    create(:line_item, order: order, quantity: 2)
    create(:line_item, order: order, quantity: 3)
    expect(described_class.new(order.reload).as_json[:items_count]).to eq(5)
  end
end
