require "rails_helper"

RSpec.describe "Orders", type: :request do
  let(:staff) { create(:staff) }

  before { sign_in staff }

  describe "GET /orders" do
    it "lists recent orders" do
      create_list(:order, 3)
      get orders_path
      expect(response).to have_http_status(:ok)
      expect(response.body.scan("ORD-").size).to eq(3)
    end

    it "filters by status" do
      create(:order, status: "paid")
      create(:order, status: "shipped")
      get orders_path(status: "paid")
      expect(response.body.scan("ORD-").size).to eq(1)
    end
  end

  describe "POST /orders/:id/cancel" do
    it "cancels a paid order" do
      order = create(:order, status: "paid")
      post cancel_order_path(order)
      expect(order.reload.status).to eq("cancelled")
    end
  end
end
