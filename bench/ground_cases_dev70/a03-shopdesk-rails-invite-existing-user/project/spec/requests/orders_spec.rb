require "rails_helper"

RSpec.describe "Orders", type: :request do
  let(:shop) { create(:shop) }
  let(:staff) { create(:membership, shop: shop, role: "staff") }

  before { sign_in_as(staff) }

  it "lists the shop's orders" do
    create(:order, shop: shop)
    get orders_path
    expect(response).to have_http_status(:ok)
  end

  it "shows an order of the shop" do
    order = create(:order, shop: shop)
    get order_path(order)
    expect(response).to have_http_status(:ok)
  end

  context "with an order of another shop" do
    let(:other_order) { create(:order, shop: create(:shop)) }

    it "returns 404 on show" do
      get order_path(other_order)
      expect(response).to have_http_status(:not_found)
    end

    it "returns 404 on update and leaves the order alone" do
      patch order_path(other_order), params: { order: { internal_note: "hi" } }
      expect(response).to have_http_status(:not_found)
      expect(other_order.reload.internal_note).to be_nil
    end
  end

  it "does not let staff refund" do
    order = create(:order, shop: shop, total_cents: 5000)
    post refund_order_path(order), params: { amount_cents: 100 }
    expect(response).to have_http_status(:forbidden)
  end
end
